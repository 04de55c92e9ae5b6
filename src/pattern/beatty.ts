/*
 * The Beatty outcome law of one variable: the P-positions are exactly n = ⌊k·α⌋ + shift for
 * k ≥ firstK, α > 1 a quadratic irrational read off the P-positions themselves.
 *
 * Deciding n exactly: with m = n − shift ≥ 1, m = ⌊k·α⌋ means m ≤ k·α < m + 1, that is
 * m/α ≤ k < (m + 1)/α. The only candidate is k = ⌈m/α⌉ = ⌊m/α⌋ + 1 (m/α is irrational), and
 * n is a P-position exactly when ⌊k·α⌋ = m. Both floors are isqrt computations
 * (./quadratic.ts), so the answer is exact for any n.
 */
import type { Program } from "./code/program.js";
import { identifyQuadratic } from "./identifyQuadratic.js";
import type { BeattyOutcomeLaw, QuadraticIrrational } from "./law.js";
import { bin, cmp, floorTimesExpr, int, NEVER, ref } from "./programParts.js";
import { floorTimes, quadraticText, reciprocal, wideLimit } from "./quadratic.js";

/** Whether m = ⌊k·α⌋ for some k ≥ 1 (α > 1). */
export function inBeatty(alpha: QuadraticIrrational, m: bigint, inverse: QuadraticIrrational = reciprocal(alpha)): boolean {
  if (m < 1n) return false;
  return floorTimes(alpha, floorTimes(inverse, m) + 1n) === m;
}

/** The P-positions n ≥ from of a value array (v(from + i) = values[i]; 0 is P). */
function zerosOf(values: ArrayLike<number>, from: number): number[] {
  const zeros: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] === 0) zeros.push(from + i);
  return zeros;
}

/** The law for (shift, firstK) if the P-positions are exactly ⌊k·α⌋ + shift on the range. */
function tryShift(zeros: readonly number[], shift: number, firstK: 0 | 1, from: number, last: number): BeattyOutcomeLaw | null {
  const start = firstK === 0 ? 1 : 0;
  if (firstK === 0 && zeros[0] !== shift) return null;
  const observations = zeros.slice(start).map((n, i) => ({ k: BigInt(i + 1), floor: BigInt(n - shift) }));
  const found = identifyQuadratic(observations);
  if (found === null || floorTimes(found.alpha, 1n) < 1n) return null;
  // k counts from the first P-position seen, so none is missed below it; the next one must lie past the range
  const next = Number(floorTimes(found.alpha, BigInt(observations.length + 1))) + shift;
  if (next <= last) return null;
  return {
    kind: "outcome-beatty",
    status: "verified",
    verifiedTo: last,
    proof: null,
    of: "outcome",
    from,
    alpha: found.alpha,
    shift,
    firstK,
    continuedFraction: found.digits.map(Number),
  };
}

/**
 * The Beatty outcome law of a value array, when its zeros are exactly ⌊k·α⌋ + shift on the
 * whole range and the zeros pin α down (./identifyQuadratic.ts).
 *
 * @param values - v(from), v(from + 1), …: Grundy values (0 is a P-position), or outcomes as 0 = P, 1 = N
 * @param from - the first index
 * @returns the law, or null
 * @example findBeattyOutcome(lowerWythoffZeros, 1) // α = (1 + √5)/2, shift 0
 */
export function findBeattyOutcome(values: ArrayLike<number>, from = 0): BeattyOutcomeLaw | null {
  const zeros = zerosOf(values, from);
  if (zeros.length < 3) return null;
  const last = from + values.length - 1;
  let least = Number.POSITIVE_INFINITY;
  for (let i = 1; i < zeros.length; i++) least = Math.min(least, zeros[i]! - zeros[i - 1]!);
  if (least < 1) return null;
  // gaps of ⌊k·α⌋ are ⌊α⌋ and ⌊α⌋ + 1, so ⌊α⌋ is the least gap or one less
  for (const whole of [least, least - 1]) {
    if (whole < 1) continue;
    const law = tryShift(zeros, zeros[0]! - whole, 1, from, last);
    if (law !== null) return law;
  }
  return tryShift(zeros, zeros[0]!, 0, from, last);
}

/**
 * Whether n is a P-position under the law: n − shift = ⌊k·α⌋ for some k ≥ firstK. Exact for any n.
 *
 * @example evaluateBeattyOutcome(lowerWythoff, 1_000_000_000_000n) // true when 10^12 = ⌊kφ⌋ for some k
 */
export function evaluateBeattyOutcome(law: BeattyOutcomeLaw, n: bigint): boolean {
  const m = n - BigInt(law.shift);
  if (m === 0n) return law.firstK === 0;
  return inBeatty(law.alpha, m);
}

/** The law in one line: "P-positions: n = ⌊k·α⌋ + 2 for k ≥ 1, α = (1 + √5)/2 = [1; 1, 1, 1, …]". */
export function describeBeattyOutcome(law: BeattyOutcomeLaw): string {
  const shift = law.shift === 0 ? "" : law.shift > 0 ? ` + ${law.shift}` : ` − ${-law.shift}`;
  return `P-positions: n = ⌊k·α⌋${shift} for k ≥ ${law.firstK}, α = ${quadraticText(law.alpha)} = ${continuedFractionText(law.continuedFraction)}`;
}

/** "[1; 3, 3, 3, …]": the digits read off, then an ellipsis. */
export function continuedFractionText(digits: readonly number[]): string {
  if (digits.length === 0) return "[…]";
  return `[${digits[0]}; ${[...digits.slice(1), "…"].join(", ")}]`;
}

/**
 * The law as a program `outcome(n)`: m = n − shift; m < 1 is P only for m = 0 with firstK = 0;
 * else k = ⌊m/α⌋ + 1 and P exactly when ⌊k·α⌋ = m (see the top of this file).
 */
export function beattyOutcomeProgram(law: BeattyOutcomeLaw): Program {
  const inverse = reciprocal(law.alpha);
  const m = ref("m");
  return {
    name: "outcome",
    params: ["n"],
    domain: [law.from],
    returns: "outcome",
    tables: {},
    sets: {},
    body: [
      { op: "let", name: "m", value: bin("-", ref("n"), int(law.shift)) },
      { op: "return-if", cond: cmp("<", m, int(1)), value: law.firstK === 0 ? cmp("==", m, int(0)) : NEVER },
      { op: "let", name: "k", value: bin("+", floorTimesExpr(inverse, m), int(1)) },
      { op: "return", value: cmp("==", floorTimesExpr(law.alpha, ref("k")), m) },
    ],
    comment: [
      describeBeattyOutcome(law),
      `verified for n ≤ ${law.verifiedTo}; exact for any n in Python and TypeScript, in C++ (128-bit products) for n ≤ ${wideLimit(law.alpha)}`,
    ],
    wide: true,
  };
}
