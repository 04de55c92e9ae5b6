import type { GrundyValues } from "../values.js";
/**
 * Heap n's value, its options flagged with `mark` in the row starting at `row`; values it
 * still looks for are stamped n + 1 in `wanted`. The splits whose rare part is at list
 * entries lo … hi − 1 are flagged for the whole block by the call for its first heap
 * (row 0). One function rather than an object of methods: the same kernels called as
 * methods of a returned object made whole runs about 1.5× slower in V8.
 */
export type SparseStep = (n: number, row: number, mark: number, lo: number, hi: number, rareEnd: number) => number;
/**
 * Makes the step that computes heap values by the sparse-space method. A common value
 * (odd parity) is the nim-sum of a rare and a common value, so the common options of heap
 * n come from the one-heap options and the splits with a rare part: the least common
 * value missing from them, c, is found from O(#rare) pairs. The rare values below c are
 * then looked for among all splits, stopping as soon as each has been seen; G(n) is the
 * least one missing, or c when none is.
 *
 * The pairs with a rare part are flagged for four heaps at once where they can be: the
 * partners of rare heap r for heaps n0 … n0 + 3 are the consecutive heaps n0 − t − r …,
 * so each entry of the rare list is read once per block (written out four times: a loop
 * over the block's heaps compiles far worse). Rare heaps below 4, whose partner may be a
 * heap of the block, and the latest ones, whose partner may be missing, are paired heap
 * by heap. Self-contained, for {@link specialize}.
 */
export declare function sparseStepFactory(G: GrundyValues, flags: Uint8Array, wanted: Int32Array, parity: Uint8Array, commonValues: Int32Array, rareValues: Int32Array, rare: Int32Array, zero: Int32Array, one: Int32Array, two: Int32Array, unequal: boolean): SparseStep;
