import { describe, expect, it } from "vitest";
import { heapValues } from "../../src/heap/heapValues.js";
import { GRUNDYS_GAME } from "../../src/heap/grundysGame.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { bruteTakeBreak } from "../helpers/takeBreak.js";

// First values from /work/shared/reference/octal_games.tsv (OEIS, Winning Ways).
const PUBLISHED: [string, number[]][] = [
  ["0.77", [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2]],
  ["0.07", [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3]],
  ["0.137", [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]],
];

describe("heapValues (the mex over a heap's options, shared by the sequence methods and the misère quotients)", () => {
  it.each(PUBLISHED)("gives the published first values of %s", (code, values) => {
    expect(Array.from(heapValues(parseHeapGame(code), values.length))).toEqual(values);
  });

  it.each(["0.77", "0.07", "0.137", "4.007", "0.F", "0.6", "8.0", "0.123"])("agrees with a plain brute force on heaps 0…80 of %s", (code) => {
    expect(Array.from(heapValues(parseHeapGame(code), 81))).toEqual(bruteTakeBreak(code, 81));
  });

  it.each(["0.137", "4.007"])("agrees with the brute force past 2048 heaps too (where the kernel runs as fresh copies): %s to 3000", (code) => {
    expect(Array.from(heapValues(parseHeapGame(code), 3000))).toEqual(bruteTakeBreak(code, 3000));
  });

  it("keeps Grundy's game's splits unequal", () => {
    expect(Array.from(heapValues(GRUNDYS_GAME, 60))).toEqual(bruteTakeBreak("4.0", 60, true));
  });

  it("reads an all-but tail: {1,2,3,…} is Nim, G(n) = n", () => {
    const nim = { code: "nim", name: "Nim", digits: [0, 3], tail: 3, unequal: false };
    expect(Array.from(heapValues(nim, 50))).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it("reports progress by chunks up to the total", () => {
    const seen: number[] = [];
    heapValues(parseHeapGame("0.77"), 10_000, (done, total) => {
      expect(total).toBe(10_000);
      seen.push(done);
    });
    expect(seen).toEqual([4096, 8192, 10_000]);
  });
});
