// The kernel's options (AssemblyScript): a frame's moves written as records in one arena,
// each record [k, x, key₀, …, key_{k−1}]: k components not valued yet (the largest first),
// x the nim-sum of those valued on the spot (known by size, or exact in the table); two
// equal components cancel. A record whose parts are all valued is a known value instead.

import { ARC_KAYLES, acrossStarts, adj, bounds, boxHeight, boxLeft, boxTop, boxWide, boxWidth, centreDistance, closedOf, columnCells, columns, rowCells, cutLinks, cutOff, downStarts, halfTurnSymmetric, keyOf, mode, partOf, partUncut, reduceArc } from "./graph";
import { ENDGAME_SIZE, exactValue } from "./endgame";
import { mirrorValue, thinValue } from "./shapes";
import { get } from "./table";
import { cachedValue, rememberValue } from "./smallCache";
import { unfilled } from "./unfilled";

/** Words of the arena, and entries of the order. */
const ARENA_WORDS: i32 = 1 << 19;
const ORDER_SIZE: i32 = 1 << 16;
/**
 * The arena of option records, their offsets in listing order and their scores. In the plain
 * build, static memory that starts zero (no fill at start-up: its pages are touched only as a
 * search uses them; filling 5 MiB took 14 ms) read as arrays without bounds (every index is
 * checked against the sizes above); a threads build's memory is imported (./unfilled.ts).
 */
export const arena = ASC_FEATURE_THREADS ? unfilled<u64>(ARENA_WORDS) : changetype<StaticArray<u64>>(memory.data(ARENA_WORDS * 8));
export let arenaTop: i32 = 0;
export const order = ASC_FEATURE_THREADS ? unfilled<i32>(ORDER_SIZE) : changetype<StaticArray<i32>>(memory.data(ORDER_SIZE * 4));
export const score = ASC_FEATURE_THREADS ? unfilled<i32>(ORDER_SIZE) : changetype<StaticArray<i32>>(memory.data(ORDER_SIZE * 4));
export let orderTop: i32 = 0;
/** Values of options valued in full while listing, and how many. */
export const known = new StaticArray<i32>(4096);
export let knownTop: i32 = 0;
/** Options listed (records and known values). */
export let optionCount: i32 = 0;
/** The values asked of the frame being listed and those of its options known so far: all of them seen stops the listing. */
export let wanted: u32 = 0;
export let seenKnown: u32 = 0;
export let done: bool = false;

/** The room a record's tie-break has in its score: sums of squares below 4096, times 64 × TIES, stay below 2³¹. */
const TIES: i32 = 2048;

let rec: i32 = 0;
let recScore: i32 = 0;
let recBig: i32 = 0;
let recTie: i32 = 0;
/** The record's place in the listing's tie-break (below {@link TIES}, smaller first): its move's place from the component's centre out. */
let recCentre: i32 = 0;

export function setTops(a: i32, o: i32): void {
  arenaTop = a;
  orderTop = o;
}

/** Starts listing options for a query of `want`. */
export function startListing(want: u32): void {
  optionCount = 0;
  knownTop = 0;
  wanted = want;
  seenKnown = 0;
  done = false;
}

/** The value of a connected component from its size alone, else −1. */
@inline
function bySize(size: i32): i32 {
  if (size === 1) return mode === ARC_KAYLES ? 0 : 1;
  if (size === 2) return 1;
  if (size === 3 && mode === ARC_KAYLES) return 1;
  return -1;
}

/** Starts a record; `centre` breaks ties between options of equal score (smaller first). */
export function begin(centre: i32 = 0): i32 {
  if (arenaTop + 130 > ARENA_WORDS) unreachable();
  rec = arenaTop;
  unchecked((arena[rec] = 0));
  unchecked((arena[rec + 1] = 0));
  arenaTop += 2;
  recScore = 0;
  recBig = -1;
  recTie = 0;
  recCentre = centre;
  optionCount++;
  return rec;
}

/** Adds the connected set `part` to the record. */
export function part(set: u64): void {
  const size = <i32>popcnt(set);
  let v = bySize(size);
  let key: u64 = 0;
  let excluded: u32 = 0;
  if (v < 0 && size <= ENDGAME_SIZE) v = exactValue(set, size);
  // a larger component the table gave exactly before, remembered by its set as it lies
  else if (v < 0) v = cachedValue(set);
  if (v < 0) v = thinValue(set, size);
  if (v < 0) {
    key = keyOf(set);
    // a grid region that is its own half turn: 0 when the mirror strategy holds
    if (halfTurnSymmetric) v = mirrorValue(set);
  }
  if (v < 0) {
    excluded = get(key);
    const open = ~excluded;
    if (open !== 0 && (open & (open - 1)) === 0) {
      v = <i32>ctz(open);
      rememberValue(set, v);
    }
  }
  const r = rec;
  if (v >= 0) {
    unchecked((arena[r + 1] ^= <u64>v));
    return;
  }
  const k = <i32>unchecked(arena[r]);
  for (let i = 0; i < k; i++)
    if (unchecked(arena[r + 2 + i]) === key) {
      // equal components cancel
      recScore -= size * size;
      unchecked((arena[r + 2 + i] = arena[r + 1 + k]));
      unchecked((arena[r] = <u64>(k - 1)));
      arenaTop--;
      if (i === 0) largestFirst(r, k - 1);
      return;
    }
  recScore += size * size;
  let at = r + 2 + k;
  if (size > recBig) {
    if (k > 0) unchecked((arena[at] = arena[r + 2]));
    at = r + 2;
    recBig = size;
    recTie = excluded === 0 ? 33 : 32 - <i32>popcnt(excluded);
  }
  unchecked((arena[at] = key));
  unchecked((arena[r] = <u64>(k + 1)));
  arenaTop++;
}

