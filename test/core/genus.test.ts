import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Game, GameError, GrundyError, defineGame, formatGenus, genus, heapGame, nim, outcome, parseHeapGame } from "../../src/index.js";
import { arbDag, dagGame, kayles } from "../helpers/games.js";

/**
 * γₙ by the definition, nothing assumed: the misère Grundy value (mex of the options, 1 at a
 * position without options) of the whole game G + n·*2, whose positions are (position of G,
 * heaps of size 2, heaps of size 1) — no * + * = 0, no levels.
 */
function bruteGammas<P>(game: Game<P>, p: P, upTo: number): number[] {
  const memo = new Map<string, number>();
  const value = (q: P, twos: number, ones: number): number => {
    const k = `${String(game.key(q))}|${twos}|${ones}`;
    const hit = memo.get(k);
    if (hit !== undefined) return hit;
    const vs: number[] = [];
    for (const o of game.moves(q)) vs.push(value(o, twos, ones));
    if (twos > 0) vs.push(value(q, twos - 1, ones + 1), value(q, twos - 1, ones));
    if (ones > 0) vs.push(value(q, twos, ones - 1));
    let m = 0;
    if (vs.length === 0) m = 1;
    else while (vs.includes(m)) m++;
    memo.set(k, m);
    return m;
  };
  return Array.from({ length: upTo + 1 }, (_, n) => value(p, n, 0));
}

/** The normal Grundy value by the definition. */
function bruteGrundy<P>(game: Game<P>, p: P): number {
  const memo = new Map<string, number>();
  const value = (q: P): number => {
    const k = String(game.key(q));
    const hit = memo.get(k);
    if (hit !== undefined) return hit;
    const vs = [...game.moves(q)].map(value);
    let m = 0;
    while (vs.includes(m)) m++;
    memo.set(k, m);
    return m;
  };
  return value(p);
}

/** The truncated γ's continued: γₙ₊₂ = γₙ past the end. */
function extend(gammas: readonly number[], upTo: number): number[] {
  const out = [...gammas];
  while (out.length <= upTo) out.push(out[out.length - 2]!);
  return out;
}

/** Every position reachable from p (p included). */
function reachable<P>(game: Game<P>, p: P): P[] {
  const seen = new Map<string, P>([[String(game.key(p)), p]]);
  const todo = [p];
  while (todo.length > 0) {
    for (const o of game.moves(todo.pop()!)) {
      const k = String(game.key(o));
      if (!seen.has(k)) {
        seen.set(k, o);
        todo.push(o);
      }
    }
  }
  return [...seen.values()];
}

/** Tame by its definition: every position's γ's are those of a Nim heap or a sum of Nim heaps. */
function bruteTame<P>(game: Game<P>, p: P, upTo: number): boolean {
  return reachable(game, p).every((q) => {
    const g = bruteGrundy(game, q);
    const gs = bruteGammas(game, q, upTo);
    const tail = gs.slice(1).every((x, i) => x === (g ^ (i % 2 === 0 ? 2 : 0)));
    return tail && (gs[0] === g || (g <= 1 && gs[0] === (g ^ 1)));
  });
}

const UP_TO = 14;

function checkAgainstBrute<P>(game: Game<P>, p: P): void {
  const got = genus(game, p);
  expect(got.g).toBe(bruteGrundy(game, p));
  expect(extend(got.gammas, UP_TO)).toEqual(bruteGammas(game, p, UP_TO));
  // truncated where it alternates: the last written value differs from the one two before
  if (got.gammas.length > 2) expect(got.gammas[got.gammas.length - 1]).not.toBe(got.gammas[got.gammas.length - 3]);
  expect(got.tame).toBe(bruteTame(game, p, UP_TO));
  // γ₀ = 0 exactly at a misère P-position
  expect(got.gammas[0] === 0).toBe(outcome(game as never, p, { play: "misere" }) === "P");
}

describe("genus", () => {
  it("Nim heaps have the genera Winning Ways gives them: 0^{120}, 1^{031}, 2^{20}, 3^{31}, 4^{46}, 5^{57}", () => {
    // Winning Ways ch. 13 (the genus of a Nim heap *n, n ≥ 2, is n^{n,n⊕2})
    expect([0, 1, 2, 3, 4, 5].map((n) => formatGenus(genus(nim, n === 0 ? [] : [n])))).toEqual(["0^{120}", "1^{031}", "2^{20}", "3^{31}", "4^{46}", "5^{57}"]);
    expect(genus(nim, [5]).tame).toBe(true);
    // *2 + *2: a firm 0 (contains a heap ≥ 2); *1 + *1 plays as 0
    expect(formatGenus(genus(nim, [2, 2]))).toBe("0^{02}");
    expect(formatGenus(genus(nim, [1, 1]))).toBe("0^{120}");
  });

  it("heaps of 0.312 have the genera Plambeck publishes (1^{031}, 2^{20}, 0^{02}, 2^{1420}, 0^{02}, 1^{13})", () => {
    // plambeck.org, misère octal games, quaternary games, 0.312: "Single heap genus sequence:
    // 1^{03131} 2^{20} 0^{02} 2^{1420} 0^{02} 1^{13}" (1^{03131} is 1^{031} written on)
    const game = heapGame(parseHeapGame("0.312"));
    expect([1, 2, 3, 4, 5, 6].map((n) => formatGenus(genus(game, [n])))).toEqual(["1^{031}", "2^{20}", "0^{02}", "2^{1420}", "0^{02}", "1^{13}"]);
    // heap 4 is the wild one: not tame; heaps 1–3 are
    expect(genus(game, [4]).tame).toBe(false);
    expect(genus(game, [3]).tame).toBe(true);
  });

  it("equals the definition on every Kayles position up to 7 pins, and on sums of rows", () => {
    for (let n = 0; n <= 7; n++) checkAgainstBrute(kayles, n === 0 ? [] : [n]);
    for (const rows of [
      [1, 2],
      [3, 3],
      [2, 4],
      [1, 1, 5],
      [4, 4],
    ])
      checkAgainstBrute(kayles, rows);
  });

  it("equals the definition on heaps of several octal games", () => {
    for (const code of ["0.07", "0.75", "0.123", "0.15", "0.34", "0.53", "0.71", "0.72", "4.7"]) {
      const game = heapGame(parseHeapGame(code));
      for (let n = 1; n <= 8; n++) checkAgainstBrute(game, [n]);
      checkAgainstBrute(game, [2, 3]);
    }
  });

  it("equals the definition on random finite games", () => {
    fc.assert(
      fc.property(arbDag(9), (dag) => {
        const game = dagGame(dag);
        checkAgainstBrute(game, dag.edges.length - 1);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a loopy game and a cycle, and stops at its budget", () => {
    const loop = defineGame<number>({ name: "loop", moves: (n) => [(n + 1) % 3] });
    expect(() => genus(loop, 0)).toThrow(GameError);
    const line = defineGame<number>({ name: "line", moves: (n) => (n > 0 ? [n - 1] : []) });
    expect(() => genus(line, 10_000, { budget: 100 })).toThrow(GrundyError);
    expect(() => genus(line, 10_000, { budget: 100 })).toThrow(/the genus computation reached/);
  });
});
