import { type Periodicity } from "./periodicity.js";
import { type HeapRules } from "../heap/heapRules.js";
import type { GrundyValues, SequenceOptions } from "./values.js";
/** Options of {@link analyzeHeapGame}. */
export interface AnalyzeOptions extends SequenceOptions {
    /**
     * The last heap to compute (values for heaps 0 … to). When absent: rounds of 2^10, 2^12,
     * 2^14 and 2^16 values, stopping as soon as a period is proven, with just the values the
     * proof needs; a period that appears but is not yet proven is followed up to
     * {@link AUTO_PROOF_LIMIT} values to prove it. Rules whose moves may leave three heaps
     * (cost ≈ n³/36) stop at 2^8, then 2^10 values, following an apparent period up to 2^11.
     */
    to?: number;
    /** 'sparse' or 'naive'; the values are the same. @defaultValue 'sparse' */
    method?: "sparse" | "naive";
}
/** The rare values of a sequence under a mask. */
export interface RareValues {
    /** The mask: v is rare when popcount(v AND mask) is even. */
    mask: number;
    /** How many heaps (from 0 on) hold a rare value. */
    count: number;
    /** The first heaps holding a rare value, in increasing order (at most 10,000 of them). */
    positions: number[];
    /** Their values. */
    values: number[];
}
/** What {@link analyzeHeapGame} finds out about a heap game. */
export interface SequenceReport {
    /** The game. */
    rules: HeapRules;
    /** G(0) … G(count − 1). */
    values: GrundyValues;
    /** The largest value and the first heap holding it. */
    largest: {
        value: number;
        at: number;
    };
    /** The rare values under the mask that makes the fewest heaps rare. */
    rare: RareValues;
    /** The period, proven or apparent, or null when none appears. */
    period: Periodicity | null;
    /**
     * Without `to`, when no period is proven: where the automatic rounds stopped and why
     * (the last round, or an apparent period followed to the values its proof needs that
     * did not hold), and how to go further.
     */
    stop?: string;
}
/** The most values computed without `to` to prove a period that appeared early. */
export declare const AUTO_PROOF_LIMIT: number;
/**
 * Lists the heaps holding rare values under a mask (the mask making the fewest rare when
 * none is given; heap 0, of value 0, is always rare).
 *
 * @param values - a Grundy sequence
 * @param mask - the mask, default {@link chooseMask}'s
 * @returns the mask, the count and the first rare heaps with their values
 */
export declare function rareValues(values: GrundyValues, mask?: number): RareValues;
/**
 * Computes a heap game's Grundy sequence and reports on it: period and preperiod (proven
 * by the periodicity theorem or only apparent), last exceptional value, largest value,
 * rare values.
 *
 * @param rules - the game
 * @param options - how far (`to`), which method, progress
 * @returns the report
 * @example analyzeHeapGame(parseHeapGame("kayles")).period
 * // { period: 12, preperiod: 71, lastException: 70, proven: true, needed: 168 }
 */
export declare function analyzeHeapGame(rules: HeapRules, options?: AnalyzeOptions): SequenceReport;
