// The values of codes whose moves may leave three heaps (the pair-set method of
// src/heap/_internals/tripleFill.ts behind heapValues and sparseSequence), against a brute force
// written here that lists every split.
import { describe, expect, it } from "vitest";
import { heapValues } from "../../src/heap/heapValues.js";
import { parseHeapGame, sparseSequence } from "../../src/sequence/index.js";

/** G(0) … G(count − 1) of "d0.d1d2…": every removal i, every way to leave n − i as 0 … 3 non-empty heaps the digit allows. */
function brute(code: string, count: number): number[] {
  const [whole, frac] = code.split(".") as [string, string];
  const digits = [Number.parseInt(whole, 16), ...[...frac].map((ch) => Number.parseInt(ch, 16))];
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const options: number[] = [];
    for (let i = 0; i < digits.length && i <= n; i++) {
      const d = digits[i]!;
      const r = n - i;
      if (i > 0 && d & 1 && r === 0) options.push(0);
      if (i > 0 && d & 2 && r > 0) options.push(g[r]!);
      if (d & 4) for (let x = 1; x < r; x++) options.push(g[x]! ^ g[r - x]!);
      if (d & 8) for (let x = 1; x < r; x++) for (let y = 1; x + y < r; y++) options.push(g[x]! ^ g[y]! ^ g[r - x - y]!);
    }
    let mex = 0;
    while (options.includes(mex)) mex++;
    g.push(mex);
  }
  return g;
}

describe("values of codes with three-heap splits", () => {
  it("equal the brute force on 90 heaps for codes with splits after removals, d0 splits and mixed digits", () => {
    for (const code of ["0.8", "0.F", "0.C", "0.28", "0.2048", "4.8", "8.0", "C.1", "0.9", "0.0C", "0.8B", "0.FFF", "0.E4", "8.D"]) {
      const want = brute(code, 90);
      expect(Array.from(heapValues(parseHeapGame(code), 90)), code).toEqual(want);
      expect(Array.from(sparseSequence(parseHeapGame(code), 90)), code).toEqual(want);
    }
  });

  it("0.8's values on 3000 heaps are ⌊(n − 1)/3⌋ for n ≥ 1 (the law proven in docs/arithmetic-periodicity.md)", () => {
    const values = heapValues(parseHeapGame("0.8"), 3000);
    for (let n = 1; n < values.length; n++) expect(values[n]).toBe(Math.floor((n - 1) / 3));
  });
});
