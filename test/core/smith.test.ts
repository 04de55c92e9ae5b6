import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcome, remoteness, suspense } from "../../src/index.js";
import { arbDag, dagGame, subtractionGame } from "../helpers/games.js";
import { bruteSmith } from "../helpers/smith.js";

describe("remoteness and suspense", () => {
  it("subtraction {1,3} from heap 3: the winner ends at once (remoteness 1) or delays via heap 2 (suspense 3)", () => {
    // heap 3 -> {2, 0}; heap 2 -> 1 -> 0. Both options are P-positions (values 2 and 0).
    const g = subtractionGame([1, 3]);
    expect(remoteness(g, 3)).toBe(1);
    expect(suspense(g, 3)).toBe(3);
    expect(remoteness(g, 2)).toBe(2);
    expect(suspense(g, 2)).toBe(2);
  });

  it("subtraction {1,2,3}: remoteness is 2·⌊n/4⌋ plus 1 when 4 ∤ n (worked by hand)", () => {
    const g = subtractionGame([1, 2, 3]);
    for (let n = 0; n < 100; n++) expect(remoteness(g, n)).toBe(2 * Math.floor(n / 4) + (n % 4 ? 1 : 0));
  });

  it("remoteness(game, n) of a 10^6-deep chain is 10^6 without overflowing the stack", () => {
    expect(remoteness(subtractionGame([1]), 1_000_000)).toBe(1_000_000);
    expect(suspense(subtractionGame([1]), 1_000_000)).toBe(1_000_000);
  });

  it("equal the definitions on random acyclic games, and their parity is the outcome", () => {
    fc.assert(
      fc.property(arbDag(10), (dag) => {
        const g = dagGame(dag);
        const moves = (i: number) => dag.edges[i]!;
        const r = bruteSmith(moves, String, "remoteness");
        const s = bruteSmith(moves, String, "suspense");
        for (let i = 0; i < dag.edges.length; i++) {
          expect(remoteness(g, i)).toBe(r(i));
          expect(suspense(g, i)).toBe(s(i));
          const win = outcome(g, i) === "N";
          expect(remoteness(g, i) % 2 === 1).toBe(win);
          expect(suspense(g, i) % 2 === 1).toBe(win);
        }
      }),
      { numRuns: 300 },
    );
  });
});
