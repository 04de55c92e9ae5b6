// Small games and an independent brute-force solver, written plainly for tests.
import fc from "fast-check";
import { defineGame, type Game } from "../../src/index.js";

/** Subtraction game with a finite set S: from heap n, move to n - s for s in S, s ≤ n. */
export function subtractionGame(set: readonly number[]): Game<number> {
  return defineGame<number>({
    name: `subtraction{${set.join(",")}}`,
    moves: (n) => set.filter((s) => s <= n).map((s) => n - s),
  });
}

/** Kayles on a list of rows: knock down one pin or two adjacent pins; rows split. */
export const kayles: Game<number[]> = defineGame<number[]>({
  name: "kayles",
  moves: function* (rows) {
    for (let r = 0; r < rows.length; r++) {
      const n = rows[r]!;
      const rest = rows.filter((_, i) => i !== r);
      for (const take of [1, 2]) {
        for (let left = 0; left + take <= n; left++) {
          const right = n - take - left;
          yield [...rest, left, right].filter((x) => x > 0).sort((a, b) => a - b);
        }
      }
    }
  },
  key: (rows) => rows.join(","),
  components: (rows) => (rows.length <= 1 ? [rows] : rows.map((x) => [x])),
});

/** A random acyclic game on positions 0..n-1: moves from i go to some j < i. */
export interface RandomDag {
  edges: number[][];
}

export function dagGame(dag: RandomDag): Game<number> {
  return defineGame<number>({ name: "dag", moves: (i) => dag.edges[i]! });
}

export const arbDag = (maxSize = 9): fc.Arbitrary<RandomDag> =>
  fc
    .integer({ min: 1, max: maxSize })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fc.subarray(Array.from({ length: i }, (_, j) => j)))).map((edges) => ({ edges: edges as number[][] })));

/** Plain recursive brute force: does the player to move win the game given by `moves`? */
export function bruteWins<S>(moves: (s: S) => S[], key: (s: S) => string, misere = false): (s: S) => boolean {
  const memo = new Map<string, boolean>();
  const solve = (s: S): boolean => {
    const k = key(s);
    const hit = memo.get(k);
    if (hit !== undefined) return hit;
    const opts = moves(s);
    const w = opts.length === 0 ? misere : opts.some((o) => !solve(o));
    memo.set(k, w);
    return w;
  };
  return solve;
}

/** Plain recursive Grundy values. */
export function bruteGrundy<S>(moves: (s: S) => S[], key: (s: S) => string): (s: S) => number {
  const memo = new Map<string, number>();
  const solve = (s: S): number => {
    const k = key(s);
    const hit = memo.get(k);
    if (hit !== undefined) return hit;
    const seen = new Set(moves(s).map(solve));
    let g = 0;
    while (seen.has(g)) g++;
    memo.set(k, g);
    return g;
  };
  return solve;
}

/** Cartesian product of lists. */
export function product<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, l) => acc.flatMap((a) => l.map((x) => [...a, x])), [[]]);
}

/** All non-empty subsets of indices 0..n-1. */
export function nonEmptySubsets(n: number): number[][] {
  const out: number[][] = [];
  for (let m = 1; m < 1 << n; m++) out.push([...Array(n).keys()].filter((i) => (m >> i) & 1));
  return out;
}
