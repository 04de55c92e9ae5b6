import { describe, expect, it } from "vitest";
import { findLaw1 } from "../../src/pattern/findLaw1.js";
import { describeLaw1, evaluateLaw1, law1Program } from "../../src/pattern/law1.js";
import { heapLawTheorem } from "../../src/pattern/theorems/heapTheorems.js";
import { parseHeapGame } from "../../src/sequence/index.js";
import { runProgram } from "../helpers/runProgram.js";
import { bruteSubtraction, bruteTakeBreak } from "./helpers.js";

describe("evaluateLaw1, law1Program and describeLaw1", () => {
  const kayles = findLaw1(bruteTakeBreak([0, 7, 7], 300), { theorem: heapLawTheorem(parseHeapGame("0.77")) });
  const ap = findLaw1(bruteTakeBreak([0, 8], 300));
  const ruler = findLaw1(bruteTakeBreak([0, 2, 0, 4, 8], 600));
  const outcome = findLaw1(bruteSubtraction([1, 2], 100), { of: "outcome" });
  const formula = findLaw1(Array.from({ length: 512 }, (_, n) => [...n.toString(2)].filter((d) => d === "1").length % 2));

  it("describes each law in plain lines", () => {
    expect(describeLaw1(kayles)).toMatch(/^periodic: period 12, from n = 71 \(proven: periodicity theorem \(t = 2, k = 2\): .*156/);
    expect(describeLaw1(ap)).toBe("arithmetic-periodic: period 3, saltus 1, from n = 1 (verified for n ≤ 299)");
    expect(describeLaw1(outcome)).toBe("outcome: P exactly when n mod 3 ∈ {0} from n = 0 (verified for n ≤ 99)");
    expect(describeLaw1(formula)).toBe("formula: v(n) = popcount(n) mod 2 for n ≥ 0 (verified for n ≤ 511)");
    expect(describeLaw1(findLaw1([5, 1, 2, 9, 4, 3]))).toMatch(/^no law found for n ≤ 5\nlargest value 9 at n = 3/);
  });

  it("every law's program, interpreted, equals evaluateLaw1 on the range and near 10^30", () => {
    for (const law of [kayles, ap, ruler, outcome, formula]) {
      const program = law1Program(law)!;
      expect(program.comment).toEqual(describeLaw1(law).split("\n"));
      for (let n = 0n; n < 300n; n++) expect(runProgram(program, [n])).toBe(evaluateLaw1(law, n));
      for (let n = 10n ** 30n; n < 10n ** 30n + 30n; n++) expect(runProgram(program, [n])).toBe(evaluateLaw1(law, n));
    }
  });

  it("evaluateLaw1 gives values (bigint) for value laws and P (true) / N (false) for outcome laws", () => {
    expect(evaluateLaw1(ap, 10n ** 30n + 1n)).toBe(10n ** 30n / 3n);
    expect(evaluateLaw1(outcome, 3n * 10n ** 30n)).toBe(true);
    expect(evaluateLaw1(outcome, 3n * 10n ** 30n + 1n)).toBe(false);
  });

  it("no law has no program and nothing to evaluate", () => {
    const none = findLaw1([5, 1, 2, 9, 4, 3]);
    expect(law1Program(none)).toBeNull();
    expect(() => evaluateLaw1(none, 1)).toThrow(/no law/);
  });
});
