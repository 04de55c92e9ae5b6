import type { GrundyValues } from "./values.js";
/** The parity of the number of 1-bits of v AND mask: 1 for common values, 0 for rare ones. */
export declare function maskParity(v: number, mask: number): number;
/** A mask and how many positions it makes rare. */
export interface MaskChoice {
    /** The mask (≥ 1): a value v is rare when popcount(v AND mask) is even. */
    mask: number;
    /** How many of the positions looked at hold a rare value. */
    rare: number;
}
/**
 * The mask that makes the fewest positions rare among heaps from … to − 1: with it, a
 * value is common when popcount(value AND mask) is odd and rare when it is even. Counts
 * for every mask at once with a Walsh–Hadamard transform of the value histogram, in
 * O(to − from + B·2^B) for values below 2^B. Ties go to the smaller mask.
 *
 * @param values - a Grundy sequence
 * @param from - first position counted (default 1: heap 0 is no heap)
 * @param to - one past the last position counted (default: the whole sequence)
 * @returns the best mask and its number of rare positions
 * @example chooseMask(naiveSequence(parseHeapGame("0.77"), 200)).mask // 15
 */
export declare function chooseMask(values: GrundyValues, from?: number, to?: number): MaskChoice;
