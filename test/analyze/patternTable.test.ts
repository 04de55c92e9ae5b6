import { describe, expect, it } from "vitest";
import { defineFamily, GrundyError, InputError } from "../../src/index.js";
import { patternValues, type PatternLine, type PatternTable } from "../../src/analyze/patternTable.js";

// Brute forces written from the rules, independently of the library's games.
const mex = (s: Set<number>): number => {
  let m = 0;
  while (s.has(m)) m++;
  return m;
};
/** Grundy values of a heap game whose moves on a heap n are lists of heaps (each option's value the nim-sum of its parts). */
function heapValues(count: number, moves: (n: number) => number[][]): number[] {
  const g: number[] = [];
  for (let n = 0; n < count; n++) g.push(mex(new Set(moves(n).map((parts) => parts.reduce((x, h) => x ^ g[h]!, 0)))));
  return g;
}
/** Remove `take` tokens from a heap of n and leave the rest as two heaps (either may be empty). */
const splitAfter = (n: number, take: number): number[][] => {
  const out: number[][] = [];
  for (let a = 0; a <= n - take - a; a++) out.push([a, n - take - a]);
  return n >= take ? out : [];
};
const kayles = (count: number) => heapValues(count, (n) => [...splitAfter(n, 1), ...splitAfter(n, 2)]);
const dawson = (count: number) => heapValues(count, (n) => splitAfter(n, 2));
const lasker = (count: number) =>
  heapValues(count, (n) => {
    const out: number[][] = [];
    for (let v = 0; v < n; v++) out.push([v]);
    for (let a = 1; 2 * a <= n; a++) out.push([a, n - a]);
    return out;
  });

