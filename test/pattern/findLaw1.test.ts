import { describe, expect, it } from "vitest";
import { findLaw1 } from "../../src/pattern/findLaw1.js";
import { heapLawTheorem } from "../../src/pattern/theorems/heapTheorems.js";
import { GRUNDYS_GAME } from "../../src/index.js";
import { naiveSequence, parseHeapGame } from "../../src/sequence/index.js";
import { bruteSubtraction, bruteTakeBreak } from "./helpers.js";

const ones = (n: number): number => [...n.toString(2)].filter((d) => d === "1").length;

describe("findLaw1 tries the kinds in order of preference", () => {
  it("Kayles: periodic, period 12 from n = 71, proven", () => {
    expect(findLaw1(bruteTakeBreak([0, 7, 7], 300), { theorem: heapLawTheorem(parseHeapGame("0.77")) })).toMatchObject({
      kind: "periodic",
      period: 12,
      preperiod: 71,
      status: "proven",
    });
  });

  it("0.8: arithmetic-periodic, period 3, saltus 1", () => {
    expect(findLaw1(bruteTakeBreak([0, 8], 300))).toMatchObject({ kind: "arithmetic-periodic", period: 3, saltus: 1 });
  });

  it("0.2048: ruler", () => {
    expect(findLaw1(bruteTakeBreak([0, 2, 0, 4, 8], 600))).toMatchObject({ kind: "ruler", period: 13 });
  });

  it("n mod 4 is reported as periodic, not as a formula", () => {
    expect(findLaw1(Array.from({ length: 100 }, (_, n) => n % 4))).toMatchObject({ kind: "periodic", period: 4, preperiod: 0 });
  });

  it("the Thue–Morse sequence (popcount parity) is a formula", () => {
    expect(findLaw1(Array.from({ length: 512 }, (_, n) => ones(n) % 2))).toMatchObject({ kind: "formula", form: "odious" });
  });

  it("of: outcome reads the P-positions only: subtraction {1,2} is P at the multiples of 3", () => {
    expect(findLaw1(bruteSubtraction([1, 2], 100), { of: "outcome" })).toMatchObject({ kind: "outcome-residues", period: 3, residues: [0] });
  });

  it("values with no value law but finitely many zeros give a finite outcome law", () => {
    const values = Array.from({ length: 300 }, (_, n) => (n === 0 ? 0 : 1 + ones(n * n + 1)));
    expect(findLaw1(values)).toMatchObject({ kind: "outcome-finite", positions: [0] });
  });

  it("Grundy's game to n = 2000: no law, its largest value and rarest values recorded", () => {
    const values = naiveSequence(GRUNDYS_GAME, 2000);
    const law = findLaw1(values);
    expect(law).toMatchObject({ kind: "none", status: "none", verifiedTo: 1999 });
    expect(law.kind === "none" && law.largest.value).toBe(Math.max(...values));
  });
});
