// The sparse-space method's rare pass: the splits of a heap whose one part is a rare heap,
// flagged as options. Self-contained factories (no free variables), for specialize.
import type { GrundyValues } from "../values.js";

/**
 * Flags, for the four heaps n0 … n0 + 3 of a block (rows 0 … 3), the splits whose rare part
 * is at list entries lo … hi − 1, with `mark`.
 */
export type SparseBlockPairs = (n0: number, mark: number, lo: number, hi: number) => void;

/**
 * Flags, in heap n's row, the splits with a rare part that the block left to the heap: those
 * at list entries 0 … lo − 1 and hi … rareEnd − 1.
 */
export type SparseRestPairs = (n: number, row: number, mark: number, lo: number, hi: number, rareEnd: number) => void;

/**
 * Makes the block pass. The partners of rare heap r for heaps n0 … n0 + 3 are the
 * consecutive heaps n0 − t − r …, so each entry of the rare list is read once per block
 * (written out four times: a loop over the block's heaps compiles far worse). `width` is
 * the length of a flag row. Self-contained, for {@link specialize}.
 */
export function sparseBlockPairsFactory(G: GrundyValues, flags: Uint8Array, rare: Int32Array, two: Int32Array, width: number): SparseBlockPairs {
  const twoCount = two.length;
  const row2 = 2 * width;
  const row3 = 3 * width;
  /** the block's pairs for one removal t, base = n0 − t */
  function blockPairs(base: number, mark: number, lo: number, hi: number): void {
    for (let j = lo; j < hi; j += 2) {
      const w = rare[j + 1]!;
      const p = base - rare[j]!;
      flags[w ^ G[p]!] = mark;
      flags[width + (w ^ G[p + 1]!)] = mark;
      flags[row2 + (w ^ G[p + 2]!)] = mark;
      flags[row3 + (w ^ G[p + 3]!)] = mark;
    }
  }
  return function sparseBlockPairs(n0: number, mark: number, lo: number, hi: number): void {
    for (let k = 0; k < twoCount; k++) blockPairs(n0 - two[k]!, mark, lo, hi);
  };
}

/**
 * Makes the heap-by-heap pass: rare heaps below 4, whose partner may be a heap of the
 * block, and the latest ones, whose partner may be missing. Self-contained, for
 * {@link specialize}.
 */
export function sparseRestPairsFactory(G: GrundyValues, flags: Uint8Array, rare: Int32Array, two: Int32Array, unequal: boolean): SparseRestPairs {
  // V8 compiles a loop far better when no other loop encloses it in the same function
  // (after inlining), so the one- and two-removal cases are written out.
  const twoCount = two.length;
  const t0 = two[0]!;
  const t1 = twoCount > 1 ? two[1]! : 0;
  /** splits of m whose rare part is at list entries from … to − 1, into a heap's row */
  function rarePairs(m: number, row: number, mark: number, from: number, to: number): void {
    // rare heaps are in increasing order: use those below m, without a test in the loop
    let end = to;
    while (end > from && rare[end - 2]! >= m) end -= 2;
    if (unequal) {
      for (let j = from; j < end; j += 2) {
        const r = rare[j]!;
        if (2 * r !== m) flags[row + (rare[j + 1]! ^ G[m - r]!)] = mark;
      }
    } else {
      for (let j = from; j < end; j += 2) flags[row + (rare[j + 1]! ^ G[m - rare[j]!]!)] = mark;
    }
  }
  /** the pairs of one removal the block left to the heap: entries 0 … lo − 1 and hi … */
  function restPairs(m: number, row: number, mark: number, lo: number, hi: number, rareEnd: number): void {
    rarePairs(m, row, mark, 0, lo);
    rarePairs(m, row, mark, hi, rareEnd);
  }
  function restAll(n: number, row: number, mark: number, lo: number, hi: number, rareEnd: number): void {
    for (let k = 0; k < twoCount; k++) restPairs(n - two[k]!, row, mark, lo, hi, rareEnd);
  }
  return function sparseRestPairs(n: number, row: number, mark: number, lo: number, hi: number, rareEnd: number): void {
    if (twoCount === 1) restPairs(n - t0, row, mark, lo, hi, rareEnd);
    else if (twoCount === 2) {
      restPairs(n - t0, row, mark, lo, hi, rareEnd);
      restPairs(n - t1, row, mark, lo, hi, rareEnd);
    } else restAll(n, row, mark, lo, hi, rareEnd);
  };
}
