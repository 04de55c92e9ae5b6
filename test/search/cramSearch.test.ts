import { describe, expect, it } from "vitest";
import { emptyBoard } from "../../src/games/cram/board.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { hasValue, searchValue } from "../../src/search/searchValue.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { blindFamilyDisagreements, engine, PUBLISHED, publishedDisagreements, randomBoardDisagreements, tinyTableDisagreements } from "../helpers/cramSearchChecks.js";

describe("the search on Cram", () => {
  it("agrees with the plain engine on every rectangle of at most 16 cells", () => {
    const table = new TranspositionTable(1 << 16);
    for (let r = 1; r <= 16; r++)
      for (let c = 1; r * c <= 16; c++) {
        const b = emptyBoard(r, c);
        expect([r, c, searchValue(cramSearchFamily, b, { table }).value]).toEqual([r, c, engine(b)]);
      }
  });

  // the full counts (400, 30 and 60 boards) and the published values that take seconds (3 × 13, 4 × 9,
  // 5 × 7) are in test/exhaustive/cramSearch.ts (npx tsx scripts/exhaustive.ts cramSearch)
  it("agrees with the plain engine on random boards of at most 16 cells with cells filled (the first 100 of 400)", () => {
    expect(randomBoardDisagreements(100)).toEqual([]);
  });

  it("agrees with the plain engine on random 5 × 5 and 4 × 6 boards, in a tiny table that must replace entries (the first 8 of 30)", () => {
    const { wrong, replaced } = tinyTableDisagreements(8);
    expect(wrong).toEqual([]);
    expect(replaced).toBeGreaterThan(0);
  });

  it("gives 2 × n = n mod 2 and 1 × n = Dawson's Kayles (0.07)", () => {
    for (let n = 1; n <= 20; n++) expect(searchValue(cramSearchFamily, emptyBoard(2, n)).value).toBe(n % 2);
    // Dawson's Kayles by its definition, written here: a move takes two adjacent cells of a strip
    const d = [0, 0];
    for (let n = 2; n <= 40; n++) {
      const seen = new Set<number>();
      for (let a = 0; a + 2 <= n; a++) seen.add(d[a]! ^ d[n - 2 - a]!);
      let g = 0;
      while (seen.has(g)) g++;
      d.push(g);
    }
    for (let n = 1; n <= 40; n++) expect(searchValue(cramSearchFamily, emptyBoard(1, n)).value).toBe(d[n]);
  });

  it("finds the published values of 3 × n (Lemoine & Viennot), 4 × n and 5 × n (beling/impartial-games) up to 3 × 12, 4 × 8 and 5 × 6", () => {
    expect(publishedDisagreements(PUBLISHED.filter(([r, c]) => !["3x13", "4x9", "5x7"].includes(`${r}x${c}`)))).toEqual([]);
  });

  it("gets the same values for a family that never looks at the sink's done (it lists every option; the first 16 of 60 boards)", () => {
    expect(blindFamilyDisagreements(16)).toEqual([]);
  });

  it("answers 'is the value k?' for every k, true exactly at the value", () => {
    for (const [r, c] of [
      [3, 6],
      [4, 5],
      [3, 8],
    ] as const) {
      const b = emptyBoard(r, c);
      const v = engine(b);
      for (let k = 0; k < 8; k++) expect([r, c, k, hasValue(cramSearchFamily, b, k)]).toEqual([r, c, k, k === v]);
    }
  });
});
