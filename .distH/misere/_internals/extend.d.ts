import type { HeapRules } from "../../heap/heapRules.js";
import { type Monoid } from "./monoid.js";
/** The quotient after a new heap: the monoid and Φ of every heap up to the new one. */
export interface Extension {
    readonly monoid: Monoid;
    readonly phi: number[];
}
/**
 * Adds heap n to the quotient q of the smaller heaps (q correct for them).
 *
 * The outcome of k copies of the new heap H plus a sum W of smaller heaps is computed slice
 * by slice: kH + W is a P-position when no option is, and its options are (k-1)H + H' + W
 * and kH + W'. Within a slice, elements come lightest representative first, so every W'
 * is decided before W. A slice is a function of the one before, so the slices repeat:
 * slice i+p = slice i bounds the powers of H. Each slice is then proven right for every W
 * ({@link verifySlice}); when it is not (H tells apart sums that q identifies), the base is
 * refined — the copies of a heap where the wrong sum and the representative differ are
 * counted — and the slices recomputed. The states (k, y) with the sums, the moves to a heap
 * more and the P-portion form a correct bipartite monoid; its coarsest congruence that
 * respects P (Moore's partition refinement over the generators) is the new quotient.
 *
 * @returns the new quotient; "elements" when it (or the work to prove it) outgrows `maxOrder`;
 *   "seconds" past the deadline
 */
export declare function extend(rules: HeapRules, q: Monoid, phi: readonly number[], n: number, maxOrder: number, deadline?: number): Extension | "elements" | "seconds";
