/*
 * Reading a quadratic irrational off observations ⌊k·α⌋ = c. Each observation puts α in
 * [c/k, (c + 1)/k); α being irrational, all of them put it in the open interval (lo, hi),
 * lo the largest c/k and hi the least (c + 1)/k. The continued-fraction digits every number
 * of that interval shares are read off exactly (the digits the data pins down); the
 * simplest eventually periodic expansion that repeats its period clearly inside those
 * digits names the candidate, which is turned into (p + q·√d)/r and checked against every
 * observation with exact arithmetic.
 *
 * "Pinned down" is two conditions: the repeating block shows at least twice and one digit
 * more among the shared digits, and the interval is narrow enough to say more than the
 * candidate costs to write: log2(1/(hi − lo)) ≥ cost + margin bits, the cost of an expansion
 * being Σ (1 + log2(digit + 1)) over its preperiod and one period. The interval's ends are
 * convergents of α with denominators up to the largest k, so its width is about 1/(q·q′) for
 * the last two: φ = [1; 1, …] (2 bits, margin 4) needs the width below 2^−6, which takes the
 * observations k = 1 … 13; five give no α.
 */
import type { QuadraticIrrational } from "./law.js";
import { floorTimes, quadratic } from "./quadratic.js";

/** One observation: ⌊k·α⌋ = floor, with k ≥ 1. */
export interface FloorObservation {
  k: bigint;
  floor: bigint;
}

/** A quadratic irrational read off observations. */
export interface Identification {
  alpha: QuadraticIrrational;
  /** The continued-fraction digits every α consistent with the observations shares. */
  digits: readonly bigint[];
  /** α = [digits before the period; the period repeated for ever]: how many digits come first. */
  preperiod: number;
  /** The length of the repeating block. */
  period: number;
}

/** Options of {@link identifyQuadratic}. */
export interface IdentifyConstraints {
  /**
   * The repeating block must be seen this many times and one digit more among the shared
   * digits (after the preperiod: at least repeats·period + 1 digits).
   * @defaultValue 2
   */
  repeats?: number;
  /** The bits the interval must say beyond the candidate's cost (see the top of this file). @defaultValue 4 */
  margin?: number;
  /** The longest period tried. @defaultValue 8 */
  longestPeriod?: number;
}

/** A non-negative rational n/m with m > 0, or +∞ as m = 0. */
interface Fraction {
  n: bigint;
  m: bigint;
}

/** The open interval (lo, hi) of α implied by the observations, or null when it is empty. */
export function alphaInterval(observations: readonly FloorObservation[]): { lo: Fraction; hi: Fraction } | null {
  let lo: Fraction = { n: 0n, m: 1n };
  let hi: Fraction = { n: 1n, m: 0n };
  for (const { k, floor } of observations) {
    if (k < 1n) throw new RangeError(`an observation needs k ≥ 1, got ${k}`);
    if (floor * lo.m > lo.n * k) lo = { n: floor, m: k };
    if (hi.m === 0n || (floor + 1n) * hi.m < hi.n * k) hi = { n: floor + 1n, m: k };
  }
  if (hi.m !== 0n && hi.n * lo.m <= lo.n * hi.m) return null;
  return { lo, hi };
}

/**
 * The continued-fraction digits shared by every number of the open interval (lo, hi),
 * 0 ≤ lo < hi (hi may be +∞): x = a + 1/x′ with a = ⌊x⌋ the same across the interval exactly
 * when hi ≤ ⌊lo⌋ + 1, and x′ then ranges over (1/(hi − a), 1/(lo − a)).
 */
export function sharedDigits(lo: Fraction, hi: Fraction, most = 200): bigint[] {
  const digits: bigint[] = [];
  let { n: ln, m: lm } = lo;
  let { n: hn, m: hm } = hi;
  while (digits.length < most && hm !== 0n && lm !== 0n) {
    const a = ln / lm;
    if (hn > (a + 1n) * hm) break;
    digits.push(a);
    [ln, lm, hn, hm] = [hm, hn - a * hm, lm, ln - a * lm];
  }
  return digits;
}

/** [[A, A′], [B, B′]]: the convergent matrix of a block of digits (A/B its value as a fraction). */
function convergents(block: readonly bigint[]): [bigint, bigint, bigint, bigint] {
  let [A, A1, B, B1] = [1n, 0n, 0n, 1n];
  for (const x of block) [A, A1, B, B1] = [A * x + A1, A, B * x + B1, B];
  return [A, A1, B, B1];
}

