// The kernel's value-targeted search (AssemblyScript), the JavaScript search's algorithm
// (src/search/nimberSearch.ts: Beling & Rogalski's set-targeted search over Lemoine &
// Viennot's decomposition) on 64-bit positions: "is the value of this component in the set
// R, and if so which?", iterative on an explicit stack of frames, resumable in slices.

import { arena, arenaTop, done, dropRepeats, known, knownTop, listOptions, optionCount, order, orderTop, seenKnown, setTops, sortOptions, startListing } from "./options";
import { get, put } from "./table";
import { endgameNodes } from "./endgame";
import { share } from "./shareLog";

export const NOT_IN_SET: i32 = -1;
export const PAUSED: i32 = -2;
const NONE: i32 = -3;
const ALL: u32 = 0xffffffff;
/** A component's value above 31: outside the sets of nimbers (0 … 31). */
export const TOO_LARGE: i32 = -4;

const DEPTH = 80;
const fKey = new StaticArray<u64>(DEPTH);
const fR = new StaticArray<u32>(DEPTH);
const fLow = new StaticArray<u32>(DEPTH);
const fMask = new StaticArray<u32>(DEPTH);
const fBig = new StaticArray<i32>(DEPTH);
const fNext = new StaticArray<i32>(DEPTH);
const fEnd = new StaticArray<i32>(DEPTH);
const fComp = new StaticArray<i32>(DEPTH);
const fX = new StaticArray<i32>(DEPTH);
const fNodes = new StaticArray<f64>(DEPTH);
const fArena = new StaticArray<i32>(DEPTH);
const fStart = new StaticArray<i32>(DEPTH);
const fBound = new StaticArray<i32>(DEPTH);
const fSeen = new StaticArray<u32>(DEPTH);

/** Components expanded (their options listed): the positions searched. */
export let nodes: f64 = 0;
export let depth: i32 = 0;
let ret: i32 = NONE;
/** Set when a value above 31 was met: the query's answer is then TOO_LARGE. */
let tooLarge = false;

@inline
function upTo(v: i32): u32 {
  return v >= 31 ? ALL : (<u32>2 << <u32>v) - 1;
}

@inline
function largest(m: u32): i32 {
  return 31 - <i32>clz(m);
}

@inline
function xorSet(set: u32, x: i32): u32 {
  let out: u32 = 0;
  for (let s = set; s !== 0; s &= s - 1) {
    const v = <i32>ctz(s) ^ x;
    if (v < 32) out |= <u32>1 << v;
  }
  return out;
}

/** A helper's order (see {@link setFromLast}). */
let fromLast = false;

/**
 * Makes the queries that follow list their first component's options from the last (true) or
 * in the search's order (false): a worker that helps another on the same question (the parallel
 * search) starts from the other end, and each passes on what it settles.
 */
export function setFromLast(on: bool): void {
  fromLast = on;
}

function reverseOrder(from: i32, to: i32): void {
  for (let i = from, j = to - 1; i < j; i++, j--) {
    const o = unchecked(order[i]);
    unchecked((order[i] = order[j]));
    unchecked((order[j] = o));
  }
}

/** Asks for the value of the component keyed `key` if it is in `set`: the value, NOT_IN_SET, or PAUSED. */
export function ask(key: u64, set: u32): i32 {
  ret = NONE;
  tooLarge = false;
  return enter(key, set);
}

/** Drops a query left unfinished (what the table learnt stays). */
export function abandon(frameArena: i32, frameOrder: i32): void {
  depth = 0;
  setTops(frameArena, frameOrder);
  ret = NONE;
}

/** Goes on until the query is answered or `limit` more components are expanded (PAUSED), the end game's counted. */
export function resume(limit: f64): i32 {
  const stop = nodes + endgameNodes + limit;
  while (true) {
    if (tooLarge) {
      abandon(unchecked(fArena[1]), unchecked(fStart[1]));
      return TOO_LARGE;
    }
    const d = depth;
    if (d === 0) {
      const r = ret;
      ret = NONE;
      return r;
    }
    if (ret !== NONE) {
      const r = ret;
      ret = NONE;
      deliver(d, r);
    }
    if (nodes + endgameNodes >= stop) return PAUSED;
    advance(d);
  }
  return NONE;
}

