import { describe, expect, it } from "vitest";
import { TranspositionTable } from "../../src/search/transpositionTable.js";

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

describe("the transposition table", () => {
  it("keeps its entries while it doubles in place, as a Map of the same puts does", () => {
    const rnd = random(5);
    const table = new TranspositionTable(1 << 20, 1 << 4);
    const map = new Map<string, number>();
    const keys: [number, number][] = [];
    for (let t = 0; t < 100_000; t++) {
      // a fresh key, or one put before (the excluded sets are merged)
      const [lo, hi] = t % 3 === 0 && keys.length > 0 ? keys[rnd() % keys.length]! : [rnd(), rnd() & 0x7fffffff];
      if (t % 3 !== 0) keys.push([lo, hi]);
      const excluded = (rnd() | 1) >>> 0;
      table.put(lo, hi, excluded, rnd() & 255);
      const k = `${lo},${hi}`;
      map.set(k, ((map.get(k) ?? 0) | excluded) >>> 0);
    }
    // a full bucket of 4 drops one entry even below half full (a few percent of puts)
    expect(table.replaced).toBeLessThan(map.size / 10);
    expect(table.slots).toBeGreaterThanOrEqual(2 * table.filled);
    let found = 0;
    for (const [k, v] of map) {
      const [lo, hi] = k.split(",").map(Number);
      const got = table.get(lo!, hi!);
      if (got === 0) continue;
      found++;
      // what is kept of a key is what was put for it (all of it, or the part put after a drop)
      if ((got & ~v) !== 0) expect([k, got]).toEqual([k, v]);
    }
    expect(found).toBe(table.filled);
    expect(found).toBeGreaterThan(map.size * 0.9);
  });

  it("at its bound drops entries but never answers with another key's set", () => {
    const rnd = random(9);
    const table = new TranspositionTable(1 << 10, 1 << 4);
    const map = new Map<string, number>();
    for (let t = 0; t < 20_000; t++) {
      const lo = rnd();
      const hi = rnd() & 0x7fffffff;
      const excluded = (rnd() | 1) >>> 0;
      table.put(lo, hi, excluded, rnd() & 255);
      map.set(`${lo},${hi}`, excluded);
    }
    expect(table.slots).toBe(1 << 10);
    expect(table.replaced).toBeGreaterThan(0);
    let found = 0;
    for (const [k, v] of map) {
      const [lo, hi] = k.split(",").map(Number);
      const got = table.get(lo!, hi!);
      if (got !== 0) {
        found++;
        if (got !== v) expect([k, got]).toEqual([k, v]);
      }
    }
    expect(found).toBe(table.filled);
  });

  it("slotsFor: the most slots (a power of two, 16 bytes each) within a memory bound, from 2^10 to 2^30", () => {
    for (const [bytes, slots] of [
      [2 ** 20, 2 ** 16], // 1 MiB: 65,536 slots of 16 bytes exactly
      [2 ** 20 - 1, 2 ** 15], // a byte short: the power of two below
      [64 * 2 ** 20, 2 ** 22],
      [Math.floor((64 * 2 ** 20) / 3), 2 ** 20], // 22,369,621 bytes: 1,398,101 slots fit, 2^20 the power of two below
      [0, 1024], // the least table
      [2 ** 40, 2 ** 30], // the largest
    ] as const) {
      expect([bytes, TranspositionTable.slotsFor(bytes)]).toEqual([bytes, slots]);
      expect(TranspositionTable.forMemory(bytes).maxSlots).toBe(slots);
    }
  });
});
