import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/analyze/analyze.js";
import { bruteWins } from "../helpers/games.js";

// Heap games written from their rules, independently of the library's rulesets.
type Name = "kayles" | "dawson" | "grundy" | "sub";
const spell = (name: Name, heaps: number[]): string => {
  const hs = [...heaps]
    .filter((h) => h > 0)
    .sort((a, b) => a - b)
    .join(",");
  return name === "sub" ? `subtraction({1,3,4},${hs})` : `${name}(${hs})`;
};
function heapMoves(name: Name, n: number): number[][] {
  const out: number[][] = [];
  const splits = (r: number) => {
    for (let a = 0; a <= r - a; a++) out.push([a, r - a]);
  };
  if (name === "kayles") for (const take of [1, 2]) if (n >= take) splits(n - take);
  if (name === "dawson" && n >= 2) splits(n - 2);
  if (name === "grundy") for (let a = 1; a < n - a; a++) out.push([a, n - a]);
  if (name === "sub") for (const s of [1, 3, 4]) if (s <= n) out.push([n - s]);
  return out;
}
const sumMoves = (name: Name) => (hs: number[]) => hs.flatMap((h, j) => heapMoves(name, h).map((parts) => [...hs.slice(0, j), ...parts, ...hs.slice(j + 1)].filter((x) => x > 0)));
const canon = (t: string) =>
  t.replace(
    /\(([^)]*)\)$/,
    (_, inner: string) =>
      `(${inner
        .split(",")
        .filter(Boolean)
        .map(Number)
        .filter((x) => !Number.isNaN(x))
        .sort((a, b) => a - b)
        .join(",")})`,
  );

describe("analyze on heap games", () => {
  for (const name of ["kayles", "dawson", "grundy", "sub"] as const) {
    it(`${name}: winner and the set of winning moves equal a brute-force search`, () => {
      const moves = sumMoves(name);
      const key = (hs: number[]) => [...hs].sort((a, b) => a - b).join(",");
      const wins = bruteWins(moves, key);
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 14 }), { minLength: 1, maxLength: 3 }), (hs) => {
          const a = analyze(spell(name, hs));
          expect(a.outcome).toBe(wins(hs) ? "N" : "P");
          const expected = new Set(
            moves(hs)
              .filter((m) => !wins(m))
              .map((m) => canon(spell(name, m))),
          );
          expect(new Set(a.winningMoves!.map((m) => canon(m.to)))).toEqual(expected);
        }),
        { numRuns: 150 },
      );
    });
  }

  it("kayles(n) for 30-digit n uses the proven period 12 (from 71, Winning Ways) and lists only moves to P-positions", () => {
    // values of single heaps by brute force below 200, then the published period beyond
    // a heap's value by the mex rule, parts nim-added (Sprague-Grundy), by hand-written recursion
    const memo: number[] = [];
    const heap = (n: number): number => {
      if (memo[n] === undefined) {
        const seen = new Set(heapMoves("kayles", n).map(([x, y]) => heap(x!) ^ heap(y!)));
        let m = 0;
        while (seen.has(m)) m++;
        memo[n] = m;
      }
      return memo[n]!;
    };
    const G = (n: bigint) => heap(n < 200n ? Number(n) : Number(72n + ((n - 72n) % 12n)));
    const n = 10n ** 30n;
    const a = analyze(`kayles(${n})`);
    expect(a.components[0]!.grundy).toBe(String(G(n)));
    expect(a.winningMoves!.length).toBeGreaterThan(0);
    for (const m of a.winningMoves!) {
      const parts = m.to.slice(7, -1).split(",").map(BigInt);
      expect(parts.reduce((x, p) => x ^ G(p), 0)).toBe(0);
      expect(parts.reduce((x, p) => x + p, 0n) === n - 1n || parts.reduce((x, p) => x + p, 0n) === n - 2n).toBe(true);
    }
  });

  it("names the offending code token and refuses an unproven heap past the computed range", () => {
    expect(() => analyze('heap("0.8x", 3)')).toThrow(/column 6: expected .*got "x"/);
    expect(() => analyze('heap("0.6", 10^12)')).toThrow(/no proven period/);
  });
});
