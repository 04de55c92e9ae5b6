// The search's memory: per component key, the nimbers known NOT to be its value (a 32-bit
// set; all but one excluded is an exact value), in one typed array of a fixed size chosen
// from a memory bound. A slot is 4 words (key lo, key hi, excluded set, cost); a bucket is
// 4 slots, 64 bytes (one cache line); a full bucket drops its cheapest entry.

/** Bytes a slot takes. */
export const SLOT_BYTES = 16;
const BUCKET = 4;

/** The value an excluded set names exactly (every other nimber 0 … 31 excluded), else −1. */
export function exactOf(excluded: number): number {
  const open = ~excluded >>> 0;
  return open !== 0 && (open & (open - 1)) === 0 ? 31 - Math.clz32(open) : -1;
}

/** The excluded set that names value v exactly. */
export const exactSet = (v: number): number => ~(1 << v) >>> 0;

/**
 * A transposition table of `slots` entries (a power of two, at least 4). A slot's excluded
 * set is 0 when it is empty (a stored entry always excludes something).
 */
export class TranspositionTable {
  /** The slots: [lo, hi, excluded, cost] each. */
  readonly words: Uint32Array;
  /** Slots in use. */
  filled = 0;
  /** Entries dropped to make room. */
  replaced = 0;
  private readonly bucketMask: number;

  constructor(readonly slots: number) {
    this.words = new Uint32Array(slots * 4);
    this.bucketMask = slots / BUCKET - 1;
  }

  /** The largest table within `bytes` (at least 1024 slots). */
  static forMemory(bytes: number): TranspositionTable {
    let slots = 1024;
    while (slots * 2 * SLOT_BYTES <= bytes && slots < 2 ** 30) slots *= 2;
    return new TranspositionTable(slots);
  }

  /** The bytes the table holds. */
  get bytes(): number {
    return this.slots * SLOT_BYTES;
  }

  /** The first word of a key's bucket. */
  private bucketOf(lo: number, hi: number): number {
    let h = Math.imul(lo ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(hi ^ (lo >>> 15), 0x85ebca77);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
    return (h & this.bucketMask) << 4;
  }

  /** The excluded set of a key (0: nothing known). */
  get(lo: number, hi: number): number {
    const w = this.words;
    const b = this.bucketOf(lo, hi);
    for (let i = b; i < b + 16; i += 4) if (w[i] === lo >>> 0 && w[i + 1] === hi >>> 0) return w[i + 2]!;
    return 0;
  }

  /** Adds `excluded` to what is known of a key; `cost` (0 … 255) ranks entries for replacement. */
  put(lo: number, hi: number, excluded: number, cost: number): void {
    const w = this.words;
    const b = this.bucketOf(lo, hi);
    let victim = -1;
    for (let i = b; i < b + 16; i += 4) {
      const info = w[i + 2]!;
      if (info === 0) {
        if (victim < 0 || w[victim + 2] !== 0) victim = i;
        continue;
      }
      if (w[i] === lo >>> 0 && w[i + 1] === hi >>> 0) {
        w[i + 2] = info | excluded;
        if (cost > w[i + 3]!) w[i + 3] = cost;
        return;
      }
      if (victim < 0 || (w[victim + 2] !== 0 && w[i + 3]! < w[victim + 3]!)) victim = i;
    }
    if (w[victim + 2] === 0) this.filled++;
    else this.replaced++;
    w[victim] = lo;
    w[victim + 1] = hi;
    w[victim + 2] = excluded;
    w[victim + 3] = cost;
  }
}
