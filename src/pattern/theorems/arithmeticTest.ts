/*
 * The arithmetic-periodicity test of take-and-break codes (docs/arithmetic-periodicity.md
 * states it and proves it): a sufficient condition, checked on computed values, for
 * v(n + p) = v(n) + s (s > 0) to hold for every n ≥ n0. It is this project's own test, not the
 * theorem of Howse & Nowakowski (2004), whose exact statement it does not reproduce.
 *
 * With L the law (v(a) for a < n0 + p, then v(a + p) = v(a) + s), κ = s/p and
 * P(a) = p·L(a) − s·a (p times L's distance from the line κ·a), the test asks:
 *  (E1) a move leaving one heap never reaches L(n): L(n − i) ≠ L(n) over one period;
 *  (E2) a move removing i and leaving j ≥ 2 heaps stays below L(n) (nim-sum ≤ sum):
 *       j·P⁺ − P⁻ < s·i, with P⁺ the largest P(a) for a ≥ 1 and P⁻ the least for a ≥ n0;
 *  (C)  every value below L(n) is L(a) for a heap a that a move leaves alone, beside a heap
 *       of value 0, or beside two heaps of equal value (they cancel), or 0 from two heaps of
 *       equal value: checked for B ≤ n < B + 2p; and for the values below V1 + 2s, by a
 *       beside two equal heaps b, b (or 0 from b, b), at B and B + 1, hence at every n ≥ B
 *       (V1: 1 + the largest L(a) with 1 ≤ a < n0, at least 1).
 * Then the law holds for every n, given the values 0 … B + 2p − 1 agree with it.
 */
import type { HeapRules } from "../../heap/heapRules.js";

/** What the test found: the values it needs (0 … needed − 1) and the conditions as checked, one line. */
export interface ArithmeticCheck {
  readonly needed: number;
  readonly text: string;
}

/** The test's name as printed with a proof. */
export const ARITHMETIC_TEST_NAME = "arithmetic-periodicity test (docs/arithmetic-periodicity.md)";

/** The removals of a code by what they may leave: one heap, two heaps, three heaps (i = 0 is d0). */
interface Moves {
  one: number[];
  two: number[];
  three: number[];
  t: number;
}

function movesOf(rules: HeapRules): Moves | null {
  if (rules.tail !== 0 || rules.unequal) return null;
  const m: Moves = { one: [], two: [], three: [], t: 0 };
  rules.digits.forEach((d, i) => {
    if (d !== 0 && i > 0) m.t = i;
    if (d & 2 && i > 0) m.one.push(i);
    if (d & 4) m.two.push(i);
    if (d & 8) m.three.push(i);
  });
  return m;
}

/** L(a) for any a ≥ 0, from the values v(0) … v(n0 + p − 1). */
function lawOf(values: ArrayLike<number>, n0: number, p: number, s: number): (a: number) => number {
  return (a) => (a < n0 + p ? values[a]! : values[n0 + ((a - n0) % p)]! + s * Math.floor((a - n0) / p));
}

/**
 * What the coverage check reads of the law on heaps 1 … limit − 1: the heaps of each value,
 * the heaps of value 0, and the sizes r that two heaps of equal value can make up (b + b′
 * with L(b) = L(b′): their values cancel).
 */
interface Heaps {
  readonly of: readonly number[][];
  readonly zero: Uint8Array;
  readonly pair: Uint8Array;
}

function heapsOf(L: (a: number) => number, limit: number): Heaps {
  const of: number[][] = [];
  const zero = new Uint8Array(limit);
  const pair = new Uint8Array(limit);
  for (let a = 1; a < limit; a++) {
    const v = L(a);
    while (of.length <= v) of.push([]);
    const same = of[v]!;
    same.push(a);
    if (v === 0) zero[a] = 1;
    for (const b of same) if (a + b < limit) pair[a + b] = 1;
  }
  return { of, zero, pair };
}

/**
 * Whether some move of heap n has the value v under the law by a move the test counts: one
 * heap a alone; a beside a heap of value 0; a beside two heaps of equal value; or v = 0 from
 * two heaps of equal value. `lasting`: only moves that stay available at n + 2 with the same
 * a (a beside two equal heaps b, b, which become b + 1, b + 1; 0 from b, b).
 */
function covered(n: number, v: number, L: (a: number) => number, h: Heaps, m: Moves, lasting: boolean): boolean {
  const heaps = h.of[v] ?? [];
  if (!lasting) for (const i of m.one) if (n - i >= 1 && L(n - i) === v) return true;
  for (const i of m.two) {
    const r = n - i;
    if (v === 0 && r >= 2 && (lasting ? (r & 1) === 0 : h.pair[r] === 1)) return true;
    if (!lasting) for (const a of heaps) if (r - a >= 1 && h.zero[r - a] === 1) return true;
  }
  for (const i of m.three) {
    const r = n - i;
    for (const a of heaps) if (r - a >= 2 && (lasting ? ((r - a) & 1) === 0 : h.pair[r - a] === 1)) return true;
  }
  return false;
}

