import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compoundGame } from "../../src/core/compoundGame.js";
import { KINDS } from "../../src/core/compoundKinds.js";
import { compound, GrundyError, outcome } from "../../src/index.js";
import { arbDag, bruteWins, dagGame, nonEmptySubsets, product } from "../helpers/games.js";

/** The compound's moves written plainly from its rule, for the brute force. */
function ruleMoves(kind: string, options: (i: number, p: number) => number[]): (t: number[]) => number[][] {
  return (t) => {
    const opts = t.map((p, i) => options(i, p));
    if (kind === "sum") return t.flatMap((_, i) => opts[i]!.map((o) => t.map((p, j) => (j === i ? o : p))));
    if (kind === "selective") return nonEmptySubsets(t.length).flatMap((set) => product(t.map((p, i) => (set.includes(i) ? opts[i]! : [p]))));
    if (kind === "conjunctive") return opts.some((o) => o.length === 0) ? [] : product(opts);
    // every: the unfinished ones move, the finished ones stay
    return opts.every((o) => o.length === 0) ? [] : product(t.map((p, i) => (opts[i]!.length === 0 ? [p] : opts[i]!)));
  };
}

describe("compoundGame: a compound as one game", () => {
  it("has the moves its rule allows, and its normal-play outcome is the compound's verdict, under every kind (random games)", () => {
    fc.assert(
      fc.property(fc.array(arbDag(6), { minLength: 1, maxLength: 3 }), fc.array(fc.nat(5), { minLength: 3, maxLength: 3 }), (dags, starts) => {
        const games = dags.map(dagGame);
        const start = dags.map((d, i) => starts[i]! % d.edges.length);
        for (const kind of KINDS) {
          const game = compoundGame(kind, games);
          const rule = ruleMoves(kind, (i, p) => dags[i]!.edges[p]!);
          const sortKeys = (ts: unknown[][]) => ts.map((t) => t.join(",")).sort();
          expect(sortKeys([...game.moves(start)]), kind).toEqual(sortKeys(rule(start)));
          const wins = bruteWins(rule, (t) => t.join(","))(start);
          expect(outcome(game, start) === "N", kind).toBe(wins);
          const verdict = compound(
            kind,
            games.map((g, i) => ({ game: g, position: start[i] })),
          );
          expect(verdict.winner === "first", kind).toBe(wins);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("keyed by multiset, equal components in any order are one position and a sum moves the first of equal ones only", () => {
    const heap = dagGame({ edges: [[], [0], [0, 1], [1, 2]] });
    const game = compoundGame("sum", [heap, heap, heap], { keys: "multiset" });
    expect(game.key([1, 3, 1])).toBe(game.key([3, 1, 1]));
    expect(game.key([1, 3, 1])).not.toBe(game.key([1, 3, 2]));
    // the second heap of 1 is not moved: its moves are the first's
    expect([...game.moves([1, 3, 1])].map((t) => t.join(","))).toEqual(["0,3,1", "1,1,1", "1,2,1"]);
    const ordered = compoundGame("sum", [heap, heap, heap]);
    expect(ordered.key([1, 3, 1])).not.toBe(ordered.key([3, 1, 1]));
    expect(outcome(game, [1, 3, 1])).toBe(outcome(ordered, [1, 3, 1]));
  });

  it("gives up past its caps with a GrundyError naming the cap, in the caller's words", () => {
    const heap = dagGame({ edges: Array.from({ length: 30 }, (_, i) => Array.from({ length: i }, (_, j) => j)) });
    const work = compoundGame("sum", [heap, heap, heap], { maxWork: 100, tooLarge: (what) => `this sum ${what}` });
    expect(() => outcome(work, [29, 28, 27])).toThrow(new GrundyError("this sum did more than 100 steps"));
    const positions = compoundGame("sum", [heap, heap, heap], { maxPositions: 10 });
    expect(() => outcome(positions, [29, 28, 27])).toThrow(new GrundyError("the search of this compound stored more than 10 positions and gave up"));
  });
});
