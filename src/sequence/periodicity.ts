import { maxParts, maxRemoval, type HeapRules } from "../games/heapRules.js";

/** A period found in a Grundy sequence, and whether it is proven. */
export interface Periodicity {
  /** The least period p found: G(n + p) = G(n) for every computed n ≥ preperiod. */
  period: number;
  /** The preperiod n0: the least n0 for which the values computed agree from n0 on. */
  preperiod: number;
  /** The last exceptional heap, the largest n with G(n) ≠ G(n + p) (that is n0 − 1), or null when n0 = 0. */
  lastException: number | null;
  /**
   * True when the periodicity theorem proves that the period holds for ever: the values
   * computed agree far enough (see {@link periodicityBound}). False: only apparent so far.
   */
  proven: boolean;
  /**
   * How many values (heaps 0 … needed − 1) the theorem needs to prove this period and
   * preperiod; null when no theorem applies (rules with infinitely many removals).
   */
  needed: number | null;
}

/** Options of {@link findPeriod}. */
export interface PeriodOptions {
  /**
   * How long the agreement must run for a period that is not proven to be reported as
   * apparent: over at least this many periods (default 1.5, fractions allowed) and over at
   * least 16 values past the first period.
   */
  minRepeats?: number;
}

/**
 * Where the periodicity theorem's check must reach: with n1 = max(n0, 1), t the largest
 * removal and k the most heaps a move leaves, if G(n + p) = G(n) for n1 ≤ n < B where
 * B = k·n1 + (k − 1)·p + t (plus p when splits must be unequal), then G(n + p) = G(n) for
 * every n ≥ n1. (For octal games, k = 2: the classical bound 2·n0 + p + t.) Each option
 * of heap n + p with n ≥ B then has a part of at least n1 + p, which shortened by p gives
 * an option of heap n of the same value, and each option of n a part of at least n1,
 * which lengthened by p gives one of n + p.
 *
 * @param rules - the heap game
 * @param preperiod - n0
 * @param period - p
 * @returns B, or null for rules with infinitely many removals
 * @example periodicityBound(parseHeapGame("0.77"), 71, 12) // 2·71 + 12 + 2 = 156
 */
export function periodicityBound(rules: HeapRules, preperiod: number, period: number): number | null {
  const t = maxRemoval(rules);
  if (!Number.isFinite(t)) return null;
  const k = maxParts(rules);
  const n1 = Math.max(preperiod, 1);
  return k * n1 + (k - 1) * period + t + (rules.unequal ? period : 0);
}

/**
 * Finds the least period of a computed Grundy sequence and its preperiod, and says
 * whether the periodicity theorem proves it. For each p in turn, the agreement
 * G(n + p) = G(n) is followed back from the end of the values; the first p whose
 * agreement is proven, or long enough to be apparent, is the answer.
 *
 * @param values - G(0), …, G(N − 1)
 * @param rules - the game the values belong to (for the theorem)
 * @param options - how long an apparent period must repeat
 * @returns the period, or null when none is apparent
 * @example findPeriod(sparseSequence(parseHeapGame("0.77"), 200), parseHeapGame("0.77"))
 * // { period: 12, preperiod: 71, lastException: 70, proven: true, needed: 168 }
 */
export function findPeriod(values: ArrayLike<number>, rules: HeapRules, options: PeriodOptions = {}): Periodicity | null {
  const N = values.length;
  const repeats = options.minRepeats ?? 1.5;
  for (let p = 1; p < N; p++) {
    let m = N - p - 1;
    while (m >= 0 && values[m] === values[m + p]) m--;
    const n0 = m + 1;
    const agree = N - p - n0;
    const bound = periodicityBound(rules, n0, p);
    const proven = bound !== null && bound <= N - p;
    if (!proven && (agree < repeats * p || agree < p + 16)) {
      if ((repeats + 1) * p > N) break;
      continue;
    }
    return { period: p, preperiod: n0, lastException: n0 > 0 ? n0 - 1 : null, proven, needed: bound === null ? null : bound + p };
  }
  return null;
}
