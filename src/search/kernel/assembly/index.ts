// The kernel's exports (AssemblyScript → kernel.wasm; src/search/kernel/kernel.ts loads it).
// Keys and sets cross the boundary as two u32 halves (no BigInt in the JavaScript side's loop).

import { bounds, everything, keyOf, prepare as prepareGraph, setGraph, setNeighbours as setNeighboursOf } from "./graph";
import { arena, arenaTop, begin, dropRepeats, known, knownTop, listOptions, order, orderTop, sortOptions, split, startListing } from "./options";
import { setShareCost as setShareCostOf, shared, sharedTop } from "./shareLog";
import { abandon as abandonQuery, ask as askKey, depth, nodes, resume as resumeQuery, setFromLast as setFromLastOf } from "./search";
import { endgameNodes } from "./endgame";
import { clearCache } from "./smallCache";
import { prepareShapes } from "./shapes";
import { allocate, allocateShared, clear, filled, growShared, sharedFilled, sharedWantsGrowth, syncShared, maxSlots, put, replaced, reserve, slots, tableBase as base, tableBuckets as buckets } from "./table";
import { FILTER_BYTES } from "./tableHash";
import { unfilled } from "./unfilled";

let tableReady = false;

/** Sets the graph (n ≤ 64 vertices, game 0 Node Kayles, 1 Arc Kayles; rows × columns = n names a grid, else 0, 0) and a table of `buckets` 64-byte buckets (the first call only). */
export function init(n: i32, game: i32, rows: i32, columns: i32, buckets: i32): void {
  setGraph(n, game, rows, columns);
  clearCache();
  if (!tableReady) {
    allocate(buckets);
    tableReady = true;
  } else clear();
}

/**
 * As {@link init}, for instance `index` (0 or 1) of a threads build (kernel-shared-*.wasm) on a
 * memory shared with the other: the table of at most `buckets` buckets at `at`, its filter at
 * `filterAt`, its control words at `ctrlAt` (src/search/kernel/kernelShared.ts lays them out).
 * Once an instance.
 */
export function initShared(n: i32, game: i32, rows: i32, columns: i32, buckets: i32, at: u32, filterAt: u32, ctrlAt: u32, index: i32): void {
  setGraph(n, game, rows, columns);
  clearCache();
  if (tableReady) unreachable();
  allocateShared(<usize>at, buckets, <usize>filterAt, <usize>ctrlAt, index);
  tableReady = true;
}

/** A shared table: its size read again (after the other instance grew it); whether it is due to grow; its growth, while the other waits. */
export function tableSync(): void {
  syncShared();
}
export function tableWantsGrowth(): bool {
  return sharedWantsGrowth();
}
export function tableGrow(): void {
  growShared();
}
/** A shared table's entries, both instances' (as last published). */
export function tableFilledShared(): i32 {
  return sharedFilled();
}

/** Where this instance's own memory starts (its static data) and ends so far (its heap's top): a shared memory's layout is checked against them. */
export function memoryFrom(): u32 {
  return <u32>ASC_MEMORY_BASE;
}
export function heapTop(): u32 {
  return <u32>heap.alloc(8);
}
/** The bytes of a shared table's filter. */
export function filterBytes(): i32 {
  return FILTER_BYTES;
}

export function setNeighbours(v: i32, lo: u32, hi: u32): void {
  setNeighboursOf(v, lo, hi);
}

export function prepare(): void {
  prepareGraph();
  prepareShapes();
}

// ---- the start: its components as one record (at the arena's bottom) ----
let startRec: i32 = 0;
let startArena: i32 = 0;
let startOrder: i32 = 0;

/** Splits the position `set` (lo, hi halves; all ones: the whole graph) into components: their number not valued yet. */
export function start(lo: u32, hi: u32): i32 {
  let set = (<u64>hi << 32) | <u64>lo;
  set &= everything();
  abandonQuery(0, 0);
  startListing(0);
  startRec = begin();
  bounds(set);
  split(set);
  const k = <i32>unchecked(arena[startRec]);
  // the record stays where it is; queries build above it
  startArena = arenaTop;
  startOrder = orderTop;
  return k;
}

/** The nim-sum of the start's components valued on the spot. */
export function startXor(): i32 {
  return <i32>unchecked(arena[startRec + 1]);
}

/** Component i of the start (0: the largest), low and high halves of its key. */
export function startPartLo(i: i32): u32 {
  return <u32>unchecked(arena[startRec + 2 + i]);
}
export function startPartHi(i: i32): u32 {
  return <u32>(unchecked(arena[startRec + 2 + i]) >> 32);
}

