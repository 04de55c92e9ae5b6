// Property tests: the theory's rules agree with direct searches of the compound games.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compound, defineGame, grundy, outcome, winningMoves, type CompoundKind, type Component } from "../../src/index.js";
import { arbDag, bruteGrundy, bruteWins, dagGame, nonEmptySubsets, product, type RandomDag } from "../helpers/games.js";

/** Up to three random games with a start position in each. */
const arbComponents = fc
  .array(arbDag(10), { minLength: 1, maxLength: 3 })
  .chain((dags) => fc.tuple(fc.constant(dags), fc.tuple(...dags.map((d) => fc.integer({ min: 0, max: d.edges.length - 1 })))));

/** Direct moves of the compound game of the given kind, on tuples of positions. */
function compoundMoves(dags: RandomDag[], kind: CompoundKind): (t: number[]) => number[][] {
  return (t) => {
    const opts = t.map((p, i) => dags[i]!.edges[p]!);
    switch (kind) {
      case "sum":
        return t.flatMap((_, i) => opts[i]!.map((o) => t.map((p, j) => (j === i ? o : p))));
      case "selective":
        return nonEmptySubsets(t.length).flatMap((set) => product(t.map((p, i) => (set.includes(i) ? opts[i]! : [p]))));
      case "conjunctive":
        return opts.some((o) => o.length === 0) ? [] : product(opts);
      case "every":
        return opts.every((o) => o.length === 0) ? [] : product(t.map((p, i) => (opts[i]!.length === 0 ? [p] : opts[i]!)));
    }
  };
}

describe("compound rules equal direct searches of the compound game", () => {
  for (const kind of ["sum", "selective", "conjunctive", "every"] as const) {
    it(`${kind}: the winner and the move agree with a brute-force search`, () => {
      fc.assert(
        fc.property(arbComponents, ([dags, start]) => {
          const moves = compoundMoves(dags, kind);
          const wins = bruteWins(moves, (t) => t.join(","));
          const comps: Component<number>[] = dags.map((d, i) => ({ game: dagGame(d), position: start[i]! }));
          const r = compound(kind, comps);
          const firstWins = wins(start);
          expect(r.winner).toBe(firstWins ? "first" : "second");
          const legal = moves(start).map((t) => t.join(","));
          if (legal.length === 0) {
            expect(r.moves.every((m) => m === null)).toBe(true);
            return;
          }
          // the move is legal, and when the mover wins it leaves a lost position
          const after = start.map((p, i) => (r.moves[i] === null ? p : (r.moves[i] as number)));
          expect(legal).toContain(after.join(","));
          if (firstWins) expect(wins(after)).toBe(false);
        }),
        { numRuns: 400 },
      );
    });
  }

  it("Sprague-Grundy: the Grundy value of a sum, found on the product game, is the nim-sum", () => {
    fc.assert(
      fc.property(arbComponents, ([dags, start]) => {
        const moves = compoundMoves(dags, "sum");
        const g = bruteGrundy(moves, (t) => t.join(","));
        const nimSum = start.reduce((x, p, i) => x ^ grundy(dagGame(dags[i]!), p), 0);
        expect(g(start)).toBe(nimSum);
      }),
      { numRuns: 300 },
    );
  });
});

describe("misère play", () => {
  it("outcome(…, { play: 'misere' }) and winningMoves equal a direct misère search, also on sums", () => {
    fc.assert(
      fc.property(arbComponents, ([dags, start]) => {
        const moves = compoundMoves(dags, "sum");
        const key = (t: number[]) => t.join(",");
        const sum = defineGame<number[]>({ moves, key });
        const wins = bruteWins(moves, key, true);
        expect(outcome(sum, start, { play: "misere" })).toBe(wins(start) ? "N" : "P");
        const expected = moves(start)
          .filter((o) => !wins(o))
          .map(key);
        expect(winningMoves(sum, start, { play: "misere" }).map(key)).toEqual(expected);
        const normal = bruteWins(moves, key);
        expect(winningMoves(sum, start).map(key)).toEqual(
          moves(start)
            .filter((o) => !normal(o))
            .map(key),
        );
      }),
      { numRuns: 400 },
    );
  });

  it("misère Nim with all heaps of size one is won by the player to move exactly when the count is even", () => {
    const heaps = (n: number) => Array<number>(n).fill(1);
    const misereNim = defineGame<number[]>({
      moves: (hs) => hs.map((_, i) => hs.filter((__, j) => j !== i)),
      key: (hs) => hs.length,
    });
    for (let n = 0; n < 8; n++) expect(outcome(misereNim, heaps(n), { play: "misere" })).toBe(n % 2 === 0 ? "N" : "P");
  });
});