/** After a cancellation of the first part: the largest of the k parts left first again. */
function largestFirst(r: i32, k: i32): void {
  recBig = -1;
  let best = 0;
  for (let i = 0; i < k; i++) {
    const s = <i32>popcnt(unchecked(arena[r + 2 + i]));
    if (s > recBig) {
      recBig = s;
      best = i;
    }
  }
  if (best > 0) {
    const t = unchecked(arena[r + 2]);
    unchecked((arena[r + 2] = arena[r + 2 + best]));
    unchecked((arena[r + 2 + best] = t));
  }
  const e = k > 0 ? get(unchecked(arena[r + 2])) : 0;
  recTie = e === 0 ? 33 : 32 - <i32>popcnt(e);
}

/** Ends the record: a known value when every part was valued, else one more option in `order`. */
export function end(): void {
  const r = rec;
  if (unchecked(arena[r]) === 0) {
    const v = <i32>unchecked(arena[r + 1]);
    arenaTop = r;
    if (knownTop === known.length) unreachable();
    unchecked((known[knownTop++] = v));
    if (v < 32) seenKnown |= <u32>1 << v;
    if (wanted !== 0 && (wanted & ~seenKnown) === 0) done = true;
    return;
  }
  if (orderTop === ORDER_SIZE) unreachable();
  unchecked((order[orderTop] = r));
  unchecked((score[orderTop++] = (recScore * 64 + recTie) * TIES + recCentre));
}

/** Sets split off by a cut link, still to reduce and split ({@link split}); disjoint, of 2 cells or more. */
const pendingSets = new StaticArray<u64>(64);

/** Writes the connected parts of `rest` into the record (Arc Kayles: reduced, and on a grid split at the cut links too). */
export function split(rest: u64): void {
  if (mode !== ARC_KAYLES) {
    splitPlain(rest);
    return;
  }
  if (columns === 0) {
    splitPlain(reduceArc(rest));
    return;
  }
  // a part a cut link split off is reduced and split again on its own (a work stack, not recursion)
  let top = 0;
  unchecked((pendingSets[top++] = rest));
  while (top > 0) {
    let s = reduceArc(unchecked(pendingSets[--top]));
    if (!cutLinks(s)) {
      splitPlain(s);
      continue;
    }
    while (s !== 0) {
      const p = partUncut(s & (~s + 1), s);
      s &= ~p;
      if ((p & (p - 1)) !== 0 && cutOff(p)) unchecked((pendingSets[top++] = p));
      else part(p);
    }
  }
}

function splitPlain(rest: u64): void {
  while (rest !== 0) {
    const p = partOf(rest & (~rest + 1), rest);
    rest &= ~p;
    part(p);
  }
}

/** The place of x among 0 … n − 1 listed from the middle out (the lower first of two at one distance). */
@inline
function fromCentre(x: i32, n: i32): i32 {
  const d = 2 * x + 1 - n;
  return d < 0 ? -d : d + (d > 0 ? 1 : 0);
}

/**
 * A domino's place in the listing (the JavaScript Cram search's order, src/games/cram/searchFamily.ts):
 * by its cell along the box's long side from the centre out, then its line from the centre out,
 * the one across the lines (along the short side) before the one along them; in a box whose short
 * side is 4, every domino across the lines before any along them. `v` is its first cell,
 * `vertical` whether it goes down.
 */
function dominoPlace(v: i32, vertical: bool): i32 {
  const row = v / columns;
  const r = row - boxTop;
  const c = v - row * columns - boxLeft;
  const across = vertical === boxWide; // across the lines: down in a wide box
  const i = boxWide ? c : r;
  const j = boxWide ? r : c;
  const long = boxWide ? boxWidth : boxHeight;
  const short = boxWide ? boxHeight : boxWidth;
  const place = (fromCentre(i, long) * 16 + fromCentre(j, short)) * 2 + (across ? 0 : 1);
  return short === 4 && !across ? place + 1024 : place;
}

/**
 * Per depth of the search, the two moves that last ended a listing there early (the most
 * recent first, −1: none), a domino as its first cell × 2 + 1 when it goes down: a sibling's
 * listing often ends at the same move, so it is listed first.
 */
const killers = new StaticArray<i32>(2 * 128).fill(-1);

/** Notes the move `m` that ended a listing at depth `slot` early. */
function killer(slot: i32, m: i32): void {
  const at = slot * 2;
  if (unchecked(killers[at]) === m) return;
  unchecked((killers[at + 1] = killers[at]));
  unchecked((killers[at] = m));
}

