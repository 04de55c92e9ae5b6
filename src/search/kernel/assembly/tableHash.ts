// The kernel table's hashes (AssemblyScript, ./table.ts): a key's mix (its bucket and its
// filter bit), the filter's size, and the fold of a shared slot's entry into its key word.

/** A key's hash: a bijection of 64-bit words (the bucket takes its top bits). */
@inline
export function mix(key: u64): u64 {
  let h = key * 0x9e3779b97f4a7c15;
  h ^= h >> 29;
  return h * 0xbf58476d1ce4e5b9;
}

/**
 * A one-bit-a-key filter of what the table may hold, once the table is past the caches: a
 * look-up whose bit is clear answers "nothing known" without the table's cache line (most
 * look-ups of a large search are for components never stored). Bits are set by put and place
 * only and never cleared until the table is; a stale bit only costs the look-up it would have
 * saved, and a clear bit is never wrong (every stored key set its bit).
 */
export const FILTER_BITS: u64 = 1 << 23;
/** The table's size (in buckets) from which the filter is used: 8 MiB. */
export const FILTER_FROM: u64 = 1 << 17;
/** The bytes of the filter (the loader lays out a shared table). */
export const FILTER_BYTES: i32 = <i32>(FILTER_BITS >> 3);

/** The filter's bit of a key's hash (bits 8 … 31: the bucket uses the top ones). */
@inline
export function filterBit(h: u64): usize {
  return <usize>((h >> 8) & (FILTER_BITS - 1));
}

/** The fold of a shared slot's entry into its key word: a bijection that spreads the entry over all 64 bits. */
@inline
export function fold(entry: u64): u64 {
  return entry * 0xd6e8feb86659fd93;
}
