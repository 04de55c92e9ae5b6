import { describe, expect, it } from "vitest";
import { BUCKET_BYTES, BUCKET_SLOTS, bucketsWithin, keyHash, MAX_BUCKETS, MIN_BUCKETS, slotBytes, TranspositionTable } from "../../src/search/transpositionTable.js";
import { seededUint32 } from "../helpers/random.js";

/** What was put for each key, by a Map: every set put (their union) and the last one. */
class Model {
  readonly union = new Map<string, number>();
  readonly last = new Map<string, number>();
  put(lo: number, hi: number, excluded: number): void {
    const k = `${lo >>> 0},${hi >>> 0}`;
    this.union.set(k, ((this.union.get(k) ?? 0) | excluded) >>> 0);
    this.last.set(k, excluded >>> 0);
  }
  /** A look-up is right when it is 0 (dropped or never put) or holds the last set put for the key and nothing never put for it. */
  check(lo: number, hi: number, got: number): void {
    if (got === 0) return;
    const k = `${lo >>> 0},${hi >>> 0}`;
    const union = this.union.get(k) ?? 0;
    const last = this.last.get(k) ?? 0;
    if ((got & ~union) !== 0 || (last & ~got) !== 0) expect([k, got >>> 0]).toEqual([k, `a superset of ${last} within ${union}`]);
  }
}

/** `count` distinct keys whose hashes have the same top 16 bits `top`: one bucket of any table of at most 2^16 buckets that is a power of two. */
function crowd(top: number, count: number, seed = top): [number, number][] {
  const rnd = seededUint32(seed);
  const keys: [number, number][] = [];
  while (keys.length < count) {
    const [lo, hi] = [rnd(), rnd() & 0xffff];
    if (keyHash(lo, hi) >>> 16 === top) keys.push([lo, hi]);
  }
  return keys;
}

/** Puts random and colliding keys, checking every look-up against the model; returns the count of puts of a key not in the table. */
function exercise(table: TranspositionTable, model: Model, rnd: () => number, puts: number): number {
  const keys: [number, number][] = [];
  const crowded = [crowd(0, 12), crowd(0xffff, 12), crowd(0x8000, 12)];
  let inserted = 0;
  for (let t = 0; t < puts; t++) {
    const r = rnd() % 10;
    // a fresh key; a key put before; a key of one of three crowded buckets (12 keys each)
    const [lo, hi] = r < 5 || keys.length === 0 ? [rnd(), rnd()] : r < 8 ? keys[rnd() % keys.length]! : crowded[rnd() % 3]![rnd() % 12]!;
    keys.push([lo, hi]);
    const before = table.get(lo, hi);
    model.check(lo, hi, before);
    if (before === 0) inserted++;
    const excluded = (rnd() | (1 << (rnd() % 32))) >>> 0;
    table.put(lo, hi, excluded, rnd() % 80);
    model.put(lo, hi, excluded);
    const after = table.get(lo, hi);
    expect((after & excluded) >>> 0).toBe(excluded); // the entry just put is there
    model.check(lo, hi, after);
    // a key never put (the model says what to expect: nothing, or a set it was given)
    const [olo, ohi] = [rnd(), rnd()];
    model.check(olo, ohi, table.get(olo, ohi));
  }
  return inserted;
}

