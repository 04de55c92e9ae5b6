// The kernel's graph (AssemblyScript, compiled to WebAssembly by scripts/kernel.mjs): at most
// 64 vertices, a position is the set of vertices left (one u64), a vertex's neighbours one u64
// mask. On a grid (vertex r·columns + c) neighbourhoods and Arc Kayles' moves are shifts of
// the whole word, and a component's key is its least image under the rectangle's symmetries
// and translations; on any other graph a component's key is its vertex set.

/** Node Kayles: a move takes a vertex and its neighbours. */
export const NODE_KAYLES: i32 = 0;
/** Arc Kayles: a move takes the two ends of an edge (Cram is Arc Kayles on a grid). */
export const ARC_KAYLES: i32 = 1;

export let vertices: i32 = 0;
export let mode: i32 = NODE_KAYLES;
/** Grid sides when the graph is the rows × columns grid, else 0. */
export let rows: i32 = 0;
export let columns: i32 = 0;
/** Neighbours of each vertex, and the same with the vertex itself (closed). */
export const adj = new StaticArray<u64>(64);
const closed = new StaticArray<u64>(64);
// grid masks: every cell, cells not in the first column, not in the last
let full: u64 = 0;
let notFirst: u64 = 0;
let notLast: u64 = 0;
/** The cells of each column (grids). */
const columnMask = new StaticArray<u64>(64);
/** Symmetries of the rectangle (4, or 8 when square), each as 8 tables of 256 images of a byte of the set. */
let symmetries: i32 = 0;
const images = new StaticArray<u64>(8 * 8 * 256);

/** Sets the graph: `n` vertices (≤ 64), neighbours set with {@link setNeighbours} before {@link prepare}. */
export function setGraph(n: i32, game: i32, r: i32, c: i32): void {
  vertices = n;
  mode = game;
  rows = r * c === n && r > 0 ? r : 0;
  columns = rows > 0 ? c : 0;
  for (let v = 0; v < 64; v++) unchecked((adj[v] = 0));
}

export function setNeighbours(v: i32, lo: u32, hi: u32): void {
  unchecked((adj[v] = (<u64>hi << 32) | <u64>lo));
}

/** Where cell (r, c) of a rows × columns grid goes under symmetry s (bit 0: flip rows, 1: flip columns, 2: transpose). */
function image(s: i32, r: i32, c: i32): i32 {
  let a = s & 1 ? rows - 1 - r : r;
  let b = s & 2 ? columns - 1 - c : c;
  if (s & 4) {
    const t = a;
    a = b;
    b = t;
  }
  return a * columns + b;
}

/** Builds what the search reads from the graph: closed neighbourhoods, and on a grid its masks and symmetry tables. */
export function prepare(): void {
  const n = vertices;
  full = n === 64 ? ~(<u64>0) : (<u64>1 << n) - 1;
  for (let v = 0; v < n; v++) unchecked((closed[v] = adj[v] | (<u64>1 << v)));
  if (columns === 0) return;
  notFirst = 0;
  notLast = 0;
  for (let c = 0; c < 64; c++) unchecked((columnMask[c] = 0));
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const bit = <u64>1 << (r * columns + c);
      if (c > 0) notFirst |= bit;
      if (c < columns - 1) notLast |= bit;
      unchecked((columnMask[c] |= bit));
    }
  symmetries = rows === columns ? 8 : 4;
  for (let s = 0; s < symmetries; s++)
    for (let byte = 0; byte < 8; byte++)
      for (let x = 0; x < 256; x++) {
        let m: u64 = 0;
        for (let b = 0; b < 8; b++) {
          const v = byte * 8 + b;
          if ((x >> b) & 1 && v < n) m |= <u64>1 << image(s, v / columns, v % columns);
        }
        unchecked((images[(s * 8 + byte) * 256 + x] = m));
      }
}

/** The vertices of `rest` next to some vertex of `set`. */
@inline
function around(set: u64, rest: u64): u64 {
  if (columns > 0) {
    const c = <u64>columns;
    return (((set << 1) & notFirst) | ((set >> 1) & notLast) | (set << c) | (set >> c)) & rest;
  }
  let next: u64 = 0;
  for (let f = set; f !== 0; f &= f - 1) next |= unchecked(adj[<i32>ctz(f)]);
  return next & rest;
}

/** The connected part of `rest` holding the vertices of `seed`. */
export function partOf(seed: u64, rest: u64): u64 {
  let part = seed;
  let frontier = seed;
  while (frontier !== 0) {
    const next = around(frontier, rest) & ~part;
    part |= next;
    frontier = next;
  }
  return part;
}

/** A set moved up and left until it touches the first row and the first column (grids). */
@inline
function corner(set: u64): u64 {
  let c = 0;
  while ((set & unchecked(columnMask[c])) === 0) c++;
  const row = <i32>ctz(set) / columns;
  return set >> <u64>(row * columns + c);
}

