// The kernel's transposition table (AssemblyScript): per component key, the nimbers known
// NOT to be its value (a 32-bit set; all but one excluded is an exact value), in linear
// memory allocated once. A bucket is 64 bytes (one cache line): 4 slots of a u64 key, the
// u32 excluded set (0: empty) and a u32 cost (log2 of the work that found it). A full bucket
// drops its cheapest entry: the replacement keeps what took long to learn. The table starts
// small and doubles once half full, up to its bound (the memory is reserved once; a small
// table's look-ups stay in the caches, and only the pages in use are resident).
//
// Built with threads (scripts/kernel.mjs, kernel-shared-*.wasm), two instances on one shared
// memory search with one table (src/search/kernel/kernelShared.ts). A slot there holds the key
// folded with its entry (key ^ the entry times an odd constant, then the entry: excluded |
// cost << 32), so that a slot half written by the other thread reads as empty; it grows only
// while the other instance waits (the loader's lock).

import { everything } from "./graph";
import { FILTER_BITS, FILTER_FROM, filterBit, fold, mix } from "./tableHash";

const SLOT_BYTES: u32 = 16;
const BUCKET_BYTES: u32 = 64;
const SLOTS: u32 = 4;

let base: usize = 0;
let buckets: u64 = 0;
let maxBuckets: u64 = 0;
/**
 * Whether `entries` entries fill the table enough to double it: half its slots. Three quarters
 * took Cram 4 × 11 0.988 of the CPU at 126 MiB instead of 189, but full buckets then drop
 * entries so often that the count can stay below it: on 3 × 15 the entries settled at 195,569
 * of 262,144 slots and the table never grew again, and a search much larger than its table
 * searched five times as many positions (5 × 9 on two threads).
 */
@inline
function full(entries: u64): bool {
  return entries * 2 >= buckets * SLOTS;
}
/** The fewest buckets (16 KiB). */
const MIN_BUCKETS: u64 = 256;
let filter: usize = 0;
let filtering = false;
/** Entries held, and entries dropped to make room. */
export let filled: i32 = 0;
export let replaced: i32 = 0;

/**
 * Allocates a table of at most `n` buckets (64 bytes each), called once an instance: the last
 * of its memory, grown with the table ({@link cover}), so that a small search neither reserves
 * nor touches the bound (reserving it at once cost a garbage collection for the memory's sake).
 */
export function allocate(n: i32): void {
  maxBuckets = <u64>n;
  filtering = false;
  if (maxBuckets >= FILTER_FROM) filter = heap.alloc(<usize>(FILTER_BITS >> 3));
  // nothing is allocated after it
  base = (heap.alloc(BUCKET_BYTES) + BUCKET_BYTES - 1) & ~(<usize>BUCKET_BYTES - 1);
  buckets = maxBuckets < MIN_BUCKETS ? maxBuckets : MIN_BUCKETS;
  if (!cover(buckets)) unreachable();
  // memory the module grows into is zeroed: the table starts empty
  filled = 0;
  replaced = 0;
}

/** Grows the memory to hold `n` buckets from the table's base; false when it cannot. */
function cover(n: u64): bool {
  const pages = <i32>((<u64>base + n * BUCKET_BYTES + 0xffff) >> 16);
  const have = memory.size();
  return pages <= have || memory.grow(pages - have) >= 0;
}

/** Empties the table. */
export function clear(): void {
  memory.fill(base, 0, <usize>buckets * BUCKET_BYTES);
  buckets = maxBuckets < MIN_BUCKETS ? maxBuckets : MIN_BUCKETS;
  if (filtering) memory.fill(filter, 0, <usize>(FILTER_BITS >> 3));
  filtering = false;
  filled = 0;
  replaced = 0;
}

@inline
function bucketOf(h: u64): usize {
  return base + <usize>(((h >> 32) * buckets) >> 32) * BUCKET_BYTES;
}

@inline
function mark(h: u64): void {
  const bit = filterBit(h);
  const at = filter + (bit >> 3);
  store<u8>(at, load<u8>(at) | (<u8>1 << <u8>(bit & 7)));
}

