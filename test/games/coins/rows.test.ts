// The coin-turning games on a row (Turning Turtles, Mock Turtles, Ruler) against a brute
// force written here from the rules, on bitmasks: every row of at most 10 coins. The
// closed forms (a head's value, the nim-sum theorem, winning moves) are checked against the
// engine game, and the engine game against the brute force.
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/analyze/analyze.js";
import { mockTurtlesFamily, rulerFamily, turtlesFamily } from "../../../src/games/coins/index.js";
import type { CoinRow } from "../../../src/games/coins/row.js";
import type { Family } from "../../../src/games/family.js";
import { GrundyError, grundy, InputError } from "../../../src/index.js";

const MAX = 10;

/** The sets of coins (bitmasks, bit i − 1 for coin i) a move may turn, its rightmost coin n (bit n − 1). */
const MOVE_SETS: Record<string, (n: number) => number[]> = {
  turtles: (n) => [0, ...Array.from({ length: n - 1 }, (_, m) => 1 << m)].map((s) => s | (1 << (n - 1))),
  mockturtles(n) {
    const out: number[] = [];
    for (let a = 0; a <= n - 1; a++)
      for (let b = a; b <= n - 1; b++) {
        // a, b: 0 for none, else a coin below n; both none, one, or two distinct coins
        if (a === b && a !== 0) continue;
        out.push((1 << (n - 1)) | (a ? 1 << (a - 1) : 0) | (b ? 1 << (b - 1) : 0));
      }
    return out;
  },
  ruler: (n) => Array.from({ length: n }, (_, k) => ((1 << n) - 1) ^ ((1 << k) - 1)), // coins k+1 … n
};

/** Grundy values of every row of MAX coins (as a bitmask of heads), by the mex over the moves. */
function bruteTable(name: string): Uint8Array {
  const g = new Uint8Array(1 << MAX);
  const sets = Array.from({ length: MAX + 1 }, (_, n) => (n === 0 ? [] : MOVE_SETS[name]!(n)));
  // every move lowers the mask's value (its top turned coin goes from 1 to 0), so increasing order works
  for (let mask = 1; mask < 1 << MAX; mask++) {
    const seen = new Set<number>();
    for (let n = 1; n <= MAX; n++) if (mask & (1 << (n - 1))) for (const s of sets[n]!) seen.add(g[mask ^ s]!);
    let m = 0;
    while (seen.has(m)) m++;
    g[mask] = m;
  }
  return g;
}

const rowOf = (length: number, mask: number): CoinRow => ({ length, heads: Array.from({ length }, (_, i) => i + 1).filter((i) => mask & (1 << (i - 1))) });
const text = (row: CoinRow): string => Array.from({ length: row.length }, (_, i) => (row.heads.includes(i + 1) ? "H" : "T")).join("");

// Published sequences (OEIS A000069, the odious numbers; A006519, the largest power of 2 dividing n).
const ODIOUS = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31, 32, 35, 37, 38];
const RULER = [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16, 1, 2, 1, 4];

const FAMILIES: [string, Family<CoinRow>, (n: number) => number][] = [
  ["turtles", turtlesFamily, (n) => n],
  ["mockturtles", mockTurtlesFamily, (n) => ODIOUS[n - 1]!],
  ["ruler", rulerFamily, (n) => RULER[n - 1]!],
];

