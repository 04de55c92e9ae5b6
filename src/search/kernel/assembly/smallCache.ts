// The values of components by their vertex set as it lies (AssemblyScript): a direct-mapped
// cache in front of the end game (./endgame.ts) and of the large table's exact values
// (./options.ts's part), small enough to stay in the processor's second-level cache. A hit
// skips the component's canonical key (its images under the rectangle's symmetries) and a
// look-up in the large table, which misses the caches. A value is a fact of the set: it never
// goes stale.
//
// One word a slot. The set is multiplied by an odd constant (a bijection on 64-bit words); the
// product's top BITS bits are the slot, so the word keeps only its other bits, and the value
// plus one takes the top BITS bits (a word of 0 is an empty slot).

/** Slots (a power of two): 2^14 words, 128 KiB. Measured on Cram 4 × 11: 2^16 slots in two arrays (576 KiB) took 1.07 times as long as 2^14; 2^12 and 2^13 were level with it. */
const BITS: u64 = 14;
const LOW: u64 = (<u64>1 << (64 - BITS)) - 1;
const slots = new StaticArray<u64>(1 << <i32>BITS);

/** The value remembered for the set `set` (never empty), else −1. */
@inline
export function cachedValue(set: u64): i32 {
  const h = set * 0x9e3779b97f4a7c15;
  const w = unchecked(slots[<i32>(h >> (64 - BITS))]);
  return ((w ^ h) & LOW) === 0 && w !== 0 ? <i32>(w >> (64 - BITS)) - 1 : -1;
}

/** Remembers the value of the set `set` (below 2^BITS − 1), in place of what its slot held. */
@inline
export function rememberValue(set: u64, v: i32): void {
  const h = set * 0x9e3779b97f4a7c15;
  unchecked((slots[<i32>(h >> (64 - BITS))] = (h & LOW) | ((<u64>v + 1) << (64 - BITS))));
}

/** Forgets every value (a new graph). */
export function clearCache(): void {
  for (let s = 0; s < slots.length; s++) unchecked((slots[s] = 0));
}
