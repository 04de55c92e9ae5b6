import { describe, expect, it } from "vitest";
import { analyze, InputError } from "../../../src/index.js";
import { patternValues, type PatternTable } from "../../../src/analyze/patternTable.js";
import { grundy } from "../../../src/core/grundy.js";
import { coord, isCoordMove, type CoordPosition } from "../../../src/games/coord/index.js";
import { BUILTINS } from "../../../src/games/registry.js";
import { parseExpression } from "../../../src/expression/parse.js";

// Brute force, written from the rules independently of the library: the options of a
// position are listed from a function of the test, and G is the mex over them, by recursion
// with a memo (positions are small).
type Moves = (p: number[]) => number[][];
function bruteGrundy(moves: Moves): (p: number[]) => number {
  const memo = new Map<string, number>();
  const g = (p: number[]): number => {
    const key = p.join(",");
    const known = memo.get(key);
    if (known !== undefined) return known;
    const seen = new Set(moves(p).map(g));
    let m = 0;
    while (seen.has(m)) m++;
    memo.set(key, m);
    return m;
  };
  return g;
}

/** Take k ≥ 1 from one coordinate. */
const oneCoordinate = (p: number[]): number[][] => p.flatMap((x, i) => Array.from({ length: x }, (_, t) => p.map((y, j) => (j === i ? t : y))));
const wythoffMoves: Moves = ([a, b]) => [...oneCoordinate([a!, b!]), ...Array.from({ length: Math.min(a!, b!) }, (_, t) => [a! - t - 1, b! - t - 1])];
const generalised =
  (m: number): Moves =>
  ([a, b]) => {
    const out = oneCoordinate([a!, b!]);
    for (let k = 1; k <= a!; k++) for (let l = 1; l <= b!; l++) if (Math.abs(k - l) < m) out.push([a! - k, b! - l]);
    return out;
  };
const vectorMoves =
  (vectors: number[][]): Moves =>
  (p) =>
    vectors.map((v) => p.map((x, i) => x - v[i]!)).filter((q) => q.every((x) => x >= 0));

/** The position of a call `coord("code", …)`. */
const position = (code: string, at: number[]): CoordPosition => BUILTINS.read(parseExpression(`coord("${code}", ${at.join(",")})`).terms[0]!).position as CoordPosition;
const value = (code: string, at: number[]): bigint => coord.family.grundy!(position(code, at))!;