describe.each(FAMILIES)("%s", (name, family, published) => {
  const brute = bruteTable(name);

  it("a lone head at n is worth the published value (brute force), and the closed form says so", () => {
    for (let n = 1; n <= MAX; n++) {
      expect(brute[1 << (n - 1)]).toBe(published(n));
      expect(family.grundy!(rowOf(n, 1 << (n - 1)))).toBe(BigInt(published(n)));
    }
    for (let n = 1; n <= 20; n++) expect(family.grundy!({ length: n, heads: [n] })).toBe(BigInt(published(n)));
  });

  it("the engine game equals the brute force on every row of at most 10 coins", () => {
    for (let length = 1; length <= MAX; length++) {
      for (let mask = 0; mask < 1 << length; mask++) expect(grundy(family.game, rowOf(length, mask))).toBe(brute[mask]);
    }
  });

  it("the closed form equals the engine game on every row of at most 10 coins", () => {
    for (let length = 1; length <= MAX; length++) {
      for (let mask = 0; mask < 1 << length; mask++) {
        const row = rowOf(length, mask);
        expect(family.grundy!(row)).toBe(BigInt(grundy(family.game, row)));
      }
    }
  });

  it("movesTo lists exactly the options of each value (rows of at most 8 coins, every target)", () => {
    for (let length = 1; length <= 8; length++) {
      for (let mask = 0; mask < 1 << length; mask++) {
        const row = rowOf(length, mask);
        const options = new Map([...family.game.moves(row)].map((o) => [text(o), grundy(family.game, o)]));
        for (let target = 0; target < 16; target++) {
          const found = family.movesTo!(row, BigInt(target), 1000)!;
          expect(found.complete).toBe(true);
          const want = [...options].filter(([, v]) => v === target).map(([t]) => t);
          expect(new Set(found.moves.map(text))).toEqual(new Set(want));
          for (const m of found.moves) expect(family.isOption!(row, m)).toBe(true);
        }
      }
    }
  });

  it("a limit cuts the list and says it is incomplete", () => {
    const row = rowOf(8, 0b11111111);
    const all = family.movesTo!(row, 0n, 1000)!;
    if (all.moves.length > 1) {
      const one = family.movesTo!(row, 0n, 1)!;
      expect(one.moves.length).toBe(1);
      expect(one.complete).toBe(false);
    }
  });

  it("reads and prints a call, trailing tails kept", () => {
    const a = analyze(`${name}("THHTHTT")`);
    expect(a.components[0]!.text).toBe(`${name}("THHTHTT")`);
    expect(a.components[0]!.grundy).toBe(String(published(2) ^ published(3) ^ published(5)));
  });

  it("answers a row of 10^5 coins at once, with a winning move", () => {
    const coins = Array.from({ length: 100_000 }, (_, i) => ((i * 7919) % 3 === 0 ? "H" : "T")).join("");
    const a = analyze(`${name}("${coins}")`);
    if (a.outcome === "N") expect(a.winningMoves?.length).toBeGreaterThan(0);
  });
});

describe("bad rows", () => {
  it.each([
    ['turtles("HTX")', 12, "H (heads) or T (tails) for coin 3"],
    ['ruler("hT")', 8, "H (heads) or T (tails) for coin 1"],
    ['mockturtles("")', 14, "at least one coin"],
    ["turtles(5)", 9, "a string of coins"],
    ['turtles("HT", "TH")', 15, "a string of coins"],
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

describe("what only the engine answers", () => {
  it("misère play and suspense of short rows come from the engine; of long rows, one GrundyError naming the reach", () => {
    expect(analyze('turtles("HTHHT") + ruler("HHT")', { play: "misere" }).outcome).toMatch(/^[NP]$/);
    expect(analyze('mockturtles("HTHHT")', { compound: "every" }).outcome).toMatch(/^[NP]$/);
    const long = `mockturtles("${"HT".repeat(50_000)}")`;
    expect(() => analyze(long, { play: "misere" })).toThrow(/misère play of a row .* at most coin 24 \(this row's is coin 99999\)/);
    expect(() => analyze(`${long} + nim(3)`, { play: "misere" })).toThrow(GrundyError);
    expect(() => analyze(long, { compound: "every" })).toThrow(/suspense of a row/);
    expect(() => analyze(`corners("${"T".repeat(9)}H/${"T".repeat(10)}/${"T".repeat(10)}")`, { play: "misere" })).not.toThrow();
    expect(() => analyze(`corners("${"T".repeat(10)}/${"T".repeat(10)}/${"T".repeat(9)}H")`, { play: "misere" })).toThrow(/corners: misère play .* 3×10/);
  });
});

describe("the views", () => {
  it("draw a row as coins from position 1 and describe a move by the coins it turned", () => {
    const view = turtlesFamily.view!;
    const from = { length: 5, heads: [2, 3, 5] };
    expect(view.board!(from)).toEqual({ kind: "coins", coins: [false, true, true, false, true] });
    expect(view.describe!(from, { length: 5, heads: [1, 2, 3] })).toBe("turned coins 1 and 5");
    expect(rulerFamily.view!.describe!(from, { length: 5, heads: [2, 4] })).toBe("turned coins 3, 4 and 5");
    expect(mockTurtlesFamily.view!.describe!(from, { length: 5, heads: [3, 5] })).toBe("turned coin 2");
  });

  it("every example start is a win for the first player (a first-time player can win it)", () => {
    for (const f of [turtlesFamily, mockTurtlesFamily, rulerFamily]) {
      for (const e of f.view!.examples!) expect(analyze(e.expression).outcome).toBe("N");
    }
  });
});
