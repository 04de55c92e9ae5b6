// The search's memory: per component key, the nimbers known NOT to be its value (a 32-bit
// set; all but one excluded is an exact value), in one typed array of a size chosen from a
// memory bound. A bucket is 64 bytes (one cache line, 16 words): 5 slots of 3 words (key lo,
// key hi, excluded set) and a word of the 5 slots' costs, 6 bits each. A full bucket drops its
// cheapest entry. The table starts small and doubles while it is half full, then grows once
// more to its bound, which may be any number of buckets (a key's bucket is a multiply-high of
// its hash, not a mask): a small table's look-ups miss the caches and the TLB less.

/** A key's hash: its bucket in a table of n buckets is ⌊hash × n / 2^32⌋ (the hash's high bits). */
export function keyHash(lo: number, hi: number): number {
  let h = Math.imul(lo ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(hi ^ (lo >>> 15), 0x85ebca77);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}

/** Bytes a bucket takes (one cache line). */
export const BUCKET_BYTES = 64;
/** Slots a bucket holds. */
export const BUCKET_SLOTS = 5;
/** The fewest buckets a table has (16 KiB). */
export const MIN_BUCKETS = 256;
/** The most buckets a table has (16 GiB). */
export const MAX_BUCKETS = 2 ** 28;
/** The largest cost kept (6 bits); a larger one is kept as this. */
export const MAX_COST = 63;
/** Words a bucket. */
const W = 16;
/** The word of a bucket holding its slots' costs. */
const COSTS = 15;

/** The buckets of the largest table within `bytes`, from {@link MIN_BUCKETS} to {@link MAX_BUCKETS}. */
export function bucketsWithin(bytes: number): number {
  return Math.max(MIN_BUCKETS, Math.min(MAX_BUCKETS, Math.floor(bytes / BUCKET_BYTES)));
}

/** The bytes of a table (or of tables) of `slots` slots. */
export const slotBytes = (slots: number): number => (slots / BUCKET_SLOTS) * BUCKET_BYTES;

/** The value an excluded set names exactly (every other nimber 0 … 31 excluded), else −1. */
export function exactOf(excluded: number): number {
  const open = ~excluded >>> 0;
  return open !== 0 && (open & (open - 1)) === 0 ? 31 - Math.clz32(open) : -1;
}

/** The excluded set that names value v exactly. */
export const exactSet = (v: number): number => ~(1 << v) >>> 0;

const bucketsOf = (slots: number): number => Math.max(MIN_BUCKETS, Math.min(MAX_BUCKETS, Math.ceil(slots / BUCKET_SLOTS)));

/**
 * A transposition table of at most `maxSlots` entries (rounded up to whole buckets of
 * {@link BUCKET_SLOTS}, at least {@link MIN_BUCKETS}). A slot's excluded set is 0 when it is
 * empty (a stored entry always excludes something).
 */
export class TranspositionTable {
  /** The buckets in use, 16 words each: [lo, hi, excluded] × 5 slots, then the costs (a view of the first buckets of `all`). */
  words: Uint32Array;
  /** The array the buckets live in: `words` until the first growth, then one of {@link maxBuckets}. */
  private all: Uint32Array;
  /** Buckets now (at most {@link maxBuckets}). */
  buckets: number;
  /** The most buckets: the memory bound. */
  readonly maxBuckets: number;
  /** Entries held. */
  filled = 0;
  /** Entries dropped to make room. */
  replaced = 0;
  /** buckets / 2^32: a key's hash times this, truncated, is its bucket. */
  private scale: number;
  private readonly moving = new Uint32Array(W);

  /**
   * @param maxSlots - the most slots: the memory bound
   * @param initialSlots - the slots to start with (the table doubles while half full, then grows to its bound)
   */
  constructor(maxSlots: number, initialSlots = maxSlots) {
    this.maxBuckets = bucketsOf(maxSlots);
    this.buckets = Math.min(this.maxBuckets, bucketsOf(initialSlots));
    this.words = new Uint32Array(this.buckets * W);
    this.all = this.words;
    this.scale = this.buckets / 2 ** 32;
  }

  /** The slots of the largest table within `bytes` ({@link bucketsWithin} buckets; no table made). */
  static slotsFor(bytes: number): number {
    return bucketsWithin(bytes) * BUCKET_SLOTS;
  }

  /** The largest table within `bytes` ({@link slotsFor}), starting at 2^14 buckets (1 MiB). */
  static forMemory(bytes: number): TranspositionTable {
    return new TranspositionTable(TranspositionTable.slotsFor(bytes), 2 ** 14 * BUCKET_SLOTS);
  }

  /** Slots now. */
  get slots(): number {
    return this.buckets * BUCKET_SLOTS;
  }

  /** The most slots. */
  get maxSlots(): number {
    return this.maxBuckets * BUCKET_SLOTS;
  }

  /** The bytes the table holds now. */
  get bytes(): number {
    return this.buckets * BUCKET_BYTES;
  }

  /** The excluded set of a key (0: nothing known). */
  get(lo: number, hi: number): number {
    const w = this.words;
    const b = ((keyHash(lo, hi) * this.scale) | 0) * W;
    const l = lo >>> 0;
    const h = hi >>> 0;
    for (let i = b; i < b + COSTS; i += 3) if (w[i] === l && w[i + 1] === h) return w[i + 2]!;
    return 0;
  }

  /** Adds `excluded` to what is known of a key; `cost` (0 … {@link MAX_COST}, larger kept as it) ranks entries for replacement. */
  put(lo: number, hi: number, excluded: number, cost: number): void {
    if (excluded === 0) return;
    this.store(lo, hi, excluded, cost > MAX_COST ? MAX_COST : cost < 0 ? 0 : cost);
  }

  /**
   * Grows the table (in place, to at most its bound) until `entries` would fill at most half
   * of it. Entries put in the order of their buckets in a larger table (a table file) all fall
   * in the first buckets of a small one, which would drop them there before it grew: so a
   * table that is to be given many entries at once is grown to hold them first.
   */
  reserve(entries: number): void {
    while (2 * entries > this.slots && this.buckets < this.maxBuckets) this.grow();
  }

  /** Calls `visit` with every entry: its key, excluded set and cost (in the table's order). */
  each(visit: (lo: number, hi: number, excluded: number, cost: number) => void): void {
    const w = this.words;
    for (let b = 0; b < w.length; b += W)
      for (let s = 0; s < BUCKET_SLOTS; s++) {
        const i = b + 3 * s;
        if (w[i + 2] !== 0) visit(w[i]!, w[i + 1]!, w[i + 2]!, (w[b + COSTS]! >>> (6 * s)) & 63);
      }
  }

  // put's work; retried here after a growth, so that a subclass's put sees each entry once
  private store(lo: number, hi: number, excluded: number, cost: number): void {
    const l = lo >>> 0;
    const h = hi >>> 0;
    const w = this.words;
    const b = ((keyHash(lo, hi) * this.scale) | 0) * W;
    const costs = w[b + COSTS]!;
    let empty = -1;
    let victim = 0;
    let least = MAX_COST + 1;
    for (let s = 0; s < BUCKET_SLOTS; s++) {
      const i = b + 3 * s;
      const info = w[i + 2]!;
      if (info === 0) {
        if (empty < 0) empty = s;
        continue;
      }
      const c = (costs >>> (6 * s)) & 63;
      if (w[i] === l && w[i + 1] === h) {
        w[i + 2] = info | excluded;
        if (cost > c) w[b + COSTS] = (costs & ~(63 << (6 * s))) | (cost << (6 * s));
        return;
      }
      if (c < least) {
        least = c;
        victim = s;
      }
    }
    if (empty >= 0) {
      if (2 * this.filled >= this.slots && this.buckets < this.maxBuckets) {
        this.grow();
        this.store(lo, hi, excluded, cost);
        return;
      }
      this.filled++;
      victim = empty;
    } else this.replaced++;
    const i = b + 3 * victim;
    w[i] = l;
    w[i + 1] = h;
    w[i + 2] = excluded;
    w[b + COSTS] = (costs & ~(63 << (6 * victim))) | (cost << (6 * victim));
  }

  /**
   * Grows the table in place to twice its buckets, or to its bound if that is less. The first
   * growth moves the buckets into one array of the bound's size (the system gives its pages
   * as they are first written, so memory grows with the buckets in use). An entry's bucket is
   * its hash times buckets / 2^32, which never falls as the table grows: so the old
   * buckets are emptied from the last to the first, each entry put again at its new bucket,
   * which is at or after its old one, in a part already emptied: no second table is held.
   * Doubling splits bucket b between 2b and 2b + 1; the last growth (by less than 2) may meet
   * a full bucket, which drops its cheapest entry, as a put does.
   */
  private grow(): void {
    const old = this.buckets;
    const n = Math.min(2 * old, this.maxBuckets);
    if (this.all.length < n * W) {
      let all: Uint32Array;
      try {
        all = new Uint32Array(this.maxBuckets * W);
      } catch {
        all = new Uint32Array(n * W); // the system would not reserve the largest: this size only
      }
      all.set(this.words);
      this.all = all;
    }
    this.buckets = n;
    this.words = this.all.subarray(0, n * W);
    this.scale = n / 2 ** 32;
    const w = this.words;
    const t = this.moving;
    for (let b = (old - 1) * W; b >= 0; b -= W) {
      for (let k = 0; k < W; k++) {
        t[k] = w[b + k]!;
        w[b + k] = 0;
      }
      for (let s = 0; s < BUCKET_SLOTS; s++) if (t[3 * s + 2] !== 0) this.place(t[3 * s]!, t[3 * s + 1]!, t[3 * s + 2]!, (t[COSTS]! >>> (6 * s)) & 63);
    }
  }

  /** Puts a moved entry (a key not in the table) in its bucket; if that is full, the cheapest of them and the entry goes. */
  private place(lo: number, hi: number, excluded: number, cost: number): void {
    const w = this.words;
    const b = ((keyHash(lo, hi) * this.scale) | 0) * W;
    const costs = w[b + COSTS]!;
    let victim = -1;
    let least = cost;
    for (let s = 0; s < BUCKET_SLOTS; s++) {
      if (w[b + 3 * s + 2] === 0) {
        victim = s;
        least = -1;
        break;
      }
      const c = (costs >>> (6 * s)) & 63;
      if (c < least) {
        least = c;
        victim = s;
      }
    }
    if (least >= 0) {
      this.filled--;
      this.replaced++;
      if (victim < 0) return; // the entry moved is the cheapest
    }
    const i = b + 3 * victim;
    w[i] = lo;
    w[i + 1] = hi;
    w[i + 2] = excluded;
    w[b + COSTS] = (costs & ~(63 << (6 * victim))) | (cost << (6 * victim));
  }
}
