// The sparse-space method's early-stopping scan: the rare values a heap still looks for,
// searched among all its splits. A self-contained factory (no free variables), for specialize.
import type { GrundyValues } from "../values.js";

/**
 * Looks among heap n's splits for the values stamped `stamp` in `wanted` (there are `need`
 * of them), clearing each one met; returns how many are still missing (0 as soon as all
 * have been seen).
 */
export type SparseScan = (n: number, stamp: number, need: number) => number;

/**
 * Makes the scan. Parts are taken from both ends of each removal in turn. Self-contained,
 * for {@link specialize}.
 *
 * The scans count, without branching, the nim-sums x they meet that are still wanted, and
 * clear wanted[x]: wanted[x] === stamp exactly when (wanted[x] ^ stamp) − 1 < 0, both being
 * ≥ 0, that is when ((wanted[x] ^ stamp) − 1) >>> 31 is 1. scan1 and scan2 repeat that step
 * by hand on purpose: unrolled, branch-free inner loops are what the sparse method's speed
 * rests on (bench/README.md); a shared helper costs a call.
 */
export function sparseScanFactory(G: GrundyValues, wanted: Int32Array, two: Int32Array, unequal: boolean): SparseScan {
  // V8 compiles a loop far better when no other loop encloses it in the same function
  // (after inlining), so the one- and two-removal cases are written out loop by loop.
  const twoCount = two.length;
  const t0 = two[0]!;
  const t1 = twoCount > 1 ? two[1]! : 0;
  const half = (m: number): number => (unequal ? (m - 1) >> 1 : m >> 1);
  /** one removal: parts from both ends in turn; returns how many values are still needed */
  function scan1(m: number, stamp: number, need: number): number {
    for (let a = 1, b = half(m); a <= b; a++, b--) {
      let x = G[a]! ^ G[m - a]!;
      need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
      wanted[x] = 0;
      x = G[b]! ^ G[m - b]!;
      need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
      wanted[x] = 0;
      if (need === 0) return 0;
    }
    return need;
  }
  /** two removals (m ≥ p): both in step, each from both ends (scan1's step unrolled again on purpose: see above) */
  function scan2(m: number, p: number, stamp: number, need: number): number {
    const hm = half(m);
    const hp = half(p);
    for (let a = 1, b = hm, c = hp; a <= b; a++, b--, c--) {
      let x = G[a]! ^ G[m - a]!;
      need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
      wanted[x] = 0;
      x = G[b]! ^ G[m - b]!;
      need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
      wanted[x] = 0;
      if (a <= c) {
        x = G[a]! ^ G[p - a]!;
        need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
        wanted[x] = 0;
        x = G[c]! ^ G[p - c]!;
        need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
        wanted[x] = 0;
      }
      if (need === 0) return 0;
    }
    return need;
  }
  /** any number of removals, one after another */
  function scanAll(n: number, stamp: number, need: number): number {
    for (let k = 0; k < twoCount && need > 0; k++) need = scan1(n - two[k]!, stamp, need);
    return need;
  }
  return function sparseScan(n: number, stamp: number, need: number): number {
    if (twoCount === 1) return scan1(n - t0, stamp, need);
    if (twoCount === 2) return scan2(n - t0, n - t1, stamp, need);
    return scanAll(n, stamp, need);
  };
}