/** Lists one domino's option (cell v, down or across) in a listing at depth `slot`; true once the listing is {@link done}, the domino then noted as the move that ended it. */
function domino(set: u64, v: i32, down: bool, slot: i32): bool {
  begin(dominoPlace(v, down));
  split(set & ~(down ? (<u64>1 << <u64>v) | (<u64>1 << <u64>(v + columns)) : (<u64>3) << <u64>v));
  end();
  if (done) killer(slot, v * 2 + (down ? 1 : 0));
  return done;
}

/** The index of the t-th of n lines from the centre out (the lower first of two at one distance: {@link fromCentre}'s order). */
@inline
function centreOut(t: i32, n: i32): i32 {
  const half = (t + 1) >> 1;
  return (n - 1) / 2 + ((n & 1) !== 0 ? ((t & 1) !== 0 ? -half : half) : (t & 1) !== 0 ? half : -half);
}

/**
 * Lists the options of the component `set` at depth `slot` of the search (0: not in one), and
 * stops early once {@link done}: the moves that ended the listings before it at this depth
 * first, then, on a grid, the box's lines along its long side from the centre out, each line's
 * dominoes across it before those along it (a central move splits the region, and its parts are
 * often valued already: the listing then ends sooner than in the cells' order).
 */
export function listOptions(set: u64, slot: i32 = 0): void {
  bounds(set);
  if (mode !== ARC_KAYLES) {
    for (let a = set; a !== 0; a &= a - 1) {
      begin(centreDistance(<i32>ctz(a)));
      split(set & ~closedOf(<i32>ctz(a)));
      end();
      if (done) return;
    }
    return;
  }
  if (columns > 0) {
    let across = acrossStarts(set);
    let down = downStarts(set);
    for (let q = 0; q < 2; q++) {
      const m = unchecked(killers[slot * 2 + q]);
      if (m < 0) continue;
      const v = m >> 1;
      const bit = <u64>1 << <u64>v;
      const goesDown = (m & 1) !== 0;
      if (((goesDown ? down : across) & bit) === 0) continue;
      if (goesDown) down &= ~bit;
      else across &= ~bit;
      if (domino(set, v, goesDown, slot)) return;
    }
    const long = boxWide ? boxWidth : boxHeight;
    for (let t = 0; t < long; t++) {
      const i = centreOut(t, long);
      const line = boxWide ? columnCells(boxLeft + i) : rowCells(boxTop + i);
      // across the line: down in a wide box
      for (let a = (boxWide ? down : across) & line; a !== 0; a &= a - 1) if (domino(set, <i32>ctz(a), boxWide, slot)) return;
      for (let a = (boxWide ? across : down) & line; a !== 0; a &= a - 1) if (domino(set, <i32>ctz(a), !boxWide, slot)) return;
    }
    return;
  }
  for (let a = set; a !== 0; a &= a - 1) {
    const u = ctz(a);
    // each edge once, from its lower end
    for (let b = set & neighboursAbove(<i32>u); b !== 0; b &= b - 1) {
      begin();
      split(set & ~((<u64>1 << u) | (<u64>1 << ctz(b))));
      end();
      if (done) return;
    }
  }
}

@inline
function neighboursAbove(u: i32): u64 {
  return unchecked(adj[u]) & ~((<u64>2 << <u64>u) - 1);
}

/** Sorts `order[from … to)` by score ascending (stable: an insertion sort, options are few). */
export function sortOptions(from: i32, to: i32): void {
  for (let i = from + 1; i < to; i++) {
    const oi = unchecked(order[i]);
    const si = unchecked(score[i]);
    let j = i - 1;
    while (j >= from && unchecked(score[j]) > si) {
      unchecked((order[j + 1] = order[j]));
      unchecked((score[j + 1] = score[j]));
      j--;
    }
    unchecked((order[j + 1] = oi));
    unchecked((score[j + 1] = si));
  }
}

/**
 * Drops from `order[from … orderTop)` (sorted) every option equal to an earlier one of the
 * same score (the same parts and xor: a mirror move of a symmetric region): the search counts
 * it once. Returns how many went.
 */
export function dropRepeats(from: i32): i32 {
  let w = from;
  for (let i = from; i < orderTop; i++) {
    const o = unchecked(order[i]);
    const sc = unchecked(score[i]);
    let repeat = false;
    for (let j = w - 1; j >= from && unchecked(score[j]) === sc; j--)
      if (sameRecord(unchecked(order[j]), o)) {
        repeat = true;
        break;
      }
    if (repeat) continue;
    unchecked((order[w] = o));
    unchecked((score[w++] = sc));
  }
  const dropped = orderTop - w;
  orderTop = w;
  return dropped;
}

function sameRecord(p: i32, q: i32): bool {
  const k = <i32>unchecked(arena[p]);
  if (unchecked(arena[q]) !== <u64>k || unchecked(arena[p + 1]) !== unchecked(arena[q + 1])) return false;
  for (let i = 2; i < 2 + k; i++) if (unchecked(arena[p + i]) !== unchecked(arena[q + i])) return false;
  return true;
}
