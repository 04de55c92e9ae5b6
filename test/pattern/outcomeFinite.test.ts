import { describe, expect, it } from "vitest";
import { evaluateFiniteOutcome, findFiniteOutcomeLaw, finiteOutcomeProgram } from "../../src/pattern/outcomeFinite.js";
import { runProgram } from "../helpers/runProgram.js";

describe("findFiniteOutcomeLaw", () => {
  it("Nim's heap (value n) has one P-position, 0", () => {
    const law = findFiniteOutcomeLaw(Array.from({ length: 50 }, (_, n) => n))!;
    expect(law).toMatchObject({ kind: "outcome-finite", positions: [0], status: "verified", verifiedTo: 49 });
    expect(evaluateFiniteOutcome(law, 0)).toBe(true);
    expect(evaluateFiniteOutcome(law, 10n ** 30n)).toBe(false);
  });

  it("needs the values past the last P-position to outnumber those up to it", () => {
    const values = Array.from({ length: 60 }, (_, n) => (n === 3 || n === 40 ? 0 : 1));
    expect(findFiniteOutcomeLaw(values)).toBeNull();
    expect(findFiniteOutcomeLaw([...values, ...Array.from({ length: 30 }, () => 2)])).toMatchObject({ positions: [3, 40] });
  });

  it("the program, interpreted, says P exactly at the positions", () => {
    const law = findFiniteOutcomeLaw(
      Array.from({ length: 60 }, (_, n) => (n === 2 || n === 5 ? 0 : 1)),
      { from: 1 },
    )!;
    expect(law.positions).toEqual([3, 6]);
    for (const n of [1n, 3n, 4n, 6n, 10n ** 30n]) expect(runProgram(finiteOutcomeProgram(law), [n])).toBe(evaluateFiniteOutcome(law, n));
  });
});