function advance(d: i32): void {
  while (true) {
    if (tooLarge) return;
    const c = unchecked(fComp[d]);
    if (c >= 0) {
      const off = unchecked(order[fNext[d]]);
      const key = unchecked(arena[off + 2 + c]);
      let set = ALL;
      if (c === 0) {
        const mask = unchecked(fMask[d]);
        const q = unchecked(fBound[d]) !== 0 || unchecked(fBig[d]) > 0 ? mask : mask & ~(<u32>1 << largest(mask));
        set = xorSet(q, unchecked(fX[d]));
      }
      const r = enter(key, set);
      if (r === PAUSED) return;
      deliver(d, r);
      continue;
    }
    if (unchecked(fNext[d]) === unchecked(fEnd[d])) {
      ret = finish(d);
      return;
    }
    if ((unchecked(fMask[d]) & unchecked(fR[d])) === 0) {
      ret = cut(d);
      return;
    }
    const off = unchecked(order[fNext[d]]);
    unchecked((fX[d] = <i32>arena[off + 1]));
    unchecked((fComp[d] = <i32>arena[off] - 1));
  }
}

function deliver(d: i32, r: i32): void {
  const c = unchecked(fComp[d]);
  if (c > 0) {
    if (r < 0) {
      tooLarge = true;
      return;
    }
    unchecked((fX[d] ^= r));
    unchecked((fComp[d] = c - 1));
    return;
  }
  if (r >= 0) {
    const v = r ^ unchecked(fX[d]);
    if (v < 32) unchecked((fSeen[d] |= <u32>1 << v));
    remove(d, v);
  } else if (unchecked(fBound[d]) === 0) removeLargest(d);
  unchecked((fComp[d] = -1));
  unchecked((fNext[d] += 1));
}

@inline
function remove(d: i32, v: i32): void {
  const m = unchecked(fMask[d]);
  if (v < 32 && (m >> <u32>v) & 1) unchecked((fMask[d] = m & ~(<u32>1 << v)));
  else if (unchecked(fBound[d]) === 0) removeLargest(d);
}

function removeLargest(d: i32): void {
  if (unchecked(fBig[d]) > 0) unchecked((fBig[d] -= 1));
  else {
    const m = unchecked(fMask[d]);
    if (m !== 0) unchecked((fMask[d] = m & ~(<u32>1 << largest(m))));
  }
}

function enter(key: u64, set: u32): i32 {
  const excluded = get(key);
  const open = ~excluded;
  if (open !== 0 && (open & (open - 1)) === 0) return <i32>ctz(open);
  const R = set & ~excluded;
  if (R === 0) return NOT_IN_SET;
  const d = ++depth;
  if (d === DEPTH) unreachable();
  nodes++;
  unchecked((fKey[d] = key));
  unchecked((fR[d] = R));
  const maxR = largest(R);
  unchecked((fLow[d] = upTo(maxR)));
  unchecked((fNodes[d] = nodes));
  unchecked((fArena[d] = arenaTop));
  unchecked((fComp[d] = -1));
  const start = orderTop;
  unchecked((fStart[d] = start));
  startListing(R);
  listOptions(key, d);
  if (done) {
    store(d, seenKnown);
    return NOT_IN_SET;
  }
  sortOptions(start, orderTop);
  const n = optionCount - dropRepeats(start);
  if (d === 1 && fromLast) reverseOrder(start, orderTop);
  // g ≥ L when 0 … L−1 are excluded
  const bound = <i32>ctz(~excluded);
  unchecked((fBound[d] = bound));
  unchecked((fMask[d] = bound > n ? 0 : upTo(min(n, maxR)) & ~(bound > 0 ? upTo(bound - 1) : 0)));
  unchecked((fBig[d] = bound === 0 && n > maxR ? n - maxR : 0));
  for (let i = 0; i < knownTop; i++) remove(d, unchecked(known[i]));
  unchecked((fSeen[d] = seenKnown));
  unchecked((fNext[d] = start));
  unchecked((fEnd[d] = orderTop));
  return orderTop === start ? finish(d) : (unchecked(fMask[d]) & R) === 0 ? cut(d) : PAUSED;
}

function finish(d: i32): i32 {
  const mask = unchecked(fMask[d]);
  const r = unchecked(fBig[d]) > 0 || mask === 0 ? NOT_IN_SET : <i32>ctz(mask);
  store(d, r >= 0 ? ~(<u32>1 << r) : unchecked(fLow[d]) | unchecked(fSeen[d]));
  return r;
}

function cut(d: i32): i32 {
  store(d, (unchecked(fLow[d]) & ~unchecked(fMask[d])) | unchecked(fSeen[d]));
  return NOT_IN_SET;
}

function store(d: i32, excluded: u32): void {
  const work = nodes - unchecked(fNodes[d]) + 1;
  const cost = work >= 4294967295 ? 32 : 32 - <i32>clz(<u32>work);
  put(unchecked(fKey[d]), excluded, <u32>cost);
  share(unchecked(fKey[d]), excluded, <u32>cost);
  setTops(unchecked(fArena[d]), unchecked(fStart[d]));
  depth = d - 1;
}