/**
 * Arc Kayles' reductions (docs/large-position-search.md, "Reductions of a region", Lemma A),
 * decided on `set` as it is: of the leaves (vertices of one neighbour) hanging on one centre
 * all but one go, and so does every vertex that is no leaf nor centre and whose neighbours
 * are all centres. The value of the set is kept.
 */
export function reduceArc(set: u64): u64 {
  if (columns > 0) {
    const c = <u64>columns;
    const R = set & (set >> 1) & notLast;
    const L = set & (set << 1) & notFirst;
    const D = set & (set >> c);
    const U = set & (set << c);
    const two = (R & L) | (R & D) | (R & U) | (L & D) | (L & U) | (D & U);
    const leaf = (R | L | D | U) & ~two;
    // each leaf's centre, by the side it lies on
    const cR = (leaf & R) << 1;
    const cL = (leaf & L) >> 1;
    const cD = (leaf & D) << c;
    const cU = (leaf & U) >> c;
    const centres = cR | cL | cD | cU;
    let kill = ((cL & cR) << 1) | ((cD & (cR | cL)) >> c) | ((cU & (cR | cL | cD)) << c);
    const bad = (R & ~(centres >> 1)) | (L & ~(centres << 1)) | (D & ~(centres >> c)) | (U & ~(centres << c));
    kill |= set & (R | L | D | U) & ~leaf & ~centres & ~bad;
    return set & ~kill;
  }
  let leaves: u64 = 0;
  let centres: u64 = 0;
  let kill: u64 = 0;
  for (let a = set; a !== 0; a &= a - 1) {
    const v = <i32>ctz(a);
    const around = unchecked(adj[v]) & set;
    if (around !== 0 && (around & (around - 1)) === 0) {
      leaves |= <u64>1 << <u64>v;
      if (centres & around) kill |= <u64>1 << <u64>v;
      centres |= around;
    }
  }
  for (let a = set & ~leaves & ~centres; a !== 0; a &= a - 1) {
    const v = <i32>ctz(a);
    const around = unchecked(adj[v]) & set;
    if (around !== 0 && (around & ~centres) === 0) kill |= <u64>1 << <u64>v;
  }
  return set & ~kill;
}

/** On a grid, whether some cell of `set` has three or more neighbours in it (then it is no path nor cycle). */
@inline
export function branches(set: u64): bool {
  const c = <u64>columns;
  const R = set & (set >> 1) & notLast;
  const L = set & (set << 1) & notFirst;
  const D = set & (set >> c);
  const U = set & (set << c);
  return ((R & L & (D | U)) | (D & U & (R | L))) !== 0;
}

/** Set by {@link keyOf} on a grid: whether the set is its own half turn (about its bounding box's centre). */
export let halfTurnSymmetric = false;

/** A component's key: on a grid its least image under the symmetries, moved to the corner; elsewhere the set. */
export function keyOf(set: u64): u64 {
  if (columns === 0) return set;
  const self = corner(set);
  let best = self;
  halfTurnSymmetric = false;
  for (let s = 1; s < symmetries; s++) {
    const t = s * 2048;
    const m =
      unchecked(images[t + <i32>(set & 255)]) |
      unchecked(images[t + 256 + <i32>((set >> 8) & 255)]) |
      unchecked(images[t + 512 + <i32>((set >> 16) & 255)]) |
      unchecked(images[t + 768 + <i32>((set >> 24) & 255)]) |
      unchecked(images[t + 1024 + <i32>((set >> 32) & 255)]) |
      unchecked(images[t + 1280 + <i32>((set >> 40) & 255)]) |
      unchecked(images[t + 1536 + <i32>((set >> 48) & 255)]) |
      unchecked(images[t + 1792 + <i32>(set >> 56)]);
    const k = corner(m);
    if (k < best) best = k;
    if (s === 3 && k === self) halfTurnSymmetric = true;
  }
  return best;
}

/**
 * Whether the region `set` (a grid's) is its own half turn about the centre of its bounding
 * box, with no cell on or next to its image: then the second player can always answer a move
 * with its image, and the region's value is 0.
 */
export function halfTurn(set: u64): bool {
  const c = <u64>columns;
  const top = <i32>ctz(set) / columns;
  const bottom = (63 - <i32>clz(set)) / columns;
  let left = 0;
  while ((set & unchecked(columnMask[left])) === 0) left++;
  let right = columns - 1;
  while ((set & unchecked(columnMask[right])) === 0) right--;
  // cell (r, k) ↦ (top + bottom − r, left + right − k)
  for (let a = set; a !== 0; a &= a - 1) {
    const v = <i32>ctz(a);
    const r = v / columns;
    const k = v - r * columns;
    const w = (top + bottom - r) * columns + (left + right - k);
    const bit = <u64>1 << <u64>w;
    if ((set & bit) === 0) return false;
    if (unchecked(closed[v]) & bit) return false;
  }
  return c > 0;
}