/**
 * The arithmetic-periodicity test for a take-and-break code with finitely many removals
 * (splits into equal heaps allowed): a function that, for a law with preperiod n0, period p
 * and saltus s > 0 read off the values v(0), v(1), …, says how many values prove it and
 * what was checked, or null when a condition fails or the values are too few.
 *
 * @param rules - the code
 * @returns the test, or null for rules it does not cover (all-but sets, unequal splits)
 * @example arithmeticPeriodicityTest(parseHeapGame("0.8"))!(1, 3, 1, values) // { needed: 16, text: "…" }
 */
export function arithmeticPeriodicityTest(rules: HeapRules): ((n0: number, p: number, s: number, values: ArrayLike<number>) => ArithmeticCheck | null) | null {
  const m = movesOf(rules);
  if (m === null || m.three.length === 0) return null;
  return (n0, p, s, values) => {
    if (s <= 0 || p <= 0 || values.length < n0 + p) return null;
    const L = lawOf(values, n0, p, s);
    let hi = Number.NEGATIVE_INFINITY;
    let lo = Number.POSITIVE_INFINITY;
    for (let a = 1; a < n0 + p; a++) hi = Math.max(hi, p * L(a) - s * a);
    for (let a = n0; a < n0 + p; a++) lo = Math.min(lo, p * L(a) - s * a);
    // (E2): every split stays below L(n)
    const splits = [...m.two.map((i) => [i, 2] as const), ...m.three.map((i) => [i, 3] as const)];
    if (!splits.every(([i, j]) => j * hi - lo < s * i)) return null;
    const start = Math.max(n0 + m.t, m.t + 1, 1);
    // (E1): one-heap moves never reach L(n) (L(n) − L(n − i) is p-periodic once n − i ≥ n0)
    for (const i of m.one) for (let n = start; n < start + p; n++) if (L(n - i) === L(n)) return null;
    let v1 = 1;
    for (let a = 1; a < n0; a++) v1 = Math.max(v1, L(a) + 1);
    const low = v1 + 2 * s;
    const last = Math.min(values.length - 2 * p, start + 64 * p + 4 * low * p + 256);
    const heaps = heapsOf(L, last + 2 * p + 2);
    // the low values, once covered at B, stay covered at B + 1, …; the window is tried at
    // most 4p + 16 times after that (each try costs 2p·L(B) checks)
    let tries = 4 * p + 16;
    for (let B = start; B <= last && tries > 0; B++) {
      if (!lowValuesCovered(B, low, L, heaps, m)) continue;
      tries--;
      if (!windowCovered(B, p, L, heaps, m)) continue;
      // (V): the values used agree with the law
      for (let n = 0; n < B + 2 * p; n++) if (values[n] !== L(n)) return null;
      return { needed: B + 2 * p, text: describe(rules, { n0, p, s, hi, lo, splits, B, low }) };
    }
    return null;
  };
}

/** (C) for the values below `low`, at B and B + 1: by moves that stay available at n + 2, n + 4, … */
function lowValuesCovered(B: number, low: number, L: (a: number) => number, h: Heaps, m: Moves): boolean {
  for (let v = 0; v < low; v++) for (const n of [B, B + 1]) if (!covered(n, v, L, h, m, true)) return false;
  return true;
}

/** (C) for every value below L(n), B ≤ n < B + 2p. */
function windowCovered(B: number, p: number, L: (a: number) => number, h: Heaps, m: Moves): boolean {
  for (let n = B; n < B + 2 * p; n++) for (let v = 0; v < L(n); v++) if (!covered(n, v, L, h, m, false)) return false;
  return true;
}

/** An integer as printed in a proof: a minus sign for negatives, parentheses around them. */
const num = (x: number): string => (x < 0 ? `(−${-x})` : String(x));

function describe(
  rules: HeapRules,
  c: { n0: number; p: number; s: number; hi: number; lo: number; splits: readonly (readonly [number, number])[]; B: number; low: number },
): string {
  const { n0, p, s, hi, lo, B } = c;
  const splits = c.splits.map(([i, j]) => `${j}·${num(hi)} − ${num(lo)} = ${num(j * hi - lo)} < ${s}·${i}`).join(", ");
  return (
    `${ARITHMETIC_TEST_NAME} for ${rules.code}: with P(a) = ${p}·v(a) − ${s}·a, P(a) ≤ ${num(hi)} for a ≥ 1 and P(a) ≥ ${num(lo)} for a ≥ ${n0}, ` +
    `so every split leaves a value below v(n) (j·max P − min P < s·i: ${splits}); no one-heap move reaches v(n) (checked over a period); ` +
    `every value below v(n) is v(a) for a heap a left alone, beside a heap of value 0 or beside two heaps of equal value, checked for ${B} ≤ n < ${B + 2 * p} ` +
    `and for the values below ${c.low} from n = ${B} on; the values 0 … ${B + 2 * p - 1} agree with the law`
  );
}
