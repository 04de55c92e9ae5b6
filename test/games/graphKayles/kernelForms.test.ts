// analyze and play on Kayles graphs of 21 … 64 vertices in play: valued by the search kernel
// (searchBackedForms' kernelStart), checked against the tests' brute forces on the disjoint
// union of two random graphs of 12 vertices (the union's value is the nim-sum of the two, and
// a winning move leaves a position of value 0), and grundy solve arckayles against Cram's
// published values (Arc Kayles on a grid is Cram).
import { describe, expect, it } from "vitest";
import { analyze } from "../../../src/index.js";
import { arcKaylesBruteForce } from "../../helpers/arcKayles.js";
import { runCli } from "../../helpers/cli.js";
import { adjacency, nodeKaylesBruteForce } from "../../helpers/nodeKayles.js";
import { seededRandom } from "../../helpers/random.js";

type Edge = [number, number];

function randomGraph(rnd: () => number, n: number): Edge[] {
  const edges: Edge[] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < 0.22) edges.push([u, v]);
  return edges;
}

const bruteForce = {
  nodekayles: (n: number, edges: Edge[], alive: number) => {
    const adj = adjacency(n, edges).map((a) => a & alive);
    // the graph on the vertices alive: drop the others, then value the whole set
    const keep = Array.from({ length: n }, (_, v) => v).filter((v) => (alive >> v) & 1);
    const index = new Map(keep.map((v, i) => [v, i]));
    const local = keep.map((v) => {
      let m = 0;
      for (let a = adj[v]!; a !== 0; a &= a - 1) m |= 1 << index.get(31 - Math.clz32(a & -a))!;
      return m;
    });
    return nodeKaylesBruteForce(keep.length, local);
  },
  arckayles: (n: number, edges: Edge[], alive: number) => arcKaylesBruteForce(n, edges, alive),
};

describe("Kayles graphs past the engine, by the search kernel", () => {
  for (const game of ["nodekayles", "arckayles"] as const) {
    it(`${game}: two random graphs of 12 vertices side by side (24 vertices): the nim-sum of their brute-force values, and every winning move listed leaves value 0`, () => {
      const rnd = seededRandom(game === "nodekayles" ? 41 : 42);
      for (let round = 0; round < 3; round++) {
        const a = randomGraph(rnd, 12);
        const b = randomGraph(rnd, 12);
        const all = 0xfff;
        const [ga, gb] = [bruteForce[game](12, a, all), bruteForce[game](12, b, all)];
        const edges = [...a, ...b.map(([u, v]) => [u + 12, v + 12] as Edge)];
        const text = `${game}(24; ${edges.map(([u, v]) => `${u},${v}`).join(" ")})`;
        const result = analyze(text);
        expect([round, result.components[0]!.grundy]).toEqual([round, String(ga ^ gb)]);
        // the options of value 0, by the brute force: a move in one graph, the other as it is
        const zero: string[] = [];
        for (const [side, g, other] of [
          [a, 0, gb],
          [b, 12, ga],
        ] as const) {
          const moves = game === "arckayles" ? side.map(([u, v]) => [u, v]) : Array.from({ length: 12 }, (_, v) => [v]);
          for (const m of moves) {
            let gone = 0;
            if (game === "arckayles") for (const v of m) gone |= 1 << v;
            else {
              gone = 1 << m[0]!;
              for (const [u, v] of side)
                if (u === m[0]) gone |= 1 << v;
                else if (v === m[0]) gone |= 1 << u;
            }
            if ((bruteForce[game](12, side, all & ~gone) ^ other) === 0) zero.push(m.map((v) => v + g).join(","));
          }
        }
        expect(result.winningMoves?.length ?? 0).toBe(zero.length);
      }
    });
  }

  it("grundy solve arckayles RxC gives Cram's published values (3 × 9: 1, 4 × 5: 2, 5 × 5: 0), and a graph past 64 vertices is one line, exit 2", () => {
    const value = (board: string) => JSON.parse(runCli(["solve", "arckayles", board, "--json"]).stdout).value as number;
    expect([value("3x9"), value("4x5"), value("5x5")]).toEqual([1, 2, 0]);
    const r = runCli(["solve", "arckayles", "9x9"]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toEqual(['grundy solve arckayles: expected a graph of at most 64 vertices (the search kernel\'s bound), got "81 vertices"']);
  });
});