/** The excluded set of a key, 0 when the table knows nothing of it. */
export function get(key: u64): u32 {
  const h = mix(key);
  if (filtering) {
    const bit = filterBit(h);
    if (((<u32>load<u8>(filter + (bit >> 3)) >> <u32>(bit & 7)) & 1) === 0) return 0;
  }
  const b = bucketOf(h);
  if (ASC_FEATURE_THREADS) return getShared(b, key);
  for (let s: u32 = 0; s < SLOTS; s++) {
    const at = b + s * SLOT_BYTES;
    if (load<u64>(at) === key) return load<u32>(at, 8);
  }
  return 0;
}

/** {@link get} in a shared table: a slot counts only when its key word and its entry agree. */
@inline
function getShared(b: usize, key: u64): u32 {
  for (let s: u32 = 0; s < SLOTS; s++) {
    const at = b + s * SLOT_BYTES;
    const entry = load<u64>(at, 8);
    if ((load<u64>(at) ^ fold(entry)) === key && <u32>entry !== 0) return <u32>entry;
  }
  return 0;
}

/** {@link put} in a shared table (which grows only by {@link growShared}): merged into the key's slot, else in place of the bucket's cheapest. */
function putShared(h: u64, key: u64, excluded: u32, cost: u32): void {
  const b = bucketOf(h);
  let victim: usize = b;
  let least: u64 = 0xffffffffffffffff;
  for (let s: u32 = 0; s < SLOTS; s++) {
    const at = b + s * SLOT_BYTES;
    const entry = load<u64>(at, 8);
    if (<u32>entry !== 0 && (load<u64>(at) ^ fold(entry)) === key) {
      const was = <u32>(entry >> 32);
      writeShared(at, key, <u32>entry | excluded, cost > was ? cost : was);
      return;
    }
    // an empty (or torn) slot beats any entry; among entries the cheapest goes
    const c = <u32>entry === 0 ? 0 : (entry >> 32) + 1;
    if (c < least) {
      least = c;
      victim = at;
    }
  }
  if (least === 0) filled++;
  else replaced++;
  if (filtering) mark(h);
  writeShared(victim, key, excluded, cost);
}

@inline
function writeShared(at: usize, key: u64, excluded: u32, cost: u32): void {
  const entry = <u64>excluded | (<u64>cost << 32);
  store<u64>(at, entry, 8);
  store<u64>(at, key ^ fold(entry));
}

// ---- a shared table's control words (src/search/kernel/kernelShared.ts lays them out): its
// buckets now (set by the loader, then by the instance that grows it), and each instance's
// entries put, on a cache line of its own ----
const CTRL_BUCKETS: usize = 8;
const CTRL_FILLED: usize = 64;
let ctrl: usize = 0;
let me: usize = 0;

/**
 * Places the table at `at` (64-byte aligned, zeroed, room for `n` buckets) in a memory shared
 * with another instance, its filter at `filterAt` (FILTER_BITS / 8 bytes) and its control words
 * at `ctrlAt`; this is instance `index` (0 or 1). The table grows only by {@link growShared},
 * while the other instance waits (the loader's lock).
 */
export function allocateShared(at: usize, n: i32, filterAt: usize, ctrlAt: usize, index: i32): void {
  base = at;
  maxBuckets = <u64>n;
  filter = filterAt;
  ctrl = ctrlAt;
  me = <usize>index;
  replaced = 0;
  syncShared();
}

/** Reads the shared table's size and this instance's count again (after the other grew it). */
export function syncShared(): void {
  buckets = <u64>load<u32>(ctrl, CTRL_BUCKETS);
  filtering = buckets >= FILTER_FROM;
  filled = load<i32>(ctrl + CTRL_FILLED * (me + 1));
}

/** The entries of the shared table, both instances' counts as last published (this one's published first). */
export function sharedFilled(): i32 {
  store<i32>(ctrl + CTRL_FILLED * (me + 1), filled);
  return load<i32>(ctrl + CTRL_FILLED) + load<i32>(ctrl + CTRL_FILLED * 2);
}

