import { describe, expect, it } from "vitest";
import { boardOf, emptyBoard } from "../../src/games/cram/board.js";
import { cram } from "../../src/games/cram/index.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { grundy } from "../../src/index.js";
import { hasValue, searchValue } from "../../src/search/searchValue.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { seededRandom } from "../helpers/random.js";

const engine = (b: ReturnType<typeof emptyBoard>) => grundy(cram.game, b, { budget: Infinity });

describe("the search on Cram", () => {
  it("agrees with the plain engine on every rectangle of at most 16 cells", () => {
    const table = new TranspositionTable(1 << 16);
    for (let r = 1; r <= 16; r++)
      for (let c = 1; r * c <= 16; c++) {
        const b = emptyBoard(r, c);
        expect([r, c, searchValue(cramSearchFamily, b, { table }).value]).toEqual([r, c, engine(b)]);
      }
  });

  it("agrees with the plain engine on random boards of at most 16 cells with cells filled", () => {
    const rnd = seededRandom(19);
    const table = new TranspositionTable(1 << 16);
    for (let t = 0; t < 400; t++) {
      const r = 1 + Math.floor(rnd() * 6);
      const c = 1 + Math.floor(rnd() * Math.min(8, Math.floor(16 / r)));
      const cells = Array.from({ length: r * c }, () => (rnd() < 0.25 ? 0 : 1));
      const b = boardOf(r, c, cells);
      // a fresh table half the time: values found alone, and with what earlier boards left
      const v = searchValue(cramSearchFamily, b, t % 2 ? { table } : {}).value;
      expect([r, c, cells.join(""), v]).toEqual([r, c, cells.join(""), engine(b)]);
    }
  });

  it("agrees with the plain engine on random 5 × 5 and 4 × 6 boards, in a tiny table that must replace entries", () => {
    const rnd = seededRandom(7);
    const table = new TranspositionTable(1024);
    for (let t = 0; t < 30; t++) {
      const [r, c] = t % 2 ? [5, 5] : [4, 6];
      const cells = Array.from({ length: r * c }, () => (rnd() < 0.15 ? 0 : 1));
      const b = boardOf(r, c, cells);
      expect(searchValue(cramSearchFamily, b, { table }).value).toBe(engine(b));
    }
    expect(table.replaced).toBeGreaterThan(0);
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

  it("finds the published values of 3 × n (Lemoine & Viennot), 4 × n and 5 × n (beling/impartial-games) that take seconds", () => {
    const published3 = [0, 1, 1, 4, 1, 3, 1, 2, 0, 1, 2, 3]; // n = 3 … 14
    const table = new TranspositionTable(1 << 22);
    for (let n = 3; n <= 13; n++) expect([n, searchValue(cramSearchFamily, emptyBoard(3, n), { table }).value]).toEqual([n, published3[n - 3]]);
    const published4 = [0, 2, 0, 3, 0, 1]; // 4 × 4 … 4 × 9
    for (let n = 4; n <= 9; n++) expect([4, n, searchValue(cramSearchFamily, emptyBoard(4, n), { table }).value]).toEqual([4, n, published4[n - 4]]);
    const published5 = [0, 2, 1]; // 5 × 5 … 5 × 7
    for (let n = 5; n <= 7; n++) expect([5, n, searchValue(cramSearchFamily, emptyBoard(5, n), { table }).value]).toEqual([5, n, published5[n - 5]]);
  }, 120_000);

  it("gets the same values for a family that never looks at the sink's done (it lists every option)", () => {
    const blind: typeof cramSearchFamily = {
      ...cramSearchFamily,
      options: (lo, hi, sink) => cramSearchFamily.options(lo, hi, { begin: () => sink.begin(), component: (a, b, k) => sink.component(a, b, k) }),
    };
    const rnd = seededRandom(41);
    for (let t = 0; t < 60; t++) {
      const [r, c] = t % 2 ? [4, 5] : [3, 6];
      const cells = Array.from({ length: r * c }, () => (rnd() < 0.15 ? 0 : 1));
      const b = boardOf(r, c, cells);
      const seeing = searchValue(cramSearchFamily, b);
      const listing = searchValue(blind, b);
      expect([cells.join(""), seeing.value, listing.value]).toEqual([cells.join(""), engine(b), engine(b)]);
    }
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
