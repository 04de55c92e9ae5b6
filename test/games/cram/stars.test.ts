import { describe, expect, it } from "vitest";
import { reduceStars } from "../../../src/games/cram/_internals/stars.js";

/**
 * Cram's Grundy value of every set of cells of an r × c board, by its definition, written
 * here: a move fills two adjacent empty cells. Cell (row i, column j) is bit i + r·j, so that
 * column j is the line of r bits at r·j, as the search family keeps a region.
 */
function bruteForce(r: number, c: number): Uint8Array {
  const g = new Uint8Array(1 << (r * c));
  const dominoes: number[] = [];
  for (let j = 0; j < c; j++)
    for (let i = 0; i < r; i++) {
      if (i + 1 < r) dominoes.push((1 << (i + r * j)) | (1 << (i + 1 + r * j)));
      if (j + 1 < c) dominoes.push((1 << (i + r * j)) | (1 << (i + r * (j + 1))));
    }
  for (let m = 0; m < g.length; m++) {
    // every option of m is a subset, so a smaller number: already valued
    let seen = 0;
    for (const d of dominoes) if ((m & d) === d) seen |= 1 << g[m & ~d]!;
    let v = 0;
    while ((seen >> v) & 1) v++;
    g[m] = v;
  }
  return g;
}

const lines = new Int32Array(8);

describe("star reduction of a Cram region", () => {
  for (const [r, c] of [
    [4, 4],
    [3, 6],
    [2, 8],
  ] as const) {
    it(`keeps the value of every set of cells of ${r} × ${c} (against a brute force), removing cells only`, () => {
      const g = bruteForce(r, c);
      let reduced = 0;
      const bad: number[][] = [];
      for (let m = 0; m < g.length; m++) {
        for (let j = 0; j < c; j++) lines[j] = (m >> (r * j)) & ((1 << r) - 1);
        const removed = reduceStars(lines, 0, c - 1);
        let after = 0;
        for (let j = 0; j < c; j++) after |= lines[j]! << (r * j);
        // cells only removed, counted right, and the value kept
        if ((after & ~m) !== 0 || removed !== popcount(m & ~after) || g[after] !== g[m]) bad.push([m, after, g[m]!, g[after]!]);
        if (removed > 0) reduced++;
      }
      expect(bad.slice(0, 5)).toEqual([]);
      // the reduction does happen (a cell with two leaves is common)
      expect(reduced).toBeGreaterThan(g.length / 20);
    });
  }

  it("reduces a cell with three leaves to a domino, and leaves a path alone", () => {
    // T: the centre of the middle line, with leaves above, below and beside it, in 3 lines of 3 bits
    const t = Int32Array.from([0b000, 0b111, 0b010]);
    expect(reduceStars(t, 0, 2)).toBe(2);
    expect(popcount(t[0]!) + popcount(t[1]!) + popcount(t[2]!)).toBe(2);
    const path = Int32Array.from([0b1111]);
    expect(reduceStars(path, 0, 0)).toBe(0);
    expect(path[0]).toBe(0b1111);
  });
});

function popcount(x: number): number {
  let n = 0;
  for (let y = x; y !== 0; y &= y - 1) n++;
  return n;
}
