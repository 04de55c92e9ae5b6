// The search's memory: per component key, the nimbers known NOT to be its value (a 32-bit
// set; all but one excluded is an exact value), in typed arrays of a fixed size chosen from
// a memory bound. Buckets of 4 slots; a full bucket drops its cheapest entry.

/** Bytes a slot takes: key (2 × 4), excluded set (4), cost (1). */
export const SLOT_BYTES = 13;
const BUCKET = 4;

/** The value an excluded set names exactly (every other nimber 0 … 31 excluded), else −1. */
export function exactOf(excluded: number): number {
  const open = ~excluded >>> 0;
  return open !== 0 && (open & (open - 1)) === 0 ? 31 - Math.clz32(open) : -1;
}

/** The excluded set that names value v exactly. */
export const exactSet = (v: number): number => ~(1 << v) >>> 0;

/** The slot index of a key's bucket. */
function bucketOf(lo: number, hi: number, mask: number): number {
  let h = Math.imul(lo ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(hi ^ (lo >>> 15), 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h & mask) * BUCKET;
}

/**
 * A transposition table of `slots` entries (a power of two, at least 4). Entry `info` is the
 * set of excluded nimbers, 0 for an empty slot (a stored entry always excludes something).
 */
export class TranspositionTable {
  readonly lo: Uint32Array;
  readonly hi: Uint32Array;
  readonly info: Uint32Array;
  readonly cost: Uint8Array;
  /** Slots in use. */
  filled = 0;
  /** Entries dropped to make room. */
  replaced = 0;
  private readonly bucketMask: number;

  constructor(readonly slots: number) {
    this.lo = new Uint32Array(slots);
    this.hi = new Uint32Array(slots);
    this.info = new Uint32Array(slots);
    this.cost = new Uint8Array(slots);
    this.bucketMask = slots / BUCKET - 1;
  }

  /** The largest table within `bytes` (at least 1024 slots). */
  static forMemory(bytes: number): TranspositionTable {
    let slots = 1024;
    while (slots * 2 * SLOT_BYTES <= bytes && slots < 2 ** 31) slots *= 2;
    return new TranspositionTable(slots);
  }

  /** The bytes the table holds. */
  get bytes(): number {
    return this.slots * SLOT_BYTES;
  }

  /** The excluded set of a key (0: nothing known). */
  get(lo: number, hi: number): number {
    const b = bucketOf(lo, hi, this.bucketMask);
    const L = this.lo;
    const H = this.hi;
    const I = this.info;
    for (let i = b; i < b + BUCKET; i++) if (L[i] === lo && H[i] === hi && I[i] !== 0) return I[i]!;
    return 0;
  }

  /** Adds `excluded` to what is known of a key; `cost` (0 … 255) ranks entries for replacement. */
  put(lo: number, hi: number, excluded: number, cost: number): void {
    const b = bucketOf(lo, hi, this.bucketMask);
    const L = this.lo;
    const H = this.hi;
    const I = this.info;
    const C = this.cost;
    let victim = -1;
    for (let i = b; i < b + BUCKET; i++) {
      const info = I[i]!;
      if (info === 0) {
        if (victim < 0 || I[victim] !== 0) victim = i;
        continue;
      }
      if (L[i] === lo && H[i] === hi) {
        I[i] = (info | excluded) >>> 0;
        if (cost > C[i]!) C[i] = cost;
        return;
      }
      if (victim < 0 || (I[victim] !== 0 && C[i]! < C[victim]!)) victim = i;
    }
    if (I[victim] === 0) this.filled++;
    else this.replaced++;
    L[victim] = lo;
    H[victim] = hi;
    I[victim] = excluded >>> 0;
    C[victim] = cost;
  }
}
