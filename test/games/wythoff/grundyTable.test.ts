import { describe, expect, it } from "vitest";
import { defineGame, grundy, wythoff } from "../../../src/index.js";
import { wythoffGrundyTable } from "../../../src/games/wythoff/grundyTable.js";
import { A047708_DIAGONAL, A317205_ROWS } from "../../fixtures/wythoff-grundy.js";

/** Wythoff's game for the generic solver, written from the rules. */
const wythoffGame = defineGame<[number, number]>({
  moves: ([x, y]) => {
    const out: [number, number][] = [];
    for (let k = 1; k <= x; k++) out.push([x - k, y]);
    for (let k = 1; k <= y; k++) out.push([x, y - k]);
    for (let k = 1; k <= Math.min(x, y); k++) out.push([x - k, y - k]);
    return out;
  },
  key: ([x, y]) => x * 100_000 + y,
});

describe("wythoffGrundyTable", () => {
  it("equals the generic solver on every position with x, y < 48", () => {
    const t = wythoffGrundyTable(48);
    for (let x = 0; x < 48; x++) for (let y = 0; y < 48; y++) expect(t.at(x, y)).toBe(grundy(wythoffGame, [x, y] as [number, number]));
  });

  it("reproduces the published first rows (OEIS A317205 / A004481), also as wythoff.grundyTable", () => {
    const t = wythoff.grundyTable(8);
    A317205_ROWS.forEach((row, x) => row.forEach((g, y) => expect(t.at(x, y)).toBe(g)));
  });

  it("reproduces the published diagonal G(n, n) (OEIS A047708)", () => {
    const t = wythoffGrundyTable(A047708_DIAGONAL.length);
    expect(A047708_DIAGONAL.map((_, n) => t.at(n, n))).toEqual(A047708_DIAGONAL);
  });

  it("is symmetric, and every value appears once per row (rows of a larger table)", () => {
    const n = 300;
    const t = wythoffGrundyTable(n);
    // the cells that break a rule, gathered and compared once (an expect a cell costs more than the table)
    const asymmetric: string[] = [];
    const repeated: string[] = [];
    for (let x = 0; x < n; x++) {
      const seen = new Set<number>();
      for (let y = 0; y < n; y++) {
        if (t.at(x, y) !== t.at(y, x)) asymmetric.push(`${x},${y}`);
        if (seen.has(t.at(x, y))) repeated.push(`${x},${y}`);
        seen.add(t.at(x, y));
      }
    }
    expect(asymmetric).toEqual([]);
    expect(repeated).toEqual([]);
  });

  it("has G = 0 exactly on the P-positions (⌊kφ⌋, ⌊kφ⌋ + k), computed with integer arithmetic", () => {
    const n = 500;
    const t = wythoffGrundyTable(n);
    const P = new Set<string>();
    // a_k = ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋, found exactly with an integer square root
    for (let k = 0; ; k++) {
      let r = Math.floor(Math.sqrt(5 * k * k));
      while (r * r > 5 * k * k) r--;
      while ((r + 1) * (r + 1) <= 5 * k * k) r++;
      const a = Math.floor((k + r) / 2);
      if (a >= n) break;
      P.add(`${a},${a + k}`).add(`${a + k},${a}`);
    }
    const wrong: string[] = [];
    for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) if ((t.at(x, y) === 0) !== P.has(`${x},${y}`)) wrong.push(`${x},${y}`);
    expect(P.size).toBeGreaterThan(n / 2);
    expect(wrong).toEqual([]);
  });
});