/** Whether the shared table is due to grow ({@link full}) and below its bound (this instance's count published first). */
export function sharedWantsGrowth(): bool {
  store<i32>(ctrl + CTRL_FILLED * (me + 1), filled);
  const both = <u64>load<i32>(ctrl + CTRL_FILLED) + <u64>load<i32>(ctrl + CTRL_FILLED * 2);
  return full(both) && buckets < maxBuckets;
}

/**
 * Doubles the shared table (or grows it to its bound), its entries placed again as {@link grow}
 * does, while the other instance waits. A slot whose two words disagree (written by both at
 * once) is dropped: its key is not in the graph or not of its bucket.
 */
export function growShared(): void {
  const old = buckets;
  buckets = old * 2 < maxBuckets ? old * 2 : maxBuckets;
  filtering = buckets >= FILTER_FROM;
  const all = everything();
  let n = 0;
  for (let b = <i64>old - 1; b >= 0; b--) {
    const at = base + <usize>b * BUCKET_BYTES;
    const w0 = load<u64>(at), e0 = load<u64>(at, 8);
    const w1 = load<u64>(at, 16), e1 = load<u64>(at, 24);
    const w2 = load<u64>(at, 32), e2 = load<u64>(at, 40);
    const w3 = load<u64>(at, 48), e3 = load<u64>(at, 56);
    memory.fill(at, 0, BUCKET_BYTES);
    n += placeShared(w0 ^ fold(e0), e0, old, b, all);
    n += placeShared(w1 ^ fold(e1), e1, old, b, all);
    n += placeShared(w2 ^ fold(e2), e2, old, b, all);
    n += placeShared(w3 ^ fold(e3), e3, old, b, all);
  }
  replaced += filled + load<i32>(ctrl + CTRL_FILLED * (2 - me)) - n;
  filled = n;
  store<u32>(ctrl, <u32>buckets, CTRL_BUCKETS);
  store<i32>(ctrl + CTRL_FILLED * (me + 1), n);
  store<i32>(ctrl + CTRL_FILLED * (2 - me), 0);
}

/** Places a slot's entry again while the shared table grows: 1 when placed, 0 for an empty or a torn slot. */
function placeShared(key: u64, entry: u64, old: u64, b: i64, all: u64): i32 {
  if (<u32>entry === 0 || (key & ~all) !== 0) return 0;
  const h = mix(key);
  if (<i64>(((h >> 32) * old) >> 32) !== b) return 0;
  const at = bucketOf(h);
  let victim: usize = at;
  let least: u64 = 0xffffffffffffffff;
  for (let s: u32 = 0; s < SLOTS; s++) {
    const slot = at + s * SLOT_BYTES;
    const e = load<u64>(slot, 8);
    const c = <u32>e === 0 ? 0 : (e >> 32) + 1;
    if (c < least) {
      least = c;
      victim = slot;
    }
  }
  if (filtering) mark(h);
  store<u64>(victim, entry, 8);
  store<u64>(victim, key ^ fold(entry));
  return least === 0 ? 1 : 0;
}

/** Adds to what is known of a key: its excluded set grows, its cost is the largest seen. */
export function put(key: u64, excluded: u32, cost: u32): void {
  if (excluded === 0) return;
  const h = mix(key);
  if (ASC_FEATURE_THREADS) {
    putShared(h, key, excluded, cost);
    return;
  }
  const b = bucketOf(h);
  let victim: usize = 0;
  let least: u32 = 0xffffffff;
  for (let s: u32 = 0; s < SLOTS; s++) {
    const at = b + s * SLOT_BYTES;
    const info = load<u32>(at, 8);
    if (info === 0) {
      if (least !== 0) {
        least = 0;
        victim = at;
      }
      continue;
    }
    if (load<u64>(at) === key) {
      store<u32>(at, info | excluded, 8);
      if (cost > load<u32>(at, 12)) store<u32>(at, cost, 12);
      return;
    }
    // an empty slot (least 0, excluded 0) beats any entry; among entries the cheapest goes
    const c = load<u32>(at, 12) + 1;
    if (c < least) {
      least = c;
      victim = at;
    }
  }
  if (load<u32>(victim, 8) === 0) {
    if (full(<u64>filled) && buckets < maxBuckets) {
      grow();
      put(key, excluded, cost);
      return;
    }
    filled++;
  } else replaced++;
  if (filtering) mark(h);
  store<u64>(victim, key);
  store<u32>(victim, excluded, 8);
  store<u32>(victim, cost, 12);
}

