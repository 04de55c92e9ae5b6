import { describe, expect, it } from "vitest";
import { wythoffGrundyRows } from "../../../src/games/wythoff/grundyRows.js";
import { wythoffGrundyTable } from "../../../src/games/wythoff/grundyTable.js";
import { InputError } from "../../../src/index.js";

/** G(x, y) by the definition: the mex of the row, the column and the diagonal before it. */
function brute(n: number): number[][] {
  const g: number[][] = [];
  for (let x = 0; x < n; x++) {
    g.push([]);
    for (let y = 0; y < n; y++) {
      const seen = new Set<number>();
      for (let k = 1; k <= x; k++) seen.add(g[x - k]![y]!);
      for (let k = 1; k <= y; k++) seen.add(g[x]![y - k]!);
      for (let k = 1; k <= Math.min(x, y); k++) seen.add(g[x - k]![y - k]!);
      let m = 0;
      while (seen.has(m)) m++;
      g[x]!.push(m);
    }
  }
  return g;
}

describe("wythoffGrundyRows", () => {
  it("gives row after row the values of the definition (n ≤ 40) and of the whole table (n = 300)", () => {
    for (let n = 0; n <= 40; n++) {
      const g = brute(n);
      const ys: number[] = [];
      wythoffGrundyRows(n, (y, row) => {
        ys.push(y);
        expect(Array.from(row), `n ${n}, y ${y}`).toEqual(g.map((column) => column[y]));
      });
      expect(ys).toEqual(Array.from({ length: n }, (_, y) => y));
    }
    const table = wythoffGrundyTable(300);
    wythoffGrundyRows(300, (y, row) => {
      for (let x = 0; x < 300; x++) if (row[x] !== table.at(x, y)) expect([x, y, row[x]]).toEqual([x, y, table.at(x, y)]);
    });
  });

  it("refuses a side that is not a non-negative integer", () => {
    for (const n of [-1, 1.5, Number.NaN, 2 ** 16]) expect(() => wythoffGrundyRows(n, () => {})).toThrow(InputError);
  });
});