// the bounding box of the component whose options are being listed (grids), set by {@link bounds}:
// top + bottom, left + right, its first row and column, its height and width, and whether it is
// wider than tall (then its lines, as the JavaScript search's upright region has them, are its rows)
let boxRows: i32 = 0;
let boxColumns: i32 = 0;
export let boxTop: i32 = 0;
export let boxLeft: i32 = 0;
export let boxHeight: i32 = 0;
export let boxWidth: i32 = 0;
export let boxWide = true;

/** Notes the bounding box of `set` (a grid's) for {@link centreDistance}, the move order and {@link cutLinks}. */
export function bounds(set: u64): void {
  if (columns === 0 || set === 0) return;
  let left = 0;
  while ((set & unchecked(columnMask[left])) === 0) left++;
  let right = columns - 1;
  while ((set & unchecked(columnMask[right])) === 0) right--;
  boxTop = <i32>ctz(set) / columns;
  const bottom = (63 - <i32>clz(set)) / columns;
  boxRows = boxTop + bottom;
  boxColumns = left + right;
  boxLeft = left;
  boxHeight = bottom - boxTop + 1;
  boxWidth = right - left + 1;
  boxWide = boxWidth >= boxHeight;
}

/** Twice the distance (rows plus columns) of vertex v from the centre of the box {@link bounds} noted; 0 on a graph that is no grid. */
@inline
export function centreDistance(v: i32): i32 {
  if (columns === 0) return 0;
  const r = v / columns;
  const dr = 2 * r - boxRows;
  const dc = 2 * (v - r * columns) - boxColumns;
  return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
}

/** A move's vertices: the closed neighbourhood of vertex v (Node Kayles). */
@inline
export function closedOf(v: i32): u64 {
  return unchecked(closed[v]);
}

/** On a grid, the cells whose right neighbour is in `set` too (the across dominoes of Arc Kayles, by their first cell). */
@inline
export function acrossStarts(set: u64): u64 {
  return set & (set >> 1) & notLast;
}

/** On a grid, the cells whose neighbour below is in `set` too. */
@inline
export function downStarts(set: u64): u64 {
  return set & (set >> <u64>columns);
}

/** Every vertex of the graph. */
export function everything(): u64 {
  return full;
}

// ---- cut links (grids, Arc Kayles): docs/large-position-search.md, "Reductions of a region" ----

/** Set by {@link cutLinks}: the cells whose link to the cell below is cut, and those whose link to the cell on the right is. */
let cutDown: u64 = 0;
let cutRight: u64 = 0;

/**
 * Reduction 3 of the JavaScript search (src/games/cram/_internals/reduce.ts) on a grid's set:
 * in a full 2 × 2 block whose two opposite corners have no other free neighbour, the two
 * links across the block's lines (the lines run along the long side of the box noted by
 * {@link bounds}) are ignored when the set is split. Returns whether a link is cut.
 */
export function cutLinks(set: u64): bool {
  const c = <u64>columns;
  const R = set & (set >> 1) & notLast;
  const L = set & (set << 1) & notFirst;
  const D = set & (set >> c);
  const U = set & (set << c);
  const block = R & (R >> c); // the top left cells of full 2 × 2 blocks
  cutDown = 0;
  cutRight = 0;
  if (block === 0) return false;
  const c1 = c + 1;
  // corners v and v + columns + 1, or v + 1 and v + columns, with no free neighbour outside the block
  const p = (block & ~U & ~L & ~(D >> c1) & ~(R >> c1)) | (block & ~(U >> 1) & ~(R >> 1) & ~(L >> c) & ~(D >> c));
  if (p === 0) return false;
  if (boxWide) cutDown = p | (p << 1);
  else cutRight = p | (p << c);
  return true;
}

/** The part of `rest` holding `seed`, joined by the links {@link cutLinks} left. */
export function partUncut(seed: u64, rest: u64): u64 {
  const c = <u64>columns;
  const okDown = ~cutDown;
  const okRight = ~cutRight;
  let part = seed;
  let frontier = seed;
  while (frontier !== 0) {
    const f = frontier;
    const next = ((((f & okRight) << 1) & notFirst) | ((f >> 1) & notLast & okRight) | ((f & okDown) << c) | ((f >> c) & okDown)) & rest & ~part;
    part |= next;
    frontier = next;
  }
  return part;
}

/** Whether a cut link joins the part `p` to a cell outside it. */
export function cutOff(p: u64): bool {
  return ((cutDown & (p ^ (p >> <u64>columns))) | (cutRight & (p ^ (p >> 1)))) !== 0;
}

/** The cells of column c of the grid, and those of row r. */
@inline
export function columnCells(c: i32): u64 {
  return unchecked(columnMask[c]);
}
@inline
export function rowCells(r: i32): u64 {
  return (columns === 64 ? ~(<u64>0) : (<u64>1 << <u64>columns) - 1) << <u64>(r * columns);
}
