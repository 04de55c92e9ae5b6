/*
 * Exact arithmetic on quadratic irrationals α = (p + q·√d) / r (d > 1 square-free, r > 0,
 * q ≠ 0): ⌊k·α⌋, comparisons with y / x, 1/α, and the text people write. Everything goes
 * through isqrt; no floating point decides anything.
 */
import { isqrt } from "../arith/bigint.js";
import type { QuadraticIrrational } from "./law.js";

/** ⌊n / m⌋ for m > 0 (bigint division truncates toward zero). */
export function floorDiv(n: bigint, m: bigint): bigint {
  const q = n / m;
  return n % m !== 0n && n < 0n ? q - 1n : q;
}

/** ⌊x·√d⌋ for an integer x (d not a perfect square, so x·√d is an integer only at x = 0). */
function floorSqrtTimes(x: bigint, d: bigint): bigint {
  if (x >= 0n) return isqrt(x * x * d);
  return -isqrt(x * x * d) - 1n;
}

/**
 * ⌊k·α⌋ exactly: k·α = (k·p + k·q·√d) / r and ⌊(n + y) / r⌋ = ⌊(n + ⌊y⌋) / r⌋ for an integer n,
 * so ⌊k·α⌋ = ⌊(k·p + ⌊k·q·√d⌋) / r⌋, the inner floor an isqrt.
 *
 * @param alpha - the quadratic irrational
 * @param k - any integer
 * @returns ⌊k·α⌋
 * @example floorTimes({ p: 1n, q: 1n, d: 5n, r: 2n }, 10n) // 16n (10·φ = 16.18…)
 */
export function floorTimes(alpha: QuadraticIrrational, k: bigint): bigint {
  return floorDiv(k * alpha.p + floorSqrtTimes(k * alpha.q, alpha.d), alpha.r);
}

/**
 * Whether y < α·x, exactly: y·r − p·x < q·x·√d, decided by signs and squares (the two
 * sides are never equal when q·x ≠ 0, √d being irrational).
 *
 * @example lessThanTimes(8n, { p: 1n, q: 1n, d: 5n, r: 2n }, 5n) // true (8 < 5φ = 8.09…)
 */
export function lessThanTimes(y: bigint, alpha: QuadraticIrrational, x: bigint): boolean {
  const left = y * alpha.r - alpha.p * x;
  const right = alpha.q * x;
  if (right === 0n) return left < 0n;
  const leftSquare = left * left;
  const rightSquare = right * right * alpha.d;
  if (right > 0n) return left < 0n || leftSquare < rightSquare;
  return left < 0n && leftSquare > rightSquare;
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** The largest radicand {@link quadratic} factors (by trial division in doubles, up to 2^22 divisors: a few tens of milliseconds at worst). */
const LARGEST_RADICAND = 1n << 44n;

/** D = s²·d with d square-free, by trial division (D ≤ 2^44, exact in doubles). */
function squareFree(D: number): { s: number; d: number } {
  let rest = D;
  let s = 1;
  let d = 1;
  for (let f = 2; f * f <= rest; f += f === 2 ? 1 : 2) {
    let e = 0;
    while (rest % f === 0) {
      rest /= f;
      e++;
    }
    s *= f ** Math.floor(e / 2);
    if (e % 2 === 1) d *= f;
  }
  return { s, d: d * rest };
}

/**
 * (p + q·√D) / r in lowest terms with D's square factors moved out (D = s²·d, d square-free)
 * and r > 0; null when D is a perfect square (the number is rational), D ≤ 1, q = 0, r = 0,
 * or D is past 2^44 (not factored).
 */
export function quadratic(p: bigint, q: bigint, D: bigint, r: bigint): QuadraticIrrational | null {
  if (r === 0n || D <= 1n || q === 0n || D > LARGEST_RADICAND) return null;
  const { s, d } = squareFree(Number(D));
  if (d === 1) return null;
  q *= BigInt(s);
  if (r < 0n) [p, q, r] = [-p, -q, -r];
  const g = gcd(gcd(p, q), r);
  return { p: p / g, q: q / g, d: BigInt(d), r: r / g };
}

/** 1/α = r·(p − q·√d) / (p² − q²·d), in lowest terms. */
export function reciprocal(alpha: QuadraticIrrational): QuadraticIrrational {
  const { p, q, d, r } = alpha;
  const result = quadratic(r * p, -r * q, d, p * p - q * q * d);
  if (result === null) throw new RangeError("reciprocal of a quadratic irrational is one");
  return result;
}

/** α + m for an integer m. */
export function plusInteger(alpha: QuadraticIrrational, m: bigint): QuadraticIrrational {
  return { ...alpha, p: alpha.p + m * alpha.r };
}

/** Whether two quadratic irrationals (each in lowest terms) are equal. */
export function sameQuadratic(x: QuadraticIrrational, y: QuadraticIrrational): boolean {
  return x.p === y.p && x.q === y.q && x.d === y.d && x.r === y.r;
}

/** A double near α, for display only. */
export function approximate(alpha: QuadraticIrrational): number {
  return (Number(alpha.p) + Number(alpha.q) * Math.sqrt(Number(alpha.d))) / Number(alpha.r);
}

/**
 * How people write α: "(1 + √5)/2", "√2", "(−1 + √13)/2", "2 − √2".
 *
 * @example quadraticText({ p: 1n, q: 1n, d: 5n, r: 2n }) // "(1 + √5)/2"
 */
export function quadraticText(alpha: QuadraticIrrational): string {
  const { p, q, d, r } = alpha;
  const magnitude = q < 0n ? -q : q;
  const root = `${magnitude === 1n ? "" : magnitude}√${d}`;
  let text: string;
  if (p === 0n) text = q < 0n ? `−${root}` : root;
  else text = `${p < 0n ? `−${-p}` : p} ${q < 0n ? "−" : "+"} ${root}`;
  if (r === 1n) return text;
  return p === 0n && q > 0n ? `${text}/${r}` : `(${text})/${r}`;
}

/**
 * The largest k ≥ 0 for which the products a program computes for ⌊k·α⌋ (k²·q²·d, and k·p
 * beside it) stay below 2^127, so that a C++ writer's __int128 holds them.
 */
export function wideLimit(alpha: QuadraticIrrational): bigint {
  const q = alpha.q < 0n ? -alpha.q : alpha.q;
  return isqrt(((1n << 127n) - 1n) / (q * q * alpha.d)) / 2n;
}
