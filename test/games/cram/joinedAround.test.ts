import { describe, expect, it } from "vitest";
import { joinedAfterAcross, joinedAfterDown } from "../../../src/games/cram/_internals/joinedAround.js";

/** Whether the set bits of W lines of H bits are one region (a plain flood fill over cells, written for the test). */
function connected(l: Int32Array, W: number, H: number): boolean {
  const cells: [number, number][] = [];
  for (let j = 0; j < W; j++) for (let i = 0; i < H; i++) if ((l[j]! >>> i) & 1) cells.push([j, i]);
  if (cells.length === 0) return true;
  const seen = new Set<string>([cells[0]!.join()]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    const [j, i] = stack.pop()!;
    for (const [a, b] of [
      [j - 1, i],
      [j + 1, i],
      [j, i - 1],
      [j, i + 1],
    ] as const) {
      if (a < 0 || a >= W || b < 0 || b >= H || !((l[a]! >>> b) & 1) || seen.has(`${a},${b}`)) continue;
      seen.add(`${a},${b}`);
      stack.push([a, b]);
    }
  }
  return seen.size === cells.length;
}

describe("whether a Cram region stays one when a domino is taken, from the cells round it", () => {
  it("never says joined when the cells left are not one region, on every region of 4 × 4, 3 × 5, 5 × 3, 2 × 7 and 7 × 2 lines", () => {
    let joined = 0;
    let split = 0;
    for (const [W, H] of [
      [4, 4],
      [3, 5],
      [5, 3],
      [2, 7],
      [7, 2],
    ] as const) {
      for (let m = 0; m < 2 ** (W * H); m++) {
        const l = new Int32Array(64);
        for (let j = 0; j < W; j++) l[j] = (m >>> (j * H)) & ((1 << H) - 1);
        if (!connected(l, W, H)) continue;
        for (let j = 0; j < W; j++)
          for (let i = 0; i < H; i++) {
            const b = l.slice();
            if (i + 1 < H && ((l[j]! >>> i) & 3) === 3) {
              b[j] = l[j]! & ~(3 << i);
              const says = joinedAfterDown(b, W, j, i);
              const is = connected(b, W, H);
              if (says) expect(is, `down ${j},${i} of ${Array.from(l.slice(0, W))}`).toBe(true);
              if (says) joined++;
              if (!is) split++;
              b[j] = l[j]!;
            }
            if (j + 1 < W && ((l[j]! & l[j + 1]!) >>> i) & 1) {
              b[j] = l[j]! & ~(1 << i);
              b[j + 1] = l[j + 1]! & ~(1 << i);
              const says = joinedAfterAcross(b, W, j, i);
              const is = connected(b, W, H);
              if (says) expect(is, `across ${j},${i} of ${Array.from(l.slice(0, W))}`).toBe(true);
              if (says) joined++;
              if (!is) split++;
            }
          }
      }
    }
    // both answers occur: the check is not vacuous
    expect(joined).toBeGreaterThan(50_000);
    expect(split).toBeGreaterThan(10_000);
  });

  it("sees a full 3 × 4 block stay one when its middle domino goes, a plus split by a domino at its centre not, and one cell left is one region", () => {
    // lines of 4 bits: the domino down line 1 at bits 1, 2 (the middle) leaves a ring
    const ring = Int32Array.from([15, 9, 15]);
    expect(joinedAfterDown(ring, 3, 1, 1)).toBe(true);
    // a plus of 5 cells (lines 2, 7, 2): the domino across lines 0, 1 at bit 1 leaves three cells apart
    const plus = Int32Array.from([0, 5, 2]);
    expect(joinedAfterAcross(plus, 3, 0, 1)).toBe(false);
    // a row of three cells in one line: the domino at bits 0, 1 leaves one cell, alone but one region
    expect(joinedAfterDown(Int32Array.from([4]), 1, 0, 0)).toBe(true);
  });
});