/** Asks for a component's value if in `set`: the value, −1 (not in the set), −2 (paused: call resume). */
export function ask(lo: u32, hi: u32, set: u32): i32 {
  return askKey((<u64>hi << 32) | <u64>lo, set);
}

/** Goes on with the query for up to `limit` more expansions: the answer, −2 (paused), −4 (a value above 31). */
export function resume(limit: f64): i32 {
  return resumeQuery(limit);
}

/** Drops the query under way (the table keeps what it learnt). */
export function abandon(): void {
  abandonQuery(startArena, startOrder);
}

/** The canonical key of a set (lo, hi), low half; {@link keyHi} the high half (tests check it against the symmetries). */
let lastKey: u64 = 0;
export function keyLo(lo: u32, hi: u32): u32 {
  lastKey = keyOf((<u64>hi << 32) | <u64>lo);
  return <u32>lastKey;
}
export function keyHi(): u32 {
  return <u32>(lastKey >> 32);
}

export function positions(): f64 {
  return nodes + endgameNodes;
}
export function tableFilled(): i32 {
  return filled;
}
export function tableReplaced(): i32 {
  return replaced;
}
export function tableSlots(): f64 {
  return slots();
}
export function tableMaxSlots(): f64 {
  return maxSlots();
}
export function stackDepth(): i32 {
  return depth;
}

/** Where the table's buckets start in memory, and how many are in use: the loader reads the entries there to save them. */
export function tableBase(): u32 {
  return <u32>base();
}
export function tableBuckets(): i32 {
  return buckets();
}
/** Puts an entry read from a saved table (key halves, the excluded set, its cost). */
export function tablePut(lo: u32, hi: u32, excluded: u32, cost: u32): void {
  put((<u64>hi << 32) | <u64>lo, excluded, cost);
}
/** Entries a batch of {@link tablePutBatch} holds at most. */
const BATCH: i32 = 4096;
/** The batch: key lo, key hi, excluded, cost per entry (in a threads build as its memory holds it: ./unfilled.ts). */
const batch = ASC_FEATURE_THREADS ? unfilled<u32>(4 * BATCH) : changetype<StaticArray<u32>>(memory.data(16 * BATCH));
/** Where the loader writes a batch of entries, and how many it holds. */
export function batchBase(): u32 {
  return <u32>changetype<usize>(batch);
}
export function batchEntries(): i32 {
  return BATCH;
}
/** Puts the first `n` entries of the batch (a seed's, a peer's, a saved table's): one call instead of one an entry. */
export function tablePutBatch(n: i32): void {
  const at = changetype<usize>(batch);
  for (let i = 0; i < n; i++) {
    const w = at + (<usize>i << 4);
    put(load<u64>(w), load<u32>(w, 8), load<u32>(w, 12));
  }
}
/** Grows the table for `entries` more entries (a load's). */
export function tableReserve(entries: i32): void {
  reserve(entries);
}

// ---- for worker threads (src/search/kernel/kernelTaskEngine.ts, kernelFamily.ts) ----
let rootFrom: i32 = 0;

/** Lists the options of the component keyed (lo, hi), sorted, repeats dropped, for a caller that reads them all (any query under way is dropped): the number of records. */
export function listRoot(lo: u32, hi: u32): i32 {
  abandonQuery(0, 0);
  startListing(0xffffffff);
  rootFrom = orderTop;
  listOptions((<u64>hi << 32) | <u64>lo);
  sortOptions(rootFrom, orderTop);
  dropRepeats(rootFrom);
  return orderTop - rootFrom;
}
/** Record i of the last listing: its offset in the arena ([k, x, key₀ … key_{k−1}], u64 each). */
export function rootRecord(i: i32): i32 {
  return unchecked(order[rootFrom + i]);
}
/** Options of the last listing valued in full (no record): how many, and each value. */
export function rootKnownCount(): i32 {
  return knownTop;
}
export function rootKnown(i: i32): i32 {
  return unchecked(known[i]);
}
/** Where the arena starts in memory. */
export function arenaBase(): u32 {
  return <u32>changetype<usize>(arena);
}

/** Entries of searches of at least 2^cost expansions go to the share log too (33: none); empties the log. */
export function setShareCost(cost: u32): void {
  setShareCostOf(cost);
}
/** Where the share log starts in memory (lo, hi, excluded, cost per entry), and its entries. */
export function sharedBase(): u32 {
  return <u32>changetype<usize>(shared);
}
export function sharedCount(): i32 {
  return sharedTop >> 2;
}

/** The next queries list their first component's options from the last (1) or in order (0): a helper's. */
export function setFromLast(on: i32): void {
  setFromLastOf(on !== 0);
}

// ---- Chomp in a box (src/games/chomp/boxKernel.ts) ----
export { chompBits, chompP, chompRun, chompSetup } from "./chompBox";
