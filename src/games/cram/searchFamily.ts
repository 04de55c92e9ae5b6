// Cram for the large-position search (src/search): a region is W lines of H bits (H ≥ W,
// the region upright), packed into 64 bits as its least orientation; its options are the
// dominoes, each board split into its regions on the spot. No allocation per position.
import { InputError } from "../../errors.js";
import type { OptionSink, SearchFamily } from "../../search/family.js";
import { type CramBoard, cellsOf } from "./board.js";
import { strip } from "./_internals/dawson.js";
import { thinRegionValue } from "./_internals/thinRegion.js";
import { reverseBits } from "./_internals/lines.js";
import { reducedRegions } from "./_internals/reduce.js";
import { regionKey } from "./_internals/regionKey.js";
import { cellsOfKey, heightOf, isBigKey, linesOf } from "./_internals/bigRegions.js";

/** The most cells a board of the search may have (a region packs into 59 bits and 5 for its height; a larger one is interned, ./_internals/bigRegions.ts). */
export const SEARCH_MAX_CELLS = 64;
/** The longest side of a board of the search (a line of the region is one 32-bit number, its sign bit unused). */
export const SEARCH_MAX_SIDE = 31;
/** Regions of at most this many cells are valued exactly on first sight (src/search/endgameValues.ts). */
const ENDGAME_CELLS = 12;

// scratch: the component's lines, the board after a move, the region being keyed, upright
const lines = new Int32Array(64);
const board = new Int32Array(64);
const up = new Int32Array(64);
const key = new Uint32Array(2);
// the keys of an option's regions not valued by theory, written once all are found
const pendLo = new Uint32Array(32);
const pendHi = new Uint32Array(32);
/** The key of a region valued on the spot (the sink uses only its value); no region packs to it (height field 31). */
const THIN_KEY = 0xf8000000;
const known = new Int32Array(64); // knownValue's own lines: it runs while options() walks `lines`

/** Writes each region of the W lines in `b` (up to 31 bits each), reduced (./_internals/reduce.ts), to the sink as a component. */
function emitRegions(b: Int32Array, W: number, sink: OptionSink): void {
  pending = 0;
  target = sink;
  reducedRegions(b, W, emitRegion);
  for (let i = 0; i < pending; i++) sink.component(pendLo[i]!, pendHi[i]!, -1);
}

let pending = 0; // regions of the option being written that are kept back (see emitRegion)
let target: OptionSink = { begin() {}, component() {} };

/** One region `cur[jmin … jmax]` of `cells` cells to `target`: valued by theory, or kept back by key. */
function emitRegion(cur: Int32Array, jmin: number, jmax: number, cells: number): void {
  const sink = target;
  let or = 0;
  for (let j = jmin; j <= jmax; j++) or |= cur[j]!;
  const low = 31 - Math.clz32(or & -or);
  const h = 32 - Math.clz32(or) - low;
  const w = jmax - jmin + 1;
  if (w === 1) {
    sink.component(h, 0, strip(h)); // a connected region of one line is a full strip
    return;
  }
  const thin = thinRegionValue(cur, jmin, jmax, cells);
  if (thin >= 0) {
    // a path or a cycle of cells: its value is known, its key is never looked up
    sink.component(0, THIN_KEY, thin);
    return;
  }
  const symmetric = regionKey(cur, jmin, jmax, low, h, up, key);
  const long = h >= w ? h : w;
  const short = h >= w ? w : h;
  const v = short === 2 && cells === 2 * long ? long & 1 : symmetric ? halfTurnValue(up, short, long) : -1;
  if (v >= 0) sink.component(key[0]!, key[1]!, v);
  else {
    // kept back: two equal regions cancel (their values' xor is 0)
    let i = 0;
    while (i < pending && (pendLo[i] !== key[0] || pendHi[i] !== key[1])) i++;
    if (i < pending) {
      pending--;
      pendLo[i] = pendLo[pending]!;
      pendHi[i] = pendHi[pending]!;
    } else {
      pendLo[pending] = key[0]!;
      pendHi[pending++] = key[1]!;
    }
  }
}

/** For each n ≤ 31, the indices 0 … n − 1 from the middle out. */
const CENTRE_FIRST: Int8Array[] = Array.from({ length: 32 }, (_, n) =>
  Int8Array.from(Array.from({ length: n }, (_, i) => i).sort((a, b) => Math.abs(2 * a + 1 - n) - Math.abs(2 * b + 1 - n) || a - b)),
);

