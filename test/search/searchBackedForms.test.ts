// searchBackedForms (src/search/searchBackedForms.ts) through the two games that use it,
// against the tests' own brute forces: Node Kayles by its definition over every vertex subset
// (test/helpers/nodeKayles.ts), Cram by a memoised mex over string boards (test/helpers/cramBrute.ts).
import { describe, expect, it } from "vitest";
import { SearchBudget } from "../../src/core/solver.js";
import { GrundyError } from "../../src/errors.js";
import { boardOf } from "../../src/games/cram/board.js";
import { cramSearchForms } from "../../src/games/cram/searchForms.js";
import { type GraphPosition, graphPosition } from "../../src/games/graphKayles/index.js";
import { nodeKaylesSearchForms } from "../../src/games/graphKayles/kaylesSearchForms.js";
import { nodeKaylesMoves } from "../../src/games/graphKayles/rules.js";
import { G, gridOf, options } from "../helpers/cramBrute.js";
import { adjacency, nodeKaylesBruteForce } from "../helpers/nodeKayles.js";
import { seededRandom } from "../helpers/random.js";

/** The brute-force value of a graph position: its vertices in play relabelled 0 … k−1. */
function bruteValue(p: GraphPosition): number {
  const gone = new Set(p.removed);
  const label = new Map<number, number>();
  for (let v = 0; v < p.n; v++) if (!gone.has(v)) label.set(v, label.size);
  const edges = p.edges.filter(([u, v]) => label.has(u) && label.has(v)).map(([u, v]) => [label.get(u)!, label.get(v)!] as [number, number]);
  return nodeKaylesBruteForce(label.size, adjacency(label.size, edges));
}

function randomGraph(n: number, density: number, rnd: () => number): GraphPosition {
  const edges: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < density) edges.push([u, v]);
  return graphPosition(n, edges);
}

describe("searchBackedForms", () => {
  it("values Node Kayles positions as the brute force does, and lists exactly the options of a target value", () => {
    const forms = nodeKaylesSearchForms(0); // every graph through the search
    const rnd = seededRandom(2929);
    for (let t = 0; t < 30; t++) {
      const p = randomGraph(8 + (t % 7), 0.15 + 0.3 * rnd(), rnd);
      const want = bruteValue(p);
      expect([t, forms.grundy(p)]).toEqual([t, BigInt(want)]);
      const target = BigInt(t % 3);
      const found = forms.movesTo(p, target, 1000)!;
      const expected = [...nodeKaylesMoves(p)].filter((o) => bruteValue(o) === Number(target));
      expect(found.complete).toBe(true);
      expect([t, found.moves.map((o) => o.removed.join(" ")).sort()]).toEqual([t, expected.map((o) => o.removed.join(" ")).sort()]);
    }
  });

  it("leaves a position it is not made for to theory or the engine (undefined), and stops at the budget with a line saying how to lift it", () => {
    const forms = nodeKaylesSearchForms(20);
    const small = randomGraph(12, 0.3, seededRandom(1));
    expect(forms.grundy(small)).toBeUndefined();
    expect(forms.movesTo(small, 0n, 10)).toBeUndefined();
    const large = randomGraph(26, 0.12, seededRandom(2));
    const budget = new SearchBudget(50);
    expect(() => forms.grundy(large, budget)).toThrow(GrundyError);
    expect(() => forms.grundy(large, new SearchBudget(50))).toThrow(
      /^nodekayles: the search for a graph of 26 vertices in play's value stopped when its budget \(50 moves and positions\) was spent: --budget raises it \("infinity" lifts it\); `grundy solve nodekayles "26; /,
    );
    expect(budget.spent).toBeGreaterThanOrEqual(50);
  });

  it("values Cram boards of 21 … 25 cells with cells filled as the brute force does, and their options of value 0", () => {
    const rnd = seededRandom(88);
    for (let t = 0; t < 24; t++) {
      const [r, c] = (
        [
          [3, 7],
          [3, 8],
          [4, 6],
          [5, 5],
        ] as const
      )[t % 4]!;
      // about a third of the cells filled: the brute force stays quick
      const b = boardOf(
        r,
        c,
        Array.from({ length: r * c }, () => (rnd() < 0.35 ? 0 : 1)),
      );
      const grid = gridOf(b);
      expect([grid.join("/"), cramSearchForms.grundy(b)]).toEqual([grid.join("/"), BigInt(G(grid))]);
      const found = cramSearchForms.movesTo(b, 0n, 1000)!;
      expect(found.complete).toBe(true);
      expect(found.moves.map((o) => gridOf(o).join("/")).sort()).toEqual(
        options(grid)
          .filter((o) => G(o) === 0)
          .map((o) => o.join("/"))
          .sort(),
      );
    }
  });
});
