// The kernel of the sparse-space method: one heap's value from the rare pass
// (./sparsePairs.ts) and the early-stopping scan (./sparseScan.ts). Self-contained (no free
// variables), for specialize.
import type { GrundyValues } from "../values.js";
import type { SparseBlockPairs, SparseRestPairs } from "./sparsePairs.js";
import type { SparseScan } from "./sparseScan.js";
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
 * n come from the one-heap options and the splits with a rare part (`block` for four heaps
 * at once where it can, `rest` heap by heap): the least common value missing from them, c,
 * is found from O(#rare) pairs. The rare values below c are then looked for among all
 * splits (`scan`), stopping as soon as each has been seen; G(n) is the least one missing,
 * or c when none is. Self-contained, for {@link specialize}: the passes are made by their
 * own factories and handed in, each a fresh copy of its own.
 */
export function sparseStepFactory(
  G: GrundyValues,
  flags: Uint8Array,
  wanted: Int32Array,
  parity: Uint8Array,
  commonValues: Int32Array,
  rareValues: Int32Array,
  zero: Int32Array,
  one: Int32Array,
  block: SparseBlockPairs,
  rest: SparseRestPairs,
  scan: SparseScan,
): SparseStep {
  /** the length of a flag row: values below it (options are below half of it) */
  const width = parity.length;
  return function sparseStep(n: number, row: number, mark: number, lo: number, hi: number, rareEnd: number): number {
    const stamp = n + 1;
    if (row === 0 && lo < hi) block(n, mark, lo, hi);
    for (let k = 0; k < zero.length; k++) if (zero[k] === n) flags[row] = mark;
    for (let k = 0; k < one.length; k++) {
      const i = one[k]!;
      if (i < n) flags[row + G[n - i]!] = mark;
    }
    // the other splits with a rare part: every common option (and some rare ones)
    rest(n, row, mark, lo, hi, rareEnd);
    // the least common value missing (no value from width up is an option)
    let c = 0;
    let g = commonValues[0]!;
    while (g < width && flags[row + g] === mark) g = commonValues[++c]!;
    // rare values below it that are not options yet: the values wanted
    let need = 0;
    for (let j = 0; ; j++) {
      const v = rareValues[j]!;
      if (v >= g) break;
      if (flags[row + v] !== mark) {
        wanted[v] = stamp;
        need++;
      }
    }
    if (need === 0) return g;
    // look for them among all splits, stopping when each has been seen
    if (scan(n, stamp, need) === 0) return g;
    // some rare value below g is no option: the least such is G(n)
    for (let j = 0; ; j++) {
      const v = rareValues[j]!;
      if (wanted[v] === stamp) return v;
    }
  };
}
