// Turning Corners against a brute force written here from the rules, on bitmasks: every
// grid of at most 4×4 coins. A move turns the corners (b,a), (b,x), (y,a), (y,x) of a
// rectangle, a < x, b < y, the far corner (y,x) from heads to tails.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/analyze/analyze.js";
import { cornersFamily } from "../../../src/games/coins/index.js";
import type { CoinGrid } from "../../../src/games/coins/grid.js";
import { grundy, InputError, nimMultiply } from "../../../src/index.js";

/** Grundy values of every position of a rows × columns grid (bit r·columns + c for the coin at row r, column c). */
function bruteTable(rows: number, columns: number): Uint8Array {
  const bit = (r: number, c: number): number => 1 << (r * columns + c);
  const g = new Uint8Array(1 << (rows * columns));
  // the far corner is the highest of the four bits and goes from 1 to 0: increasing order works
  for (let mask = 1; mask < g.length; mask++) {
    const seen = new Set<number>();
    for (let y = 1; y < rows; y++) {
      for (let x = 1; x < columns; x++) {
        if (!(mask & bit(y, x))) continue;
        for (let b = 0; b < y; b++) for (let a = 0; a < x; a++) seen.add(g[mask ^ bit(y, x) ^ bit(y, a) ^ bit(b, x) ^ bit(b, a)]!);
      }
    }
    let m = 0;
    while (seen.has(m)) m++;
    g[mask] = m;
  }
  return g;
}

const gridOf = (rows: number, columns: number, mask: number): CoinGrid => {
  const heads: [number, number][] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) if (mask & (1 << (r * columns + c))) heads.push([r, c]);
  return { rows, columns, heads };
};
const text = (g: CoinGrid): string => cornersFamily.print(g);

const SHAPES = [1, 2, 3, 4].flatMap((r) => [1, 2, 3, 4].map((c) => [r, c] as const));

describe("corners", () => {
  const brute = new Map(SHAPES.map(([r, c]) => [`${r}x${c}`, bruteTable(r, c)]));

  it("a lone head at (x, y) is worth x ⊗ y (brute force on 4×4, the ONAG table's corner)", () => {
    const g = brute.get("4x4")!;
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) expect(BigInt(g[1 << (y * 4 + x)]!)).toBe(nimMultiply(x, y));
    // 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, 3 ⊗ 3 = 2 (ONAG)
    expect([g[1 << 10], g[1 << 11], g[1 << 15]]).toEqual([3, 1, 2]);
  });

  it("the engine game equals the brute force on every grid of at most 4×4", () => {
    for (const [r, c] of SHAPES) {
      const g = brute.get(`${r}x${c}`)!;
      // the masks that disagree, compared once (an expect a mask would cost more than the games)
      const wrong: number[] = [];
      for (let mask = 0; mask < g.length; mask++) if (grundy(cornersFamily.game, gridOf(r, c, mask)) !== g[mask]) wrong.push(mask);
      expect([r, c, wrong]).toEqual([r, c, []]);
    }
  });

  it("the closed form equals the engine game on every grid of at most 4×4", () => {
    for (const [r, c] of SHAPES) {
      const wrong: number[] = [];
      for (let mask = 0; mask < 1 << (r * c); mask++) {
        const grid = gridOf(r, c, mask);
        if (cornersFamily.grundy!(grid) !== BigInt(grundy(cornersFamily.game, grid))) wrong.push(mask);
      }
      expect([r, c, wrong]).toEqual([r, c, []]);
    }
  });

  it("movesTo lists exactly the options of each value (every 3×3 grid, some 4×4 ones, every target)", () => {
    const masks: [number, number, number][] = [];
    for (let mask = 0; mask < 512; mask++) masks.push([3, 3, mask]);
    for (let mask = 1; mask < 1 << 16; mask += 997) masks.push([4, 4, mask]);
    for (const [r, c, mask] of masks) {
      const grid = gridOf(r, c, mask);
      const options = new Map([...cornersFamily.game.moves(grid)].map((o) => [text(o), grundy(cornersFamily.game, o)]));
      for (let target = 0; target < 4; target++) {
        const found = cornersFamily.movesTo!(grid, BigInt(target), 1000)!;
        expect(found.complete).toBe(true);
        expect(new Set(found.moves.map(text))).toEqual(new Set([...options].filter(([, v]) => v === target).map(([t]) => t)));
        for (const m of found.moves) expect(cornersFamily.isOption!(grid, m)).toBe(true);
      }
    }
  });

  it("reads rows split by / (row 0 first) and prints them back", () => {
    const a = analyze('corners("TTT/THT/TTH")');
    expect(a.components[0]!.text).toBe('corners("TTT/THT/TTH")');
    expect(a.components[0]!.grundy).toBe("2"); // 1 ⊗ 1 ⊕ 2 ⊗ 2 = 1 ⊕ 3
    expect(a.winningMoves?.length).toBeGreaterThan(0);
  });

  it("values a large grid at once (a head at (x, y) worth x ⊗ y)", () => {
    const rows = Array.from({ length: 200 }, (_, r) => Array.from({ length: 200 }, (_, c) => ((r * 31 + c * 17) % 5 === 0 ? "H" : "T")).join(""));
    const a = analyze(`corners("${rows.join("/")}")`);
    let v = 0n;
    rows.forEach((row, r) => {
      for (let c = 0; c < row.length; c++) if (row[c] === "H") v ^= nimMultiply(c, r);
    });
    expect(a.components[0]!.grundy).toBe(String(v));
  });
});

describe("bad grids", () => {
  it.each([
    ['corners("HT/T")', 13, "row 1 of 2 coins"],
    ['corners("HT//TT")', 13, "row 1 with at least one coin"],
    ['corners("HT/TX")', 14, "H (heads) or T (tails) for coin 2"],
    ['corners("")', 10, "row 0 with at least one coin"],
  ])("%s is an InputError at column %i", (expr, column, expected) => {
    try {
      analyze(expr);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).location.column).toBe(column);
      expect((e as InputError).expected).toContain(expected);
    }
  });
});
