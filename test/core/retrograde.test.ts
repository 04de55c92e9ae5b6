// The retrograde core's outcome and remoteness pass (src/core/retrograde.ts) on random
// digraphs, against value iteration level by level.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retrograde } from "../../src/core/retrograde.js";
import { arbDigraph, bruteRemoteness, csr } from "../helpers/loopy.js";

describe("retrograde", () => {
  it("gives the remoteness of value iteration (the rest are draws), and lists the decided positions in order of remoteness", () => {
    fc.assert(
      fc.property(arbDigraph(14), (edges) => {
        const terminals = edges.flatMap((o, u) => (o.length === 0 ? [u] : []));
        const { remoteness, decided } = retrograde(csr(edges), { terminals });
        const byPosition = new Array<number | undefined>(edges.length).fill(undefined);
        decided.forEach((u, i) => {
          byPosition[u] = remoteness[i];
        });
        expect(byPosition).toEqual(bruteRemoteness(edges));
        expect(new Set(decided).size).toBe(decided.length);
        expect(Array.from(remoteness)).toEqual([...remoteness].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });

  it("takes positions decided elsewhere into the queue in order", () => {
    // 2 → 1, and 1 is known lost in 4 (solved in another graph): 2 wins in 5, 3 → 2 loses in 6
    const edges = [[], [], [1], [2]];
    const { decided, remoteness } = retrograde(csr(edges), { terminals: [0], known: { positions: [1], remoteness: [4] } });
    expect([Array.from(decided), Array.from(remoteness)]).toEqual([
      [0, 2, 3],
      [0, 5, 6],
    ]);
  });
});
