// Star reduction of a Cram region. Cram is Arc Kayles on the graph of cells; a cell with
// exactly one neighbour is a leaf of it. When several leaves hang on the same cell v, they
// are interchangeable and only one of them matters: a move on any edge at v takes v and
// leaves every leaf of v alone (no move), a move on v–leaf gives the same position whichever
// leaf, and no other move meets them. So all but one leaf of each cell can be removed without
// changing the value (the idea is igsolve's `reduced_stars`; this is our own bit version,
// checked against the engine in test/games/cram/searchFamily.test.ts). The region stays
// connected. Bit operations on lines, as in ./lines.ts.

import { count as popcount } from "../../../search/nimberSet.js";

// per line j, at index j + 1: the cells found with a leaf so far; the leaves to remove
const seen = new Int32Array(66);
const marks = new Int32Array(64);

/**
 * Removes, in place, every leaf of the region in lines `l[from … to]` whose neighbour already
 * has a leaf (the leaves found first, down a line, up a line, from the line before, from
 * the line after, are kept). Returns the number of cells removed.
 */
export function reduceStars(l: Int32Array, from: number, to: number): number {
  for (let j = from; j <= to; j++) seen[j + 1] = 0;
  seen[from] = 0;
  seen[to + 2] = 0;
  let removed = 0;
  // four passes, one per direction of a leaf's neighbour (a leaf is in one pass only); the
  // leaves marked stay in `l` until the passes end, so the leaves are those of the region as given
  for (let dir = 0; dir < 4; dir++) {
    for (let j = from; j <= to; j++) {
      const x = l[j]!;
      if (x === 0) continue;
      const before = j > from ? l[j - 1]! : 0;
      const after = j < to ? l[j + 1]! : 0;
      const a = x & (x << 1); // a neighbour at bit i − 1
      const b = x & (x >>> 1); // at bit i + 1
      const c = x & before;
      const d = x & after;
      const leaf = (a | b | c | d) & ~((a & b) | (c & d) | ((a | b) & (c | d)));
      let gone = 0;
      if (dir === 0) seen[j + 1] = seen[j + 1]! | ((leaf & a) >>> 1);
      else if (dir === 1) {
        const s = (leaf & b) << 1;
        gone = (s & seen[j + 1]!) >>> 1;
        seen[j + 1] = seen[j + 1]! | s;
      } else if (dir === 2) {
        const s = leaf & c;
        gone = s & seen[j]!;
        seen[j] = seen[j]! | s;
      } else {
        const s = leaf & d;
        gone = s & seen[j + 2]!;
        seen[j + 2] = seen[j + 2]! | s;
      }
      if (gone !== 0) {
        marks[j] = marks[j]! | gone;
        removed += popcount(gone);
      }
    }
  }
  if (removed > 0) for (let j = from; j <= to; j++) if (marks[j] !== 0) l[j] = l[j]! & ~marks[j]!;
  for (let j = from; j <= to; j++) marks[j] = 0;
  return removed;
}
