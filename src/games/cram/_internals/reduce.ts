// The regions of a Cram board for the search, after three reductions that keep its value
// (docs/large-position-search.md, "Reductions of a region", has the proofs). Cram is Arc
// Kayles on the graph of the free cells (a domino is an edge and deletes both its ends):
//   1. stars: of the leaves (cells of one free neighbour) hanging on one cell, all but one go;
//   2. bridges: a cell that is neither a leaf nor a leaf's centre, whose free neighbours are
//      all centres of leaves, goes;
//   3. cut links: in a full 2 × 2 block whose two opposite corners have no other free
//      neighbour, the two links across the lines inside the block are ignored when the
//      board is split into regions.
// A region a cut link split off is reduced and split again (a work stack, not recursion).
// Bit operations on W lines of up to 30 bits, scratch arrays only: no allocation per call.
import { count as popcount } from "../../../search/nimberSet.js";
import { closure } from "./lines.js";

/** Receives one region: its lines `cur[jmin … jmax]` (zero elsewhere) and its number of cells (at least 2). */
export type RegionSink = (cur: Int32Array, jmin: number, jmax: number, cells: number) => void;

const leaf = new Int32Array(64);
const kill = new Int32Array(64);
const cand = new Int32Array(64);
const open = new Int32Array(64); // open[j]: the bits at which a link between lines j and j + 1 may be followed
const rest = new Int32Array(64);
const cur = new Int32Array(64);
// the boards still to reduce and split: at most 32 at once (they are disjoint, of ≥ 2 cells each)
const STACK = 32;
const stack = new Int32Array(STACK * 64);
const stackFrom = new Int32Array(STACK);
const stackTo = new Int32Array(STACK);

/**
 * Reductions 1 and 2 on lines `b[from … to]`, in place (one pass, on the cells as they were);
 * line `b[to + 1]` is empty. Returns whether a cell went.
 */
export function reduceLeaves(b: Int32Array, from: number, to: number): boolean {
  let seen = 0; // the bits at which some line has a leaf
  let two = 0; // not 0 once two leaves are at one bit (of one line or two), or one line has two
  for (let j = from; j <= to; j++) {
    const x = b[j]!;
    const n1 = x & (x << 1); // a free neighbour one bit down the line
    const n2 = x & (x >>> 1); // one bit up
    const n3 = j > from ? x & b[j - 1]! : 0; // in the line before
    const n4 = x & b[j + 1]!; // in the line after (empty after the last)
    const one = (n1 ^ n2 ^ n3 ^ n4) & ~((n1 & n2) | (n3 & n4) | ((n1 | n2) & (n3 | n4)));
    leaf[j] = one;
    kill[j] = 0;
    two |= (one & (one - 1)) | (one & seen);
    seen |= one;
  }
  // a star has two leaves; so has a bridge (not a leaf: two neighbours or more, or a lone cell, which the split drops)
  if (two === 0 && (seen & (seen - 1)) === 0) return false;
  leaf[to + 1] = 0; // past the last line: no leaf, no candidate
  cand[to + 1] = 0;
  // the centres of line j, each keeping the first of its leaves met (from below, above, the line before, after)
  for (let j = from; j <= to; j++) {
    const x = b[j]!;
    const l = leaf[j]!;
    let taken = (l & (x << 1)) >>> 1;
    const fa = (l & (x >>> 1)) << 1;
    kill[j] = kill[j]! | ((fa & taken) >>> 1);
    taken |= fa;
    if (j > from) {
      const fl = leaf[j - 1]! & x;
      kill[j - 1] = kill[j - 1]! | (fl & taken);
      taken |= fl;
    }
    const fr = leaf[j + 1]! & x;
    kill[j + 1] = kill[j + 1]! | (fr & taken);
    taken |= fr;
    cand[j] = x & ~l & ~taken; // neither a leaf nor a centre
  }
  let changed = 0;
  for (let j = from; j <= to; j++) {
    const c = cand[j]!;
    const near = (c << 1) | (c >>> 1) | (j > from ? cand[j - 1]! : 0) | cand[j + 1]!;
    const gone = kill[j]! | (c & ~near);
    changed |= gone;
    b[j] = b[j]! & ~gone;
  }
  return changed !== 0;
}

/**
 * Reduction 3: for each pair of lines j, j + 1 of `b[0 … W − 1]`, the bits at which a link
 * across may be followed, into `out[j]` (all ones but the cut links). Returns whether a link is cut.
 */
