// The entries a kernel passes to other kernels (AssemblyScript): with two or more worker
// threads (src/search/kernel/kernelTaskEngine.ts), each search that expanded at least
// 2^shareCost components writes its entry here as well as in its own table; the loader reads
// the log after a slice of work, posts it to the other workers and clears it. Entries are facts
// (nimbers a component's value is not), true in any table of the same graph: a full log drops
// the newest, which only costs a peer a search it could have skipped.

import { unfilled } from "./unfilled";

/** lo, hi, excluded, cost per entry. */
const CAPACITY: i32 = 1 << 15;
/** In the plain build static memory that starts zero, read as an array without bounds (./options.ts's arena). */
export const shared = ASC_FEATURE_THREADS ? unfilled<u32>(4 * CAPACITY) : changetype<StaticArray<u32>>(memory.data(16 * CAPACITY));
export let sharedTop: i32 = 0;
/** Entries whose cost is below this are kept to oneself (33: nothing is shared). */
let threshold: u32 = 33;

export function setShareCost(cost: u32): void {
  threshold = cost;
  sharedTop = 0;
}

@inline
export function share(key: u64, excluded: u32, cost: u32): void {
  if (cost < threshold || sharedTop === 4 * CAPACITY) return;
  const t = sharedTop;
  unchecked((shared[t] = <u32>key));
  unchecked((shared[t + 1] = <u32>(key >> 32)));
  unchecked((shared[t + 2] = excluded));
  unchecked((shared[t + 3] = cost));
  sharedTop = t + 4;
}
