import { describe, expect, it } from "vitest";
import { strip } from "../../../src/games/cram/_internals/dawson.js";
import { MAX_CELLS } from "../../../src/games/cram/board.js";

describe("strip", () => {
  it("is Dawson's Kayles on every strip a board can have: the mex of a ⊕ (n − 2 − a), worked here", () => {
    const d = [0, 0];
    for (let n = 2; n <= MAX_CELLS; n++) {
      const seen = new Uint8Array(64);
      for (let a = 0; a + 2 <= n; a++) seen[d[a]! ^ d[n - 2 - a]!] = 1;
      let g = 0;
      while (seen[g]) g++;
      d.push(g);
    }
    const wrong: number[] = [];
    for (let n = 0; n <= MAX_CELLS; n++) if (strip(n) !== d[n]) wrong.push(n);
    expect(wrong).toEqual([]);
    // past the table: the heap sequence's proven period (34, from 52 on) carries on
    expect(strip(MAX_CELLS + 1 + 34 * 100)).toBe(d[MAX_CELLS + 1 - 34]);
  });
});