/**
 * Doubles the buckets (or grows them to the bound). A key's bucket is ⌊hash × buckets / 2^32⌋,
 * which never falls as the table grows: the old buckets are emptied from the last to the
 * first, each entry put again at its new bucket, at or after its old one, in a part already
 * emptied; the last growth (by less than 2) may meet a full bucket, which drops its cheapest.
 */
function grow(): void {
  const old = buckets;
  const next = old * 2 < maxBuckets ? old * 2 : maxBuckets;
  if (!cover(next)) {
    // the memory is refused: the table keeps its size, its replacement keeping what took long to learn
    maxBuckets = old;
    return;
  }
  buckets = next;
  // from this size on, the filter: every entry is placed again below, which sets its bit
  if (buckets >= FILTER_FROM && filter !== 0) filtering = true;
  const n = filled;
  filled = 0;
  for (let b = <i64>old - 1; b >= 0; b--) {
    const at = base + <usize>b * BUCKET_BYTES;
    // the bucket's entries, held while it is emptied
    const k0 = load<u64>(at), e0 = load<u32>(at, 8), c0 = load<u32>(at, 12);
    const k1 = load<u64>(at, 16), e1 = load<u32>(at, 24), c1 = load<u32>(at, 28);
    const k2 = load<u64>(at, 32), e2 = load<u32>(at, 40), c2 = load<u32>(at, 44);
    const k3 = load<u64>(at, 48), e3 = load<u32>(at, 56), c3 = load<u32>(at, 60);
    memory.fill(at, 0, BUCKET_BYTES);
    if (e0 !== 0) place(k0, e0, c0);
    if (e1 !== 0) place(k1, e1, c1);
    if (e2 !== 0) place(k2, e2, c2);
    if (e3 !== 0) place(k3, e3, c3);
  }
  replaced += n - filled;
}

/** Grows the table (within its bound) until `entries` more entries fill less than {@link full}: before a load, so that loaded entries do not replace each other. */
export function reserve(entries: i32): void {
  while (full(<u64>filled + <u64>entries) && buckets < maxBuckets) grow();
}

/** Puts an entry again while the table grows (no growth, no merge: keys are distinct). */
function place(key: u64, excluded: u32, cost: u32): void {
  const h = mix(key);
  const b = bucketOf(h);
  if (filtering) mark(h);
  let victim: usize = b;
  let least: u32 = 0xffffffff;
  for (let s: u32 = 0; s < SLOTS; s++) {
    const at = b + s * SLOT_BYTES;
    if (load<u32>(at, 8) === 0) {
      victim = at;
      least = 0;
      break;
    }
    const c = load<u32>(at, 12) + 1;
    if (c < least) {
      least = c;
      victim = at;
    }
  }
  if (least === 0) filled++;
  store<u64>(victim, key);
  store<u32>(victim, excluded, 8);
  store<u32>(victim, cost, 12);
}

/** The slots of the table now, and at its bound. */
export function maxSlots(): f64 {
  return <f64>maxBuckets * <f64>SLOTS;
}
export function slots(): f64 {
  return <f64>buckets * <f64>SLOTS;
}

/** Where the buckets start in memory (the loader reads entries there: 4 u32 a slot, key lo, key hi, excluded, cost). */
export function tableBase(): usize {
  return base;
}
/** The buckets in use now (64 bytes each). */
export function tableBuckets(): i32 {
  return <i32>buckets;
}
