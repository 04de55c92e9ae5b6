import { describe, expect, it } from "vitest";
import { evaluateResidueOutcome, findResidueOutcomeLaw, residueOutcomeProgram } from "../../src/pattern/outcomeResidues.js";
import { runProgram } from "../helpers/runProgram.js";
import { bruteSubtraction } from "./helpers.js";

describe("findResidueOutcomeLaw", () => {
  it("subtraction {1,2} has its P-positions at the multiples of 3", () => {
    const law = findResidueOutcomeLaw(bruteSubtraction([1, 2], 100))!;
    expect(law).toMatchObject({ kind: "outcome-residues", period: 3, preperiod: 0, residues: [0], earlyP: [], status: "verified", of: "outcome" });
  });

  it("reads only the outcome: values of period 6 whose zeros repeat every 3", () => {
    const values = Array.from({ length: 120 }, (_, n) => [0, 1, 2, 0, 3, 4][n % 6]!);
    expect(findResidueOutcomeLaw(values)).toMatchObject({ period: 3, residues: [0] });
  });

  it("takes the least preperiod and lists the P-positions before it", () => {
    // P at 0, 2 and then at n ≡ 1 (mod 4) from 5 on: 1 (N) and 2 (P) break the rule, so n0 = 3
    const values = Array.from({ length: 200 }, (_, n) => (n === 0 || n === 2 || (n >= 5 && n % 4 === 1) ? 0 : 1));
    const law = findResidueOutcomeLaw(values)!;
    expect(law).toMatchObject({ period: 4, preperiod: 3, residues: [1], earlyP: [0, 2] });
    for (let n = 0; n < 200; n++) expect(evaluateResidueOutcome(law, n)).toBe(values[n] === 0);
    expect(evaluateResidueOutcome(law, 10n ** 30n + 1n)).toBe(true);
    expect(evaluateResidueOutcome(law, 10n ** 30n + 2n)).toBe(false);
  });

  it("leaves finitely many P-positions (no residue) to the finite law", () => {
    expect(findResidueOutcomeLaw(Array.from({ length: 100 }, (_, n) => (n < 3 ? 0 : 1)))).toBeNull();
  });

  it("the program, interpreted, says P exactly where the law does", () => {
    const values = Array.from({ length: 200 }, (_, n) => (n === 0 || n === 2 || (n >= 5 && n % 4 === 1) ? 0 : 1));
    const law = findResidueOutcomeLaw(values)!;
    const program = residueOutcomeProgram(law);
    expect(program).toMatchObject({ name: "outcome", returns: "outcome" });
    for (const n of [0n, 1n, 2n, 3n, 5n, 9n, 10n, 10n ** 30n + 1n, 10n ** 30n + 3n]) expect(runProgram(program, [n])).toBe(evaluateResidueOutcome(law, n));
  });
});
