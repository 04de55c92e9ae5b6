import { describe, expect, it } from "vitest";
import { noLaw } from "../../src/pattern/noLaw.js";
import { GRUNDYS_GAME } from "../../src/index.js";
import { naiveSequence } from "../../src/sequence/index.js";

describe("noLaw", () => {
  it("records the largest value, where it first occurs, and the values rarest first", () => {
    const record = noLaw([0, 3, 1, 3, 1, 1, 7, 2, 7], { from: 1 });
    expect(record).toMatchObject({ kind: "none", status: "none", from: 1, largest: { value: 7, at: 7 }, verifiedTo: 9 });
    expect(record.counts).toEqual([
      { value: 0, count: 1 },
      { value: 2, count: 1 },
      { value: 3, count: 2 },
      { value: 7, count: 2 },
      { value: 1, count: 3 },
    ]);
  });

  it("Grundy's game to n = 100: values by a mex over unequal splits written here", () => {
    const g: number[] = [];
    for (let n = 0; n < 101; n++) {
      const seen = new Set<number>();
      for (let a = 1; 2 * a < n; a++) seen.add(g[a]! ^ g[n - a]!);
      let m = 0;
      while (seen.has(m)) m++;
      g.push(m);
    }
    expect(Array.from(naiveSequence(GRUNDYS_GAME, 101))).toEqual(g);
    const record = noLaw(g);
    const max = Math.max(...g);
    expect(record.largest).toEqual({ value: max, at: g.indexOf(max) });
    expect(record.counts.length).toBeLessThanOrEqual(16);
    expect(record.counts[0]!.count).toBe(Math.min(...[...new Set(g)].map((v) => g.filter((x) => x === v).length)));
  });
});