/**
 * The number [pre; period, period, …] exactly. The purely periodic tail y = [period, y]
 * solves y = (P·y + P′)/(Q·y + Q′), that is Q·y² + (Q′ − P)·y − P′ = 0, whose positive root
 * is y = (u + √D)/v with u = P − Q′, D = u² + 4·Q·P′, v = 2Q; then α = (A·y + A′)/(B·y + B′)
 * with the preperiod's matrix, rationalised: (X + A√D)/(Y + B√D) = (X·Y − A·B·D + (A·Y − X·B)·√D)/(Y² − B²·D)
 * with X = A·u + A′·v, Y = B·u + B′·v.
 *
 * @example periodicValue([], [1n]) // φ = { p: 1n, q: 1n, d: 5n, r: 2n }
 */
export function periodicValue(pre: readonly bigint[], period: readonly bigint[]): QuadraticIrrational | null {
  if (period.length === 0 || period.some((x) => x < 1n) || pre.slice(1).some((x) => x < 1n)) return null;
  const [P, P1, Q, Q1] = convergents(period);
  const u = P - Q1;
  const D = u * u + 4n * Q * P1;
  const v = 2n * Q;
  const [A, A1, B, B1] = convergents(pre);
  const X = A * u + A1 * v;
  const Y = B * u + B1 * v;
  return quadratic(X * Y - A * B * D, A * Y - X * B, D, Y * Y - B * B * D);
}

/** log2(1/(hi − lo)), rounded down to within a bit (+∞ for an empty or a point interval; 0 for an infinite one). */
export function intervalBits(lo: Fraction, hi: Fraction): number {
  if (hi.m === 0n) return 0;
  const width = hi.n * lo.m - lo.n * hi.m;
  if (width <= 0n) return Number.POSITIVE_INFINITY;
  return (hi.m * lo.m).toString(2).length - width.toString(2).length;
}

/** The bits an expansion costs to write: Σ (1 + log2(digit + 1)). */
function cost(digits: readonly bigint[]): number {
  return digits.reduce((sum, d) => sum + 1 + Math.log2(Number(d) + 1), 0);
}

/** The (preperiod, period) pairs under which `digits` repeat clearly enough, simplest first. */
function periodicShapes(digits: readonly bigint[], repeats: number, longestPeriod: number): [number, number][] {
  const shapes: [number, number][] = [];
  const n = digits.length;
  for (let size = 1; size <= n; size++) {
    for (let period = 1; period <= Math.min(size, longestPeriod); period++) {
      const pre = size - period;
      if (n - pre < repeats * period + 1) continue;
      let ok = true;
      for (let i = pre; i + period < n && ok; i++) ok = digits[i] === digits[i + period];
      if (ok) shapes.push([pre, period]);
    }
  }
  return shapes;
}

/**
 * The simplest quadratic irrational α with ⌊k·α⌋ = floor for every observation, when the
 * observations pin one down: the digits they share must show a repeating block at least
 * `repeats` times and two digits more. Every observation is then checked exactly.
 *
 * @param observations - pairs (k ≥ 1, ⌊k·α⌋)
 * @returns α with the digits read off, or null (no α pinned down, or none consistent)
 * @example identifyQuadratic(lowerWythoff.map((a, i) => ({ k: BigInt(i + 1), floor: BigInt(a) }))) // φ, from 30 terms 1, 3, 4, 6, 8, …
 */
export function identifyQuadratic(observations: readonly FloorObservation[], constraints: IdentifyConstraints = {}): Identification | null {
  const { repeats = 2, longestPeriod = 8, margin = 4 } = constraints;
  if (observations.length === 0) return null;
  const interval = alphaInterval(observations);
  if (interval === null) return null;
  const digits = sharedDigits(interval.lo, interval.hi);
  for (const [pre, period] of periodicShapes(digits, repeats, longestPeriod)) {
    if (intervalBits(interval.lo, interval.hi) < cost(digits.slice(0, pre + period)) + margin) continue;
    const alpha = periodicValue(digits.slice(0, pre), digits.slice(pre, pre + period));
    if (alpha === null) continue;
    if (observations.every(({ k, floor }) => floorTimes(alpha, k) === floor)) return { alpha, digits, preperiod: pre, period };
  }
  return null;
}