describe("the transposition table", () => {
  it("agrees with a Map of the same puts while it doubles in place and grows to a bound of any size", () => {
    const rnd = seededUint32(5);
    // 1,000 buckets: 256 → 512 → 1,000 (a last growth by less than 2)
    const table = new TranspositionTable(1000 * BUCKET_SLOTS, MIN_BUCKETS * BUCKET_SLOTS);
    expect(table.buckets).toBe(256);
    const model = new Model();
    let inserted = 0;
    const sizes = new Set<number>();
    for (let round = 0; round < 12; round++) {
      inserted += exercise(table, model, rnd, 500);
      sizes.add(table.buckets);
      // each entry once, of a key put, consistent with the model; filled counts them
      let n = 0;
      const keys = new Set<string>();
      table.each((lo, hi, excluded, cost) => {
        n++;
        keys.add(`${lo},${hi}`);
        expect(model.union.has(`${lo},${hi}`)).toBe(true);
        model.check(lo, hi, excluded);
        expect(cost).toBeLessThanOrEqual(63);
      });
      expect([round, n, keys.size]).toEqual([round, table.filled, table.filled]);
      // every new key either fills a slot or replaces an entry (in a put or in a growth)
      expect(table.filled + table.replaced).toBe(inserted);
    }
    expect([...sizes].sort((a, b) => a - b)).toEqual([256, 512, 1000]);
    expect(table.replaced).toBeGreaterThan(0); // the crowded buckets, and the table full
    expect(table.bytes).toBe(1000 * BUCKET_BYTES);
  });

  it("a doubling keeps every entry; a last growth by a little drops only what it counts", () => {
    const entries = (t: TranspositionTable) => {
      const all = new Map<string, number>();
      t.each((lo, hi, excluded) => all.set(`${lo},${hi}`, excluded));
      return all;
    };
    for (const max of [1024, 260]) {
      const rnd = seededUint32(max);
      const table = new TranspositionTable(max * BUCKET_SLOTS, 256 * BUCKET_SLOTS);
      let inserted = 0;
      const growths: [number, number][] = [];
      while (table.buckets < max) {
        const before = entries(table);
        const [buckets, replaced] = [table.buckets, table.replaced];
        const [lo, hi] = [rnd(), rnd()];
        table.put(lo, hi, 3, rnd() % 64);
        inserted++;
        expect(table.filled + table.replaced).toBe(inserted);
        if (table.buckets === buckets) continue;
        growths.push([buckets, table.buckets]);
        const after = entries(table);
        // every entry after the growth was there before (or is the one just put), with its set
        for (const [k, v] of after) if (k !== `${lo},${hi}`) expect([k, before.get(k)]).toEqual([k, v]);
        const lost = before.size + 1 - after.size;
        expect(lost).toBe(table.replaced - replaced);
        if (table.buckets === 2 * buckets) expect([buckets, lost]).toEqual([buckets, 0]);
        else expect(lost).toBeGreaterThan(0); // 256 → 260 buckets: most new buckets draw on two old ones, some full
      }
      expect(growths).toEqual(
        max === 1024
          ? [
              [256, 512],
              [512, 1024],
            ]
          : [[256, 260]],
      );
    }
  });

  it("below its bound, drops only from full buckets: structured keys spread over the buckets as random ones do", () => {
    const rates: number[] = [];
    for (const [name, key] of [
      ["random", (_i: number, rnd: () => number) => [rnd(), rnd()]],
      ["consecutive low words", (i: number) => [i, 0]],
      ["consecutive high words", (i: number) => [0, i]],
      ["Cram-like: cells in lo, a height in the top bits of hi", (i: number) => [i & 0x3ffff, ((i >>> 18) << 27) | 3]],
    ] as const) {
      const rnd = seededUint32(7);
      const table = new TranspositionTable(2 ** 16 * BUCKET_SLOTS, 2 ** 16 * BUCKET_SLOTS);
      // 40 % full at the end (2 keys a bucket on average): a bucket of 5 overflows rarely if the buckets are even
      const n = Math.floor(0.4 * table.slots);
      for (let i = 0; i < n; i++) {
        const [lo, hi] = key(i, rnd) as [number, number];
        table.put(lo, hi, 1, 1);
      }
      expect([name, table.filled + table.replaced]).toEqual([name, n]);
      rates.push(table.replaced / n);
    }
    // about 1.1 % of the puts (Poisson buckets); the structured keys within 20 % of the random ones
    expect(rates[0]).toBeLessThan(0.015);
    for (const r of rates) expect(Math.abs(r / rates[0]! - 1)).toBeLessThan(0.2);
  });

  it("a full bucket drops its cheapest entry", () => {
    const table = new TranspositionTable(MIN_BUCKETS * BUCKET_SLOTS);
    const keys = crowd(0x1234, 7);
    const [lo, hi] = keys.pop()!;
    const costs = [10, 20, 5, 30, 40, 50];
    keys.forEach(([lo, hi], i) => table.put(lo, hi, 1 << i, costs[i]!));
    expect(keys.map(([lo, hi]) => table.get(lo, hi))).toEqual([1, 2, 0, 8, 16, 32]);
    expect([table.filled, table.replaced]).toEqual([5, 1]);
    // a put to a kept key raises its cost: then the next entry drops another (20 is the cheapest now)
    table.put(keys[0]![0], keys[0]![1], 64, 60);
    expect(table.get(keys[0]![0], keys[0]![1])).toBe(65);
    table.put(lo, hi, 1, 1);
    expect(keys.map(([l, h]) => table.get(l, h))).toEqual([65, 0, 0, 8, 16, 32]);
    expect(table.get(lo, hi)).toBe(1);
    // a cost above 63 is kept as 63
    let cost = -1;
    table.put(keys[5]![0], keys[5]![1], 1, 1000);
    table.each((l, h, _e, c) => {
      if (l === keys[5]![0] && h === keys[5]![1]) cost = c;
    });
    expect(cost).toBe(63);
  });

  it("slotsFor: the most buckets of 64 bytes (5 slots each) within a memory bound, any number of them, from 2^8 to 2^28", () => {
    for (const [bytes, buckets] of [
      [2 ** 20, 2 ** 14], // 1 MiB: 16,384 buckets exactly
      [2 ** 20 - 1, 2 ** 14 - 1], // a byte short: a bucket fewer
      [954 * 2 ** 20, 954 * 2 ** 14], // not a power of two
      [2 ** 30 - 70 * 2 ** 20 + 63, (2 ** 30 - 70 * 2 ** 20) / 64],
      [0, 256], // the least table
      [2 ** 40, 2 ** 28], // the largest
    ] as const) {
      expect([bytes, bucketsWithin(bytes)]).toEqual([bytes, buckets]);
      expect([bytes, TranspositionTable.slotsFor(bytes)]).toEqual([bytes, buckets * 5]);
      expect(slotBytes(TranspositionTable.slotsFor(bytes))).toBe(buckets * 64);
    }
    expect([MIN_BUCKETS, MAX_BUCKETS]).toEqual([256, 2 ** 28]);
    const t = TranspositionTable.forMemory(3 * 2 ** 20);
    expect([t.buckets, t.maxBuckets, t.maxSlots]).toEqual([2 ** 14, 3 * 2 ** 14, 15 * 2 ** 14]);
  });
});
