import { describe, expect, it } from "vitest";
import { dropRepeats } from "../../src/search/_internals/dropRepeats.js";

/** Option records [k, x, lo₀, hi₀, …] written one after another; their offsets. */
function arenaOf(records: number[][]): { arena: Uint32Array; offsets: number[] } {
  const arena = new Uint32Array(records.reduce((n, r) => n + r.length, 0));
  const offsets: number[] = [];
  let at = 0;
  for (const r of records) {
    offsets.push(at);
    arena.set(r, at);
    at += r.length;
  }
  return { arena, offsets };
}

describe("dropRepeats", () => {
  it("keeps the first of each equal record, in order, with its score", () => {
    const { arena, offsets } = arenaOf([
      [1, 0, 5, 7], // a
      [1, 2, 5, 7], // another xor: not a repeat
      [1, 0, 5, 7], // a again
      [2, 0, 5, 7, 9, 1], // two parts
      [2, 0, 5, 7, 9, 2], // another second part
      [2, 0, 5, 7, 9, 1], // the two parts again
    ]);
    const order = Int32Array.from([99, ...offsets]);
    const score = Float64Array.from([0, 10, 11, 12, 13, 14, 15]);
    const end = dropRepeats(arena, order, score, 1, order.length);
    expect(end).toBe(5);
    expect(Array.from(order.subarray(1, end))).toEqual([offsets[0], offsets[1], offsets[3], offsets[4]]);
    expect(Array.from(score.subarray(1, end))).toEqual([10, 11, 13, 14]);
    expect(order[0]).toBe(99);
  });

  it("agrees with a set of the records written out, on random lists with many repeats", () => {
    let seed = 3;
    const rnd = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    for (let t = 0; t < 300; t++) {
      const records: number[][] = [];
      const n = 1 + rnd(100);
      for (let i = 0; i < n; i++) {
        const k = 1 + rnd(2);
        const r = [k, rnd(3)];
        for (let c = 0; c < k; c++) r.push(rnd(4), rnd(2));
        records.push(r);
      }
      const { arena, offsets } = arenaOf(records);
      const order = Int32Array.from(offsets);
      const score = new Float64Array(n);
      const end = dropRepeats(arena, order, score, 0, n);
      const expected: number[] = [];
      const seen = new Set<string>();
      records.forEach((r, i) => {
        if (!seen.has(r.join())) expected.push(offsets[i]!);
        seen.add(r.join());
      });
      expect(Array.from(order.subarray(0, end))).toEqual(expected);
    }
  });
});
