// The search's memory: per component key, the nimbers known NOT to be its value (a 32-bit
// set; all but one excluded is an exact value), in one typed array of a fixed size chosen
// from a memory bound. A slot is 4 words (key lo, key hi, excluded set, cost); a bucket is
// 4 slots, 64 bytes (one cache line); a full bucket drops its cheapest entry. The table
// starts small and doubles while it is half full, up to its bound: a small table's look-ups
// miss the caches and the TLB less.
/** Bytes a slot takes. */
export const SLOT_BYTES = 16;
const BUCKET = 4;
/** The value an excluded set names exactly (every other nimber 0 … 31 excluded), else −1. */
export function exactOf(excluded) {
    const open = ~excluded >>> 0;
    return open !== 0 && (open & (open - 1)) === 0 ? 31 - Math.clz32(open) : -1;
}
/** The excluded set that names value v exactly. */
export const exactSet = (v) => ~(1 << v) >>> 0;
/**
 * A transposition table of `slots` entries (a power of two, at least 4). A slot's excluded
 * set is 0 when it is empty (a stored entry always excludes something).
 */
export class TranspositionTable {
    maxSlots;
    /** The slots in use: [lo, hi, excluded, cost] each (a view of the first slots of `all`). */
    words;
    /** The array the slots live in: `words` until the first doubling, then one of {@link maxSlots}. */
    all;
    /** Slots now (a power of two, at most {@link maxSlots}). */
    slots;
    /** Slots in use. */
    filled = 0;
    /** Entries dropped to make room. */
    replaced = 0;
    bucketMask;
    /**
     * @param maxSlots - the most slots (a power of two, at least 4): the memory bound
     * @param initialSlots - the slots to start with (a power of two; the table doubles while half full)
     */
    constructor(maxSlots, initialSlots = maxSlots) {
        this.maxSlots = maxSlots;
        this.slots = Math.min(initialSlots, maxSlots);
        this.words = new Uint32Array(this.slots * 4);
        this.all = this.words;
        this.bucketMask = this.slots / BUCKET - 1;
    }
    /** The largest table within `bytes` (at least 1024 slots), starting at 2^16 slots (1 MiB). */
    static forMemory(bytes) {
        let slots = 1024;
        while (slots * 2 * SLOT_BYTES <= bytes && slots < 2 ** 30)
            slots *= 2;
        return new TranspositionTable(slots, 1 << 16);
    }
    /** The bytes the table holds now. */
    get bytes() {
        return this.slots * SLOT_BYTES;
    }
    /**
     * Doubles the table in place. The first doubling moves the slots into one array of the
     * largest size (the system gives its pages as they are first written, so memory grows with
     * the slots in use); from then on a bucket b of the old half keeps its entries or moves them
     * to bucket b + (old buckets), which only b fills: no second table is ever held.
     */
    grow() {
        const oldBuckets = this.slots / BUCKET;
        if (this.all.length < this.slots * 8) {
            let all;
            try {
                all = new Uint32Array(this.maxSlots * 4);
            }
            catch {
                all = new Uint32Array(this.slots * 8); // the system would not reserve the largest: the next size only
            }
            all.set(this.words);
            this.all = all;
        }
        this.slots *= 2;
        this.words = this.all.subarray(0, this.slots * 4);
        this.bucketMask = this.slots / BUCKET - 1;
        const w = this.words;
        for (let b = 0; b < oldBuckets; b++) {
            let to = (b + oldBuckets) << 4;
            for (let i = b << 4; i < (b << 4) + 16; i += 4) {
                if (w[i + 2] === 0 || this.bucketOf(w[i], w[i + 1]) === b << 4)
                    continue;
                for (let k = 0; k < 4; k++) {
                    w[to + k] = w[i + k];
                    w[i + k] = 0;
                }
                to += 4;
            }
        }
    }
    /** The first word of a key's bucket. */
    bucketOf(lo, hi) {
        let h = Math.imul(lo ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(hi ^ (lo >>> 15), 0x85ebca77);
        h ^= h >>> 15;
        h = Math.imul(h, 0x2c1b3c6d);
        h ^= h >>> 12;
        return (h & this.bucketMask) << 4;
    }
    /** The excluded set of a key (0: nothing known). */
    get(lo, hi) {
        const w = this.words;
        const b = this.bucketOf(lo, hi);
        for (let i = b; i < b + 16; i += 4)
            if (w[i] === lo >>> 0 && w[i + 1] === hi >>> 0)
                return w[i + 2];
        return 0;
    }
    /** Adds `excluded` to what is known of a key; `cost` (0 … 255) ranks entries for replacement. */
    put(lo, hi, excluded, cost) {
        this.store(lo, hi, excluded, cost);
    }
    // put's work; retried here after a growth, so that a subclass's put sees each entry once
    store(lo, hi, excluded, cost) {
        const w = this.words;
        const b = this.bucketOf(lo, hi);
        let victim = -1;
        for (let i = b; i < b + 16; i += 4) {
            const info = w[i + 2];
            if (info === 0) {
                if (victim < 0 || w[victim + 2] !== 0)
                    victim = i;
                continue;
            }
            if (w[i] === lo >>> 0 && w[i + 1] === hi >>> 0) {
                w[i + 2] = info | excluded;
                if (cost > w[i + 3])
                    w[i + 3] = cost;
                return;
            }
            if (victim < 0 || (w[victim + 2] !== 0 && w[i + 3] < w[victim + 3]))
                victim = i;
        }
        if (w[victim + 2] === 0) {
            if (2 * this.filled >= this.slots && this.slots < this.maxSlots) {
                this.grow();
                this.store(lo, hi, excluded, cost);
                return;
            }
            this.filled++;
        }
        else
            this.replaced++;
        w[victim] = lo;
        w[victim + 1] = hi;
        w[victim + 2] = excluded;
        w[victim + 3] = cost;
    }
}
//# sourceMappingURL=transpositionTable.js.map