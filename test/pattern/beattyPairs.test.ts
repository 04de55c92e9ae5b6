import { describe, expect, it } from "vitest";
import { beattyPairsProgram, describeBeattyPairs, evaluateBeattyPairs, findBeattyPairs } from "../../src/pattern/beattyPairs.js";
import { zerosOf } from "../../src/pattern/findLaw2.js";
import { quadratic } from "../../src/pattern/quadratic.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { runProgram } from "../helpers/runProgram.js";
import { floorByConvergent, generalisedWythoffOutcome, mexPairs, wythoffGrundy } from "../helpers/twoPile.js";

const find = (t: Table2) => findBeattyPairs(t, zerosOf(t));
/** Fraenkel's α and β = α + m for parameter m. */
const fraenkel = (m: number) => {
  const alpha = quadratic(BigInt(2 - m), 1n, BigInt(m * m + 4), 2n)!;
  return { alpha, beta: { ...alpha, p: alpha.p + BigInt(m) * alpha.r } };
};

describe("findBeattyPairs", () => {
  it("finds Wythoff's P-positions (⌊kφ⌋, ⌊kφ²⌋) on the zeros of a brute-force Grundy table", () => {
    const law = find(wythoffGrundy(120, 120));
    expect(law).toMatchObject({ kind: "outcome-beatty-pairs", alpha: { p: 1n, q: 1n, d: 5n, r: 2n }, beta: { p: 3n, q: 1n, d: 5n, r: 2n }, verifiedTo: [119, 119] });
  });

  it.each([1, 2, 3, 4])("finds Fraenkel's α = (2 − m + √(m² + 4))/2, β = α + m for m = %i on a brute-force 500 × 500 outcome table", (m) => {
    const law = find(generalisedWythoffOutcome(m, 500, 500));
    expect(law?.alpha).toEqual(fraenkel(m).alpha);
    expect(law?.beta).toEqual(fraenkel(m).beta);
  });

  it("reports no law when the table is too small to pin α down (20 × 20 for m = 1, 500 × 500 for m = 6)", () => {
    expect(find(generalisedWythoffOutcome(1, 20, 20))).toBeNull();
    expect(find(generalisedWythoffOutcome(6, 500, 500))).toBeNull();
  });

  it("reports no law for a table one cell off the game's (a P-position made N)", () => {
    const table = generalisedWythoffOutcome(1, 200, 200);
    const [A, B] = mexPairs(1, 80);
    table.values[A[50]! * 200 + B[50]!] = 1;
    expect(find(table)).toBeNull();
  });
});

describe("evaluateBeattyPairs and beattyPairsProgram", () => {
  const law = find(wythoffGrundy(120, 120))!;
  const program = beattyPairsProgram(law);

  it("decide every position of a 260 × 260 brute-force table, read from a 120 × 120 one", () => {
    const table = generalisedWythoffOutcome(1, 260, 260);
    for (let a = 0; a < 260; a++) {
      for (let b = 0; b < 260; b++) {
        const expected = table.values[a * 260 + b] === 0;
        expect(evaluateBeattyPairs(law, BigInt(a), BigInt(b))).toBe(expected);
        if ((a * 260 + b) % 31 === 0) expect(runProgram(program, [BigInt(a), BigInt(b)])).toBe(expected);
      }
    }
  });

  it("agree with the mex recurrence (A_n, A_n + n) up to 10^5, and its neighbours are N", () => {
    const [A, B] = mexPairs(1, 62_000);
    for (let n = 0; n < A.length && B[n]! <= 100_000; n++) {
      const [a, b] = [BigInt(A[n]!), BigInt(B[n]!)];
      expect(evaluateBeattyPairs(law, a, b) && evaluateBeattyPairs(law, b, a)).toBe(true);
      expect(evaluateBeattyPairs(law, a, b + 1n) || evaluateBeattyPairs(law, a + 1n, b)).toBe(false);
      if (n % 50 === 0) expect(runProgram(program, [b, a])).toBe(true);
    }
  });

  it("are exact around 10^18: (⌊kφ⌋, ⌊kφ⌋ + k) by a far convergent is P, one off is N", () => {
    for (const k of [10n ** 17n * 6n, 618_033_988_749_894_848n / 2n + 12345n]) {
      const a = floorByConvergent(() => 1n, k);
      const b = a + k;
      for (const [x, y, p] of [
        [a, b, true],
        [b, a, true],
        [a, b + 1n, false],
        [a - 1n, b, false],
        [a + 1n, b + 1n, false],
      ] as const) {
        expect(evaluateBeattyPairs(law, x, y)).toBe(p);
        expect(runProgram(program, [x, y])).toBe(p);
      }
    }
  });

  it("decide the generalised game with m = 3 around 10^18 by its recurrence B = A + 3n", () => {
    const m3 = find(generalisedWythoffOutcome(3, 500, 500))!;
    const digits = (i: number) => (i === 0 ? 1n : 3n);
    const k = 10n ** 18n / 3n;
    const a = floorByConvergent(digits, k);
    expect(evaluateBeattyPairs(m3, a, a + 3n * k)).toBe(true);
    expect(runProgram(beattyPairsProgram(m3), [a + 3n * k, a])).toBe(true);
    expect(evaluateBeattyPairs(m3, a, a + 3n * k - 1n)).toBe(false);
  });

  it("describe and print the law with 128-bit products", () => {
    expect(describeBeattyPairs(law)).toContain("α = (1 + √5)/2 = [1; 1, 1,");
    expect(describeBeattyPairs(law)).toContain("β = (3 + √5)/2");
    expect(program.wide).toBe(true);
    expect(program.returns).toBe("outcome");
  });
});
