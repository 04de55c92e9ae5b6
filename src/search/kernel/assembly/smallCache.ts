// The values of components by their vertex set as it lies (AssemblyScript): a direct-mapped
// cache in front of the end game (./endgame.ts) and of the large table's exact values
// (./options.ts's part), small enough to stay in the processor's caches. A hit skips the
// component's canonical key (its images under the rectangle's symmetries) and a look-up in the
// large table, which misses the caches. A value is a fact of the set: it never goes stale.

/** Entries (a power of two): 2^16 keys of 8 bytes and values of 1, 576 KiB. */
const BITS: u64 = 16;
const sets = new StaticArray<u64>(1 << <i32>BITS);
const values = new StaticArray<u8>(1 << <i32>BITS);

@inline
function slotOf(set: u64): i32 {
  return <i32>((set * 0x9e3779b97f4a7c15) >> (64 - BITS));
}

/** The value remembered for the set `set` (never empty), else −1. */
@inline
export function cachedValue(set: u64): i32 {
  const s = slotOf(set);
  return unchecked(sets[s]) === set ? <i32>unchecked(values[s]) : -1;
}

/** Remembers the value of the set `set`, in place of what its slot held. */
@inline
export function rememberValue(set: u64, v: i32): void {
  const s = slotOf(set);
  unchecked((sets[s] = set));
  unchecked((values[s] = <u8>v));
}

/** Forgets every value (a new graph). */
export function clearCache(): void {
  for (let s = 0; s < sets.length; s++) unchecked((sets[s] = 0));
}