/** The options of a region: every domino, the ones nearest its centre first, each board split into regions. */
function options(lo: number, hi: number, sink: OptionSink): void {
  if (hi === 0) {
    // a strip of lo cells (never asked: its value is known), for completeness
    for (let a = 0; a + 2 <= lo; a++) {
      sink.begin();
      if (a >= 2) sink.component(a, 0, strip(a));
      if (lo - 2 - a >= 2) sink.component(lo - 2 - a, 0, strip(lo - 2 - a));
    }
    return;
  }
  const H = heightOf(lo, hi);
  const W = linesOf(lo, hi, H, lines);
  // the dominoes nearest the centre first (a reply there often makes a symmetric region, known 0),
  // at each cell the one across the lines before the one down its line (fewer positions: 4 × 9
  // −14 %); but in a region of 4 lines every domino across before any down them (as igsolve
  // lists its moves: 4 × 9 −17 %, 4 × 11 −15 %, 4 × 7 −24 % more; for 3 or 5 lines it costs:
  // 3 × 13 +82 %, 5 × 8 +13 %; docs/large-position-search.md)
  const across = CENTRE_FIRST[H]!;
  const down = CENTRE_FIRST[W]!;
  const passes = W === 4 ? 2 : 1;
  for (let pass = 0; pass < passes; pass++) {
    const acrossNow = pass === 0;
    const downNow = pass === passes - 1;
    for (let k = 0; k < H; k++) {
      const i = across[k]!;
      for (let m = 0; m < W; m++) {
        const j = down[m]!;
        const l = lines[j]!;
        if (acrossNow && j + 1 < W && ((l & lines[j + 1]!) >>> i) & 1) {
          // across: cell i of lines j and j + 1
          for (let t = 0; t < W; t++) board[t] = lines[t]!;
          board[j] = l & ~(1 << i);
          board[j + 1] = lines[j + 1]! & ~(1 << i);
          sink.begin();
          if (sink.done) return;
          emitRegions(board, W, sink);
        }
        if (downNow && ((l >>> i) & 3) === 3) {
          // down a line: cells i and i + 1 of line j
          for (let t = 0; t < W; t++) board[t] = lines[t]!;
          board[j] = l & ~(3 << i);
          sink.begin();
          if (sink.done) return;
          emitRegions(board, W, sink);
        }
      }
    }
  }
}

/**
 * The value of a region from theory, else −1: a strip (Dawson's Kayles), a region whose
 * cells make a path or a cycle (./_internals/thinRegion.ts), a full 2 × n
 * board (n mod 2), and a region that is its own half turn where the mirror strategy holds
 * (closedForms.ts: the second player answers each domino with its image; that needs no
 * domino to meet its own image, so the centre cell, if any, filled, and the centre domino,
 * if any, not free). The strategy is a region's own: its grid is its bounding box.
 */
function knownValue(lo: number, hi: number): number {
  if (hi === 0) return strip(lo);
  const H = heightOf(lo, hi);
  const W = linesOf(lo, hi, H, known);
  const thin = thinRegionValue(known, 0, W - 1, size(lo, hi));
  if (thin >= 0) return thin;
  const full = 2 ** H - 1; // H ≤ 31
  if (W === 2 && known[0] === full && known[1] === full) return H & 1;
  for (let j = 0; j < W; j++) if (known[j] !== reverseBits(known[W - 1 - j]!, H)) return -1;
  return halfTurnValue(known, W, H);
}

/** A region that is its own half turn: 0 where the mirror strategy holds (no domino can meet its own image), else −1. */
function halfTurnValue(l: Int32Array, W: number, H: number): number {
  if (H % 2 === 0 && W % 2 === 0) return 0;
  if (H % 2 === 1 && W % 2 === 1) return (l[(W - 1) >> 1]! >>> ((H - 1) >> 1)) & 1 ? -1 : 0;
  if (W % 2 === 1) return ((l[(W - 1) >> 1]! >>> (H / 2 - 1)) & 3) === 3 ? -1 : 0;
  const c = (H - 1) >> 1;
  return (l[W / 2 - 1]! >>> c) & (l[W / 2]! >>> c) & 1 ? -1 : 0;
}

/** The cells of a region (its size for move ordering). */
function size(lo: number, hi: number): number {
  if (hi === 0) return lo;
  return cellsOfKey(lo, hi);
}

/** The regions of a board, by key. Boards of at most {@link SEARCH_MAX_CELLS} cells and sides of at most {@link SEARCH_MAX_SIDE}, or one row or column. */
function components(b: CramBoard, sink: OptionSink): void {
  const { rows, columns } = b;
  const cells = cellsOf(b);
  if (rows === 1 || columns === 1) {
    // the empty runs of a strip
    let run = 0;
    for (let i = 0; i <= cells.length; i++) {
      if (i < cells.length && cells[i]) run++;
      else {
        if (run >= 2) sink.component(run, 0, strip(run));
        run = 0;
      }
    }
    return;
  }
  if (rows * columns > SEARCH_MAX_CELLS || Math.max(rows, columns) > SEARCH_MAX_SIDE)
    throw new InputError(`a board of at most ${SEARCH_MAX_CELLS} cells and sides of at most ${SEARCH_MAX_SIDE} (or one row) for the search`, `${rows}×${columns}`);
  // lines are the columns: bit r of line c is cell (r, c)
  for (let c = 0; c < columns; c++) {
    let x = 0;
    for (let r = 0; r < rows; r++) if (cells[r * columns + c]) x |= 1 << r;
    board[c] = x;
  }
  emitRegions(board, columns, sink);
}

/** Cram for the search: regions keyed by their least orientation, strips and symmetric regions valued by theory. */
export const cramSearchFamily: SearchFamily<CramBoard> = {
  tableId: "cram",
  components,
  options,
  knownValue,
  size,
  endgameSize: ENDGAME_CELLS,
  transient: (_lo, hi) => isBigKey(hi),
};