describe("patternValues", () => {
  it("kayles(a) + dawson(b) is a 256 × 256 table from (0, 0) by default: Kayles' value xor Dawson's, row-major", () => {
    const t = patternValues("kayles(a) + dawson(b)") as PatternTable;
    expect(t).toMatchObject({ variables: ["a", "b"], from: [0, 0], rows: 256, cols: 256, of: "value", measure: "grundy" });
    const k = kayles(256);
    const d = dawson(256);
    const want = new Int32Array(256 * 256);
    for (let a = 0; a < 256; a++) for (let b = 0; b < 256; b++) want[a * 256 + b] = k[a]! ^ d[b]!;
    expect(t.values).toEqual(want);
  });

  it("lasker(n) is the Grundy value of Lasker's Nim, by the generic path over a given range", () => {
    const line = patternValues("lasker(n)", { ranges: { n: [0, 200] } }) as PatternLine;
    expect(line).toMatchObject({ variable: "n", from: 0, of: "value", theorem: null });
    expect(Array.from(line.values)).toEqual(lasker(201));
    const tail = patternValues("lasker(n)", { ranges: { n: [150, 200] } }) as PatternLine;
    expect(Array.from(tail.values)).toEqual(lasker(201).slice(150));
  });

  it("a heap of a heap game takes the fast path: 2^16 values by default, the rest of the sum as an offset, the theorem's parameters and the kind of rules", () => {
    const line = patternValues("kayles(n) + nim(3)") as PatternLine;
    expect(line.values.length).toBe(65536);
    const k = kayles(300);
    expect(Array.from(line.values.slice(0, 300))).toEqual(k.map((v) => v ^ 3));
    expect(line.theorem).toMatchObject({ code: "0.77", kind: "octal", theorem: { removed: 2, parts: 2 }, offset: 3 });
  });

  it("subtraction({2,5,7}, n) is a finite subtraction set: its values, its kind and its largest element", () => {
    const line = patternValues("subtraction({2,5,7}, n)", { to: 500 }) as PatternLine;
    const want = heapValues(501, (n) => [2, 5, 7].filter((s) => s <= n).map((s) => [n - s]));
    expect(Array.from(line.values)).toEqual(want);
    expect(line.theorem).toMatchObject({ kind: "subtraction", maxSubtraction: 7, theorem: { removed: 7, parts: 1 }, offset: 0 });
  });

  it('heap("0.8", n) is a hexadecimal code (a move may leave three heaps): 2^12 values by default', () => {
    const line = patternValues('heap("0.8", n)') as PatternLine;
    expect(line.values.length).toBe(4096);
    // 0.8: take one token and leave exactly three non-empty heaps
    const want = heapValues(40, (n) => {
      const out: number[][] = [];
      for (let a = 1; a <= n - 1; a++) for (let b = a; a + b <= n - 2; b++) if (n - 1 - a - b >= b) out.push([a, b, n - 1 - a - b]);
      return out;
    });
    expect(Array.from(line.values.slice(0, 40))).toEqual(want);
    expect(line.theorem).toMatchObject({ kind: "hexadecimal", theorem: { removed: 1, parts: 3 } });
  });

  it("under misère play the values are outcomes (1 = N, 0 = P): Kayles against a search of multisets of heaps", () => {
    const memo = new Map<string, boolean>();
    const wins = (heaps: number[]): boolean => {
      const key = heaps
        .filter((h) => h > 0)
        .sort((a, b) => a - b)
        .join(",");
      const known = memo.get(key);
      if (known !== undefined) return known;
      const live = key === "" ? [] : key.split(",").map(Number);
      let w = live.length === 0; // misère: no move, the player to move wins
      for (let i = 0; i < live.length && !w; i++) {
        for (const parts of [...splitAfter(live[i]!, 1), ...splitAfter(live[i]!, 2)]) {
          if (!wins([...live.slice(0, i), ...parts, ...live.slice(i + 1)])) {
            w = true;
            break;
          }
        }
      }
      memo.set(key, w);
      return w;
    };
    const line = patternValues("kayles(n)", { play: "misere", ranges: { n: [0, 20] } }) as PatternLine;
    expect(line).toMatchObject({ of: "outcome", measure: "outcome", theorem: null });
    expect(Array.from(line.values)).toEqual(Array.from({ length: 21 }, (_, n) => (wins([n]) ? 1 : 0)));
  });

  it("compound every tabulates the suspense of Euclid's game (Smith: the winner delays, the loser hurries)", () => {
    const t = patternValues("euclid(a,b)", { compound: "every", ranges: { a: [0, 30], b: [0, 30] } }) as PatternTable;
    expect(t).toMatchObject({ measure: "suspense", of: "value", rows: 31, cols: 31 });
    const s = new Map<string, number>();
    const suspense = (p: number, q: number): number => {
      const key = `${p},${q}`;
      if (s.has(key)) return s.get(key)!;
      const [x, y] = p <= q ? [p, q] : [q, p];
      const options: number[] = [];
      if (x > 0) for (let r = y - x; r >= 0; r -= x) options.push(suspense(x, r));
      const even = options.filter((v) => v % 2 === 0);
      const v = options.length === 0 ? 0 : even.length > 0 ? 1 + Math.max(...even) : 1 + Math.min(...options);
      s.set(key, v);
      return v;
    };
    for (let a = 0; a <= 30; a++) for (let b = 0; b <= 30; b++) expect(t.values[a * 31 + b]).toBe(suspense(a, b));
  });

  it("a range starts at the least value the family reads: cram(2,n) from 1, and its values are 2 × n Cram's", () => {
    const line = patternValues("cram(2,n)", { to: 20 }) as PatternLine;
    expect(line.from).toBe(1);
    // on a 2 × n board the second player answers by symmetry when n is even; the first plays the middle column when n is odd
    expect(Array.from(line.values, (v) => (v === 0 ? 0 : 1))).toEqual(Array.from({ length: 20 }, (_, i) => ((i + 1) % 2 === 1 ? 1 : 0)));
  });

  it("a lone term whose Grundy value is out of reach is tabulated by its outcome", () => {
    // (n, 10^30) with n ≤ 50 is never a P-position (a_k + k = 10^30 needs a_k ≈ 0.62·10^30): every value N
    const line = patternValues("wythoff(n, 10^30)", { to: 50 }) as PatternLine;
    expect(line).toMatchObject({ of: "outcome", measure: "outcome" });
    expect(Array.from(line.values)).toEqual(new Array(51).fill(1));
  });

  it("tabulates a user's family by its moves (the engine, memoised from point to point), and names the position where the budget runs out", () => {
    const sub = defineFamily({
      name: "sub145",
      usage: "sub145(n)",
      game: { moves: (n: number) => [1, 4, 5].filter((s) => s <= n).map((s) => n - s) },
      parse: ([n]) => Number(n),
      print: (n) => `sub145(${n})`,
    });
    const line = patternValues("sub145(n) + nim(1)", { games: [sub], to: 300 }) as PatternLine;
    const want = heapValues(301, (n) => [1, 4, 5].filter((s) => s <= n).map((s) => [n - s]));
    expect(Array.from(line.values)).toEqual(want.map((v) => v ^ 1));
    expect(() => patternValues("sub145(n) + nim(1)", { games: [sub], ranges: { n: [5000, 5010] }, budget: 100 })).toThrow(
      /^sub145\(5000\) is out of reach: .*one budget \(100 moves\)/,
    );
  });

  it("reports progress, at most about 20 times a second and once at the end", () => {
    const calls: [number, number][] = [];
    patternValues("wythoff(a,b)", { ranges: { a: [0, 31], b: [0, 31] }, onProgress: (d, t) => calls.push([d, t]) });
    expect(calls.at(-1)).toEqual([1024, 1024]);
    expect(calls.length).toBeLessThan(100);
  });

  it("refuses an expression without a variable, a range of another name, and names the position out of reach with how to lift the budget", () => {
    expect(() => patternValues("nim(3)")).toThrow(InputError);
    expect(() => patternValues("nim(3)")).toThrow("expected a free variable in an argument place, such as n in lasker(n)");
    expect(() => patternValues("lasker(n)", { ranges: { m: [0, 3] } })).toThrow('expected a range for a variable of the expression (n), got "m"');
    expect(() => patternValues("cram(2,n)", { ranges: { n: [0, 3] } })).toThrow("n = 0 is no position");
    let message = "";
    try {
      patternValues("kayles(n) + dawson(n)", { play: "misere", ranges: { n: [0, 40] }, budget: 1000 });
    } catch (e) {
      expect(e).toBeInstanceOf(GrundyError);
      message = (e as Error).message;
    }
    expect(message).toMatch(/^kayles\(\d+\) \+ dawson\(\d+\) is out of reach: .*budget \(1,000 moves\).*--budget/);
  });
});
