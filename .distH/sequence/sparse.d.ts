import type { HeapRules } from "../heap/heapRules.js";
import type { GrundyValues, SequenceOptions } from "./values.js";
/** Options of {@link sparseSequence}. */
export interface SparseOptions extends SequenceOptions {
    /**
     * A fixed mask (≥ 1) used from the first heap on, instead of the automatic choice.
     * Any mask gives the right values; a good one makes the method fast.
     * @defaultValue chosen from the values at heaps 256, 512, 1024, …
     */
    mask?: number;
}
/**
 * Grundy values of heaps 0 … count − 1 by the sparse-space method (Winning Ways,
 * "Sparse space spells speed"; Gangolli–Plambeck; Flammenkamp). Values split into common
 * and rare by the parity of popcount(value AND mask); with a good mask rare values are
 * few, and each heap costs O(#rare positions) plus a short early-stopping scan instead
 * of O(n). The mask is chosen from the values so far at heaps 256, 512, 1024, … (the one
 * making the fewest positions rare); while no mask makes rare positions scarce, and for
 * rules the method does not cover (three-heap splits, infinitely many removals), heaps
 * are computed by the definition. The values are exactly those of {@link naiveSequence}.
 * Values are 16-bit while they fit: 2^26 heaps of an octal game take 128 MiB.
 *
 * @param rules - the heap game
 * @param count - how many values (heaps 0 … count − 1)
 * @param options - a fixed mask, progress reporting
 * @throws GrundyError when the work or memory is out of reach (see {@link checkSequenceWork})
 * @returns the values G(0), …, G(count − 1)
 * @example sparseSequence(parseHeapGame("0.6"), 1 << 20)[1 << 19]
 */
export declare function sparseSequence(rules: HeapRules, count: number, options?: SparseOptions): GrundyValues;