export function cutLinks(b: Int32Array, W: number, out: Int32Array): boolean {
  let any = 0;
  for (let j = 0; j + 1 < W; j++) {
    const x = b[j]!;
    const y = b[j + 1]!;
    const q = x & y;
    const block = q & (q >>> 1); // bit i: cells i and i + 1 of both lines free
    if (block === 0) {
      out[j] = -1;
      continue;
    }
    const before = j > 0 ? b[j - 1]! : 0;
    const after = j + 2 < W ? b[j + 2]! : 0;
    // corners (j, i) and (j + 1, i + 1) with no free neighbour outside the block, or (j + 1, i) and (j, i + 1)
    const p = (block & ~before & ~(x << 1) & ~(after >>> 1) & ~(y >>> 2)) | (block & ~after & ~(y << 1) & ~(before >>> 1) & ~(x >>> 2));
    out[j] = ~(p | (p << 1));
    any |= p;
  }
  return any !== 0;
}

/** Writes each region of the W lines in `b` to `emit`, after the reductions; `b` is left as it was. */
export function reducedRegions(b: Int32Array, W: number, emit: RegionSink): void {
  // `rest`: the board being split, reduced, its cells taken out region by region
  for (let j = 0; j < W; j++) rest[j] = b[j]!;
  rest[W] = 0; // a line past the last, empty: read as line j + 1 with no test of j + 1 < W
  cur[W] = 0;
  let from = 0;
  let to = W - 1;
  let top = 0;
  let zeroFrom = 0; // `cur` is zero outside lines zeroFrom … zeroTo
  let zeroTo = W - 1;
  for (;;) {
    reduceLeaves(rest, from, to);
    const cuts = cutLinks(rest, W, open);
    for (let j0 = from; j0 <= to; j0++) {
      while (rest[j0] !== 0) {
        const r0 = rest[j0]!;
        const low = r0 & -r0;
        // a cell alone (the lines before j0 are empty): no move, value 0 (a move often cuts one off)
        if (((r0 & (low << 1)) | (rest[j0 + 1]! & open[j0]! & low)) === 0) {
          rest[j0] = r0 ^ low;
          continue;
        }
        for (let j = zeroFrom; j <= zeroTo; j++) cur[j] = 0; // the lines the region before used (the others are zero)
        cur[j0] = closure(low, r0);
        const jmin = j0; // the lines before j0 are empty
        let jmax = j0;
        // one walk up the lines, a step back whenever a line grew into the line before: the lines
        // below j are closed (none would grow from its neighbours), so the walk ends at the first
        // line above jmax that does not grow (every line is closed then)
        for (let j = j0 + 1; j < W; ) {
          const seed = (cur[j]! | (j > 0 ? cur[j - 1]! & open[j - 1]! : 0) | (cur[j + 1]! & open[j]!)) & rest[j]!;
          if (seed === cur[j]) {
            if (j > jmax) break;
            j++;
            continue;
          }
          const c = closure(seed, rest[j]!);
          cur[j] = c;
          if (j > jmax) jmax = j;
          if (j > j0 && (c & open[j - 1]! & rest[j - 1]! & ~cur[j - 1]!) !== 0) j--;
          else j++;
        }
        zeroFrom = jmin;
        zeroTo = jmax;
        let cells = 0;
        for (let j = jmin; j <= jmax; j++) {
          const c = cur[j]!;
          rest[j] = rest[j]! & ~c;
          cells += popcount(c);
        }
        if (cells < 2) continue; // one cell: no move, value 0
        if (cuts && top < STACK && splitOff(jmin, jmax, W)) {
          // cut off from the rest: reduced and split again on its own
          const at = top * 64;
          for (let j = jmin; j <= jmax; j++) stack[at + j] = cur[j]!;
          stackFrom[top] = jmin;
          stackTo[top++] = jmax;
          continue;
        }
        emit(cur, jmin, jmax, cells);
      }
    }
    if (top === 0) return;
    top--; // every cell of `rest` was taken: the next board goes there
    from = stackFrom[top]!;
    to = stackTo[top]!;
    for (let j = from; j <= to; j++) rest[j] = stack[top * 64 + j]!;
  }
}

/** Whether a cut link joins the region in `cur[jmin … jmax]` to a cell outside it. */
function splitOff(jmin: number, jmax: number, W: number): boolean {
  for (let j = jmin > 0 ? jmin - 1 : 0; j <= jmax && j + 1 < W; j++) if (~open[j]! & (cur[j]! ^ cur[j + 1]!)) return true;
  return false;
}
