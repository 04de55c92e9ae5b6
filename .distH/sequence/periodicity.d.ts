import { type HeapRules } from "../heap/heapRules.js";
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
     * apparent: over at least this many periods (fractions allowed) and over at least 16
     * values past the first period.
     * @defaultValue 1.5
     */
    minRepeats?: number;
    /**
     * Only a proven period: skip the apparent ones and look on while a proof could still
     * fit in the values.
     * @defaultValue false
     */
    provenOnly?: boolean;
}
/**
 * What the periodicity theorem ({@link periodicityBound}) needs to know of a game whose
 * moves on a heap of n remove at most t tokens and leave the rest as at most k heaps
 * (each option's value the nim-sum of its heaps' values, plus a constant of the kind of
 * move if any): t, k, and whether the heaps left must be unequal.
 */
export interface PeriodicityTheorem {
    /** t: the most tokens one move removes. */
    readonly removed: number;
    /** k: the most heaps one move leaves. */
    readonly parts: number;
    /** Whether a move's heaps must be unequal (the check then reaches p further). */
    readonly unequal?: boolean;
}
/**
 * The bound B of {@link periodicityBound} from the theorem's parameters t, k and
 * unequal alone, for any game the theorem covers: B = k·n1 + (k − 1)·p + t (plus p when
 * splits must be unequal), n1 = max(n0, 1). A constant added to every option of a kind
 * of move (as strip colouring's lone cell adds ⊕1) is the same on both sides of the
 * proof and changes nothing.
 *
 * @param theorem - t, k and unequal
 * @param preperiod - n0
 * @param period - p
 * @returns B
 * @example theoremBound({ removed: 2, parts: 2 }, 71, 12) // 2·71 + 12 + 2 = 156
 */
export declare function theoremBound(theorem: PeriodicityTheorem, preperiod: number, period: number): number;
/**
 * The periodicity theorem's parameters of a heap game: t = {@link maxRemoval} and
 * k = {@link maxParts}; null for rules with infinitely many removals (no theorem applies).
 */
export declare function heapTheorem(rules: HeapRules): PeriodicityTheorem | null;
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
export declare function periodicityBound(rules: HeapRules, preperiod: number, period: number): number | null;
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
export declare function findPeriod(values: ArrayLike<number>, rules: HeapRules, options?: PeriodOptions): Periodicity | null;
/**
 * {@link findPeriod} for any game the periodicity theorem covers (see
 * {@link PeriodicityTheorem}: heap games, and others such as strip colouring's blank
 * runs), or none (null: no period is proven).
 *
 * @param values - G(0), …, G(N − 1)
 * @param theorem - t, k and unequal of the game, or null
 * @param options - how long an apparent period must repeat, or proven periods only
 * @returns the period, or null when none is apparent (or, with `provenOnly`, proven)
 * @example findPeriodByTheorem(values, { removed: 2, parts: 2 }, { provenOnly: true })
 */
export declare function findPeriodByTheorem(values: ArrayLike<number>, theorem: PeriodicityTheorem | null, options?: PeriodOptions): Periodicity | null;
