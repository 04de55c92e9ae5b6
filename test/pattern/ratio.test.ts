import { describe, expect, it } from "vitest";
import { zerosOf } from "../../src/pattern/findLaw2.js";
import { describeRatio, evaluateRatio, findRatio, ratioProgram } from "../../src/pattern/ratio.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { runProgram } from "../helpers/runProgram.js";
import { euclidOutcome, floorByConvergent, generalisedWythoffOutcome } from "../helpers/twoPile.js";

const find = (t: Table2) => findRatio(t, zerosOf(t));

describe("findRatio", () => {
  it("finds Euclid's game's law, x < y < φ·x and x = y an N-position, on a brute-force 200 × 200 table", () => {
    const law = find(euclidOutcome(200, 200));
    expect(law).toMatchObject({ kind: "outcome-ratio", alpha: { p: 1n, q: 1n, d: 5n, r: 2n }, equalIsP: false, from: [1, 1], verifiedTo: [200, 200] });
  });

  it("reports no law on a 12 × 12 Euclid table (too few rows to pin α down) or on a table starting at 0", () => {
    expect(find(euclidOutcome(12, 12))).toBeNull();
    expect(find(generalisedWythoffOutcome(1, 100, 100))).toBeNull();
  });

  it("reports no law when one cell is changed", () => {
    const t = euclidOutcome(150, 150);
    t.values[99 * 150 + 130] = 1 - t.values[99 * 150 + 130]!;
    expect(find(t)).toBeNull();
  });
});

describe("evaluateRatio and ratioProgram", () => {
  const law = find(euclidOutcome(200, 200))!;
  const program = ratioProgram(law);

  it("decide every position of a 360 × 360 brute-force table, read from a 200 × 200 one", () => {
    const t = euclidOutcome(360, 360);
    for (let a = 1; a <= 360; a++) {
      for (let b = 1; b <= 360; b++) {
        const expected = t.values[(a - 1) * 360 + (b - 1)] === 0;
        expect(evaluateRatio(law, BigInt(a), BigInt(b))).toBe(expected);
        if ((a + 3 * b) % 47 === 0) expect(runProgram(program, [BigInt(a), BigInt(b)])).toBe(expected);
      }
    }
  });

  it("are exact around 10^18: y = ⌊φ·x⌋ (far convergent) is P, y + 1 is N", () => {
    for (const x of [10n ** 18n, 10n ** 18n - 1n, 765_432_109_876_543_210n]) {
      const y = floorByConvergent(() => 1n, x);
      expect(evaluateRatio(law, x, y)).toBe(true);
      expect(evaluateRatio(law, y + 1n, x)).toBe(false);
      expect(runProgram(program, [y, x])).toBe(true);
      expect(runProgram(program, [x, y + 1n])).toBe(false);
      expect(runProgram(program, [x, x])).toBe(false);
    }
  });

  it("refuse a pile of 0 and describe the law", () => {
    expect(() => evaluateRatio(law, 0n, 5n)).toThrow(RangeError);
    expect(describeRatio(law)).toBe("P-positions: x < y < α·x (x = min, y = max), α = (1 + √5)/2");
  });
});
