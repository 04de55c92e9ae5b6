// Star reduction of a Cram region. Cram is Arc Kayles on the graph of cells; a cell with
// exactly one neighbour is a leaf of it. When several leaves hang on the same cell v, they
// are interchangeable and only one of them matters: a move on any edge at v takes v and
// leaves every leaf of v alone (no move), a move on v–leaf gives the same position whichever
// leaf, and no other move meets them. So all but one leaf of each cell can be removed without
// changing the value (the idea is igsolve's `reduced_stars`; this is our own bit version,
// checked against the engine in test/games/cram/searchFamily.test.ts). The region stays
// connected. Bit operations on lines, as in ./lines.ts.

import { count as popcount } from "../../../search/nimberSet.js";

// per line j, at index j + 1: the cells found with a leaf so far; per line, its leaves by the side of their neighbour
const seen = new Int32Array(66);
const la = new Int32Array(64);
const lb = new Int32Array(64);
const lc = new Int32Array(64);
const ld = new Int32Array(64);

/**
 * Removes, in place, every leaf of the region in lines `l[from … to]` whose neighbour already
 * has a leaf (the leaves found first, down a line, up a line, from the line before, from
 * the line after, are kept). Returns the number of cells removed.
 */
export function reduceStars(l: Int32Array, from: number, to: number): number {
  // the leaves of the region as given, by the side of their one neighbour
  let leaves = 0;
  for (let j = from; j <= to; j++) {
    const x = l[j]!;
    const a = x & (x << 1); // a neighbour at bit i − 1
    const b = x & (x >>> 1); // at bit i + 1
    const c = j > from ? x & l[j - 1]! : 0; // in the line before
    const d = j < to ? x & l[j + 1]! : 0; // in the line after
    const leaf = (a | b | c | d) & ~((a & b) | (c & d) | ((a | b) & (c | d)));
    la[j] = leaf & a;
    lb[j] = leaf & b;
    lc[j] = leaf & c;
    ld[j] = leaf & d;
    leaves |= leaf;
  }
  if (leaves === 0) return 0;
  for (let j = from; j <= to + 2; j++) seen[j] = 0;
  // each cell keeps the first leaf met: down a line, up a line, from the line before, from the line after
  for (let j = from; j <= to; j++) seen[j + 1] = la[j]! >>> 1;
  let removed = 0;
  for (let j = from; j <= to; j++) {
    const s = lb[j]! << 1;
    const gone = (s & seen[j + 1]!) >>> 1;
    seen[j + 1] = seen[j + 1]! | s;
    if (gone !== 0) {
      l[j] = l[j]! & ~gone;
      removed += popcount(gone);
    }
  }
  for (let j = from + 1; j <= to; j++) {
    const s = lc[j]!;
    const gone = s & seen[j]!;
    seen[j] = seen[j]! | s;
    if (gone !== 0) {
      l[j] = l[j]! & ~gone;
      removed += popcount(gone);
    }
  }
  for (let j = from; j < to; j++) {
    const s = ld[j]!;
    const gone = s & seen[j + 2]!;
    seen[j + 2] = seen[j + 2]! | s;
    if (gone !== 0) {
      l[j] = l[j]! & ~gone;
      removed += popcount(gone);
    }
  }
  return removed;
}
