import { describe, expect, it } from "vitest";
import { beattyOutcomeProgram, describeBeattyOutcome, evaluateBeattyOutcome, findBeattyOutcome } from "../../src/pattern/beatty.js";
import { runProgram } from "../helpers/runProgram.js";
import { floorByConvergent, mexPairs } from "../helpers/twoPile.js";

/** Values v(from … from + length − 1): 0 at the given positions, 1 elsewhere. */
function zerosAt(positions: readonly number[], from: number, length: number): Int32Array {
  const v = new Int32Array(length).fill(1);
  for (const n of positions) if (n >= from && n < from + length) v[n - from] = 0;
  return v;
}

const [LOWER] = mexPairs(1, 70_000);
const LOWER_SET = new Set(LOWER);

describe("findBeattyOutcome", () => {
  it("finds ⌊k·φ⌋ for k ≥ 1 when the P-positions are the lower Wythoff numbers 1, 3, 4, 6, … (mex recurrence)", () => {
    const law = findBeattyOutcome(zerosAt(LOWER.slice(1), 1, 400), 1);
    expect(law).toMatchObject({ kind: "outcome-beatty", alpha: { p: 1n, q: 1n, d: 5n, r: 2n }, shift: 0, firstK: 1, from: 1, verifiedTo: 400, status: "verified" });
  });

  it("finds the shift: P-positions ⌊k·φ⌋ + 5", () => {
    const law = findBeattyOutcome(
      zerosAt(
        LOWER.slice(1).map((n) => n + 5),
        0,
        400,
      ),
      0,
    );
    expect(law).toMatchObject({ shift: 5, firstK: 1 });
  });

  it("counts k from 0 when n = shift is a P-position too (0, 1, 3, 4, 6, …)", () => {
    const law = findBeattyOutcome(zerosAt(LOWER, 0, 400), 0);
    expect(law).toMatchObject({ shift: 0, firstK: 0 });
  });

  it("finds no law for every third heap (α = 3 is rational), for too few P-positions, or for a P-position left out", () => {
    expect(
      findBeattyOutcome(
        zerosAt(
          Array.from({ length: 200 }, (_, i) => 3 * i),
          0,
          600,
        ),
        0,
      ),
    ).toBeNull();
    expect(findBeattyOutcome(zerosAt(LOWER.slice(1, 6), 1, 10), 1)).toBeNull();
    expect(
      findBeattyOutcome(
        zerosAt(
          LOWER.slice(1).filter((n) => n !== 100),
          1,
          400,
        ),
        1,
      ),
    ).toBeNull();
  });
});

describe("evaluateBeattyOutcome and beattyOutcomeProgram", () => {
  const law = findBeattyOutcome(zerosAt(LOWER.slice(1), 1, 400), 1)!;
  const shifted = findBeattyOutcome(
    zerosAt(
      LOWER.map((n) => n + 3),
      0,
      400,
    ),
    0,
  )!;

  it("decide every n up to 10^5 as the mex recurrence does, far past the 400 values read", () => {
    const program = beattyOutcomeProgram(law);
    for (let n = 1; n <= 100_000; n++) {
      expect(evaluateBeattyOutcome(law, BigInt(n))).toBe(LOWER_SET.has(n));
      if (n % 97 === 0) expect(runProgram(program, [BigInt(n)])).toBe(LOWER_SET.has(n));
    }
  });

  it("decide n = shift + lower Wythoff number with k from 0", () => {
    const program = beattyOutcomeProgram(shifted);
    for (let n = 0; n <= 3000; n++) {
      const expected = n >= 3 && LOWER_SET.has(n - 3);
      expect(evaluateBeattyOutcome(shifted, BigInt(n))).toBe(expected);
      expect(runProgram(program, [BigInt(n)])).toBe(expected);
    }
  });

  it("are exact around 10^18: ⌊k·φ⌋ by a far convergent is P, its neighbours that are not ⌊j·φ⌋ are N", () => {
    const program = beattyOutcomeProgram(law);
    for (const k of [10n ** 18n / 2n, 617_000_000_000_000_000n, 618_033_988_749_894_848n]) {
      const n = floorByConvergent(() => 1n, k);
      const next = floorByConvergent(() => 1n, k + 1n);
      expect(evaluateBeattyOutcome(law, n)).toBe(true);
      expect(runProgram(program, [n])).toBe(true);
      // between two consecutive terms nothing else is one
      for (let m = n + 1n; m < next; m++) {
        expect(evaluateBeattyOutcome(law, m)).toBe(false);
        expect(runProgram(program, [m])).toBe(false);
      }
    }
  });

  it("describe the law in one line", () => {
    expect(describeBeattyOutcome(law)).toMatch(/^P-positions: n = ⌊k·α⌋ for k ≥ 1, α = \(1 \+ √5\)\/2 = \[1; 1, 1, .*…\]$/);
    expect(describeBeattyOutcome(shifted)).toMatch(/^P-positions: n = ⌊k·α⌋ \+ 3 for k ≥ 0/);
  });
});
