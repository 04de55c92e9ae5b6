// The kernel's transposition table (AssemblyScript): per component key, the nimbers known
// NOT to be its value (a 32-bit set; all but one excluded is an exact value), in linear
// memory allocated once. A bucket is 64 bytes (one cache line): 4 slots of a u64 key, the
// u32 excluded set (0: empty) and a u32 cost (log2 of the work that found it). A full bucket
// drops its cheapest entry: the replacement keeps what took long to learn.

const SLOT_BYTES: u32 = 16;
const BUCKET_BYTES: u32 = 64;
const SLOTS: u32 = 4;

let base: usize = 0;
let buckets: u64 = 0;
/** Entries held, and entries dropped to make room. */
export let filled: i32 = 0;
export let replaced: i32 = 0;

/** Allocates a table of `n` buckets (64 bytes each); called once an instance. */
export function allocate(n: i32): void {
  base = heap.alloc(<usize>n * BUCKET_BYTES + BUCKET_BYTES);
  base = (base + BUCKET_BYTES - 1) & ~(<usize>BUCKET_BYTES - 1);
  buckets = <u64>n;
  // memory the module grows into is zeroed: the table starts empty
  filled = 0;
  replaced = 0;
}

/** Empties the table. */
export function clear(): void {
  memory.fill(base, 0, <usize>buckets * BUCKET_BYTES);
  filled = 0;
  replaced = 0;
}

@inline
function bucketOf(key: u64): usize {
  let h = key * 0x9e3779b97f4a7c15;
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9;
  return base + <usize>(((h >> 32) * buckets) >> 32) * BUCKET_BYTES;
}

/** The excluded set of a key, 0 when the table knows nothing of it. */
export function get(key: u64): u32 {
  const b = bucketOf(key);
  for (let s: u32 = 0; s < SLOTS; s++) {
    const at = b + s * SLOT_BYTES;
    if (load<u64>(at) === key) return load<u32>(at, 8);
  }
  return 0;
}

/** Adds to what is known of a key: its excluded set grows, its cost is the largest seen. */
export function put(key: u64, excluded: u32, cost: u32): void {
  if (excluded === 0) return;
  const b = bucketOf(key);
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
  if (load<u32>(victim, 8) === 0) filled++;
  else replaced++;
  store<u64>(victim, key);
  store<u32>(victim, excluded, 8);
  store<u32>(victim, cost, 12);
}

/** The slots of the table. */
export function slots(): f64 {
  return <f64>buckets * <f64>SLOTS;
}