describe("coord", () => {
  it.each([
    ["k,0 0,k k,k", wythoffMoves, 2, 24],
    ["k,0 0,k k,l |k-l|<2", generalised(2), 2, 20],
    ["k,0 0,k k,l |k-l|<=2", generalised(3), 2, 20],
    [
      "1,0 2,0 0,1 0,3",
      vectorMoves([
        [1, 0],
        [2, 0],
        [0, 1],
        [0, 3],
      ]),
      2,
      30,
    ],
    ["2k,k", (([a, b]) => Array.from({ length: Math.min(Math.floor(a! / 2), b!) }, (_, t) => [a! - 2 * (t + 1), b! - (t + 1)])) as Moves, 2, 30],
    [
      "k,0 0,k k<=3",
      (([a, b]) =>
        [1, 2, 3]
          .flatMap((k) => [
            [a! - k, b!],
            [a!, b! - k],
          ])
          .filter((q) => q.every((x) => x >= 0))) as Moves,
      2,
      30,
    ],
    ["1 3 4", vectorMoves([[1], [3], [4]]), 1, 200],
    ["k,0,0 0,k,0 0,0,k k,k,k", ((p) => [...oneCoordinate(p), ...Array.from({ length: Math.min(...p) }, (_, t) => p.map((x) => x - t - 1))]) as Moves, 3, 9],
  ])("%s: the box's values agree with a brute-force mex over the moves", (code, moves, d, n) => {
    const brute = bruteGrundy(moves);
    const cells =
      d === 1
        ? Array.from({ length: n }, (_, i) => [i])
        : d === 2
          ? Array.from({ length: n * n }, (_, i) => [Math.floor(i / n), i % n])
          : Array.from({ length: n ** 3 }, (_, i) => [Math.floor(i / (n * n)), Math.floor(i / n) % n, i % n]);
    for (const c of cells) expect(value(code, c)).toBe(BigInt(brute(c)));
  });

  it("the engine game's moves give the same values as the box (the generic solver on the family's rules)", () => {
    for (const code of ["k,0 0,k k,l |k-l|<2", "1,0 2,0 0,1 0,3", "k,0 0,k k,l k<=2l 2k>=l"]) {
      for (let a = 0; a < 9; a++) for (let b = 0; b < 9; b++) expect(BigInt(grundy(coord.game, position(code, [a, b])))).toBe(value(code, [a, b]));
    }
  });

  it('Wythoff\'s P-positions are (⌊kφ⌋, ⌊kφ²⌋), and coord("k,0 0,k k,k", a, b) agrees with wythoff(a,b) on every a, b ≤ 40', () => {
    const phi = (1 + Math.sqrt(5)) / 2;
    const p = new Set<string>();
    for (let k = 0; k <= 40; k++) {
      const [a, b] = [Math.floor(k * phi), Math.floor(k * phi * phi)];
      p.add(`${a},${b}`).add(`${b},${a}`);
    }
    const c = patternValues('coord("k,0 0,k k,k", a, b)', { ranges: { a: [0, 40], b: [0, 40] } }) as PatternTable;
    const w = patternValues("wythoff(a,b)", { ranges: { a: [0, 40], b: [0, 40] } }) as PatternTable;
    expect(c.values).toEqual(w.values);
    for (let a = 0; a <= 40; a++) for (let b = 0; b <= 40; b++) expect(c.values[a * 41 + b] === 0).toBe(p.has(`${a},${b}`));
  });

  it.each([2, 3])("Fraenkel's generalised Wythoff game with m = %i: the P-positions are (a_n, a_n + m·n), a_n the mex of those before", (m) => {
    const n = 64;
    const t = patternValues(`coord("k,0 0,k k,l |k-l|<${m}", a, b)`, { ranges: { a: [0, n - 1], b: [0, n - 1] } }) as PatternTable;
    const p = new Set<string>();
    const used = new Set<number>();
    for (let i = 0; ; i++) {
      let a = 0;
      while (used.has(a)) a++;
      const b = a + m * i;
      if (a >= n) break;
      used.add(a).add(b);
      p.add(`${a},${b}`).add(`${b},${a}`);
    }
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) expect(t.values[a * n + b] === 0).toBe(p.has(`${a},${b}`));
  });

  it("isOption agrees with the list of moves", () => {
    for (const code of ["k,0 0,k k,l |k-l|<2", "1,0 2,0 0,1 0,3", "2k,k 0,k"]) {
      for (let a = 0; a < 7; a++) {
        for (let b = 0; b < 7; b++) {
          const from = position(code, [a, b]);
          const options = new Set([...coord.moves(from)].map((o) => o.at.join(",")));
          for (let x = 0; x <= a; x++) for (let y = 0; y <= b; y++) expect(isCoordMove(from, position(code, [x, y]))).toBe(options.has(`${x},${y}`));
        }
      }
    }
  });

  it("is a game of the position language: analysed, summed and printed back canonically", () => {
    const a = analyze('coord("k,0   0,k k,k", 8, 4) + nim(0)');
    expect(a.outcome).toBe("N");
    expect(a.winningMoves?.[0]).toMatchObject({ from: 'coord("k,0 0,k k,k",8,4)', to: 'coord("k,0 0,k k,k",7,4)' });
  });

  it.each([
    ['coord("k,0 0,k k,k", 3)', 'column 23: expected 2 coordinates after the vectors (each vector has 2 components) in coord("vectors", x1,x2,…), got ")"'],
    ['coord("k,0 0,k k,x", 3, 4)', "column 18: expected a component: an integer, k, l, or a multiple such as 2k"],
    ['coord("k,0 0,k,1", 3, 4)', 'column 12: expected a vector of 2 components, as the first in coord("vectors", x1,x2,…), got "0,k,1"'],
    ['coord("k,0 |k-l|<2", 1, 1)', 'column 12: expected a condition on steps some vector uses (k and l together) in coord("vectors", x1,x2,…), got "|k-l|<2"'],
    ['coord("0,0", 1, 1)', 'column 8: expected a vector that is not zero (a move must take something) in coord("vectors", x1,x2,…), got "0,0"'],
    ['coord("k,l k=>l", 1, 1)', 'column 14: expected a term such as 2, k, 3l, each after + or - in coord("vectors", x1,x2,…), got ">l"'],
    ["coord(3, 4)", 'column 7: expected the vectors as a quoted string first, as in coord("k,0 0,k k,k", 3, 5), got "3"'],
  ])("%s is refused, naming the token and its column in the expression", (source, message) => {
    expect(() => analyze(source)).toThrow(InputError);
    expect(() => analyze(source)).toThrow(message);
  });

  it("is drawn as a queen for two coordinates (P-positions as marks when asked) and as ordered heaps otherwise", () => {
    const view = coord.family.view!;
    expect(view.board!(position("k,0 0,k k,k", [2, 3]))).toEqual({ kind: "queen", x: 2, y: 3 });
    expect(view.board!(position("k,0 0,k k,k", [2, 3]), { marks: true })).toEqual({
      kind: "queen",
      x: 2,
      y: 3,
      marks: [
        [0, 0],
        [1, 2],
        [2, 1],
      ],
    });
    expect(view.board!(position("1,0,0 0,1,0 0,0,1", [1, 2, 3]))).toEqual({ kind: "heaps", heaps: [1, 2, 3], tokens: "tokens", ordered: true });
    expect(view.describe!(position("k,0 0,k k,k", [8, 4]), position("k,0 0,k k,k", [6, 2]))).toBe("(8,4) → (6,2): subtract (2,2)");
  });
});
