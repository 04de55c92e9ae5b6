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
});
