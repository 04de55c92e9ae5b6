// `analyze` and `play` on Node Kayles graphs of 30 vertices: answered through the search behind
// the record (kaylesSearchForms.ts), checked against the brute force on each half of a graph
// made of two 15-vertex graphs side by side (its value is the nim-sum of theirs).
import { describe, expect, it } from "vitest";
import { analyze, PlaySession } from "../../../src/index.js";
import { graphPosition, nodeKaylesFamily } from "../../../src/games/graphKayles/index.js";
import { nodeKaylesForms } from "../../../src/games/graphKayles/closedForms.js";
import { SearchBudget } from "../../../src/core/solver.js";
import { adjacency, nodeKaylesBruteForce } from "../../helpers/nodeKayles.js";
import { seededRandom } from "../../helpers/random.js";

type Edges = [number, number][];

/** A connected-ish random graph of 15 vertices: a random tree plus a few chords. */
function half(rnd: () => number): Edges {
  const edges: Edges = [];
  for (let v = 1; v < 15; v++) edges.push([Math.floor(rnd() * v), v]);
  for (let k = 0; k < 6; k++) {
    const u = Math.floor(rnd() * 15);
    const v = Math.floor(rnd() * 15);
    if (u < v && !edges.some(([a, b]) => a === u && b === v)) edges.push([u, v]);
  }
  return edges;
}

/** The brute-force value of the vertices of `edges` (on 0 … 14) that are not in `removed` (on 0 … 14). */
function halfValue(edges: Edges, removed: readonly number[]): number {
  const label = new Map<number, number>();
  for (let v = 0; v < 15; v++) if (!removed.includes(v)) label.set(v, label.size);
  const kept = edges.filter(([u, v]) => label.has(u) && label.has(v)).map(([u, v]) => [label.get(u)!, label.get(v)!] as [number, number]);
  return nodeKaylesBruteForce(label.size, adjacency(label.size, kept));
}

/** The brute-force value of a printed position on the graph of halves `a` and `b` (vertices 15 … 29 are b's). */
function bruteOf(a: Edges, b: Edges, printed: string): number {
  const m = /;[^;]*;\s*([\d\s]+)\)$/.exec(printed);
  const removed = m === null ? [] : m[1]!.trim().split(/\s+/).map(Number);
  return (
    halfValue(
      a,
      removed.filter((v) => v < 15),
    ) ^
    halfValue(
      b,
      removed.filter((v) => v >= 15).map((v) => v - 15),
    )
  );
}

describe("Node Kayles on 30 vertices in analyze and play", () => {
  const rnd = seededRandom(3030);
  const cases = Array.from({ length: 3 }, () => [half(rnd), half(rnd)] as const);

  it.each(cases.map((c, i) => [i, c] as const))("graph %i: the record's search values it, and analyze's value and winning moves agree with the brute force", (_, [a, b]) => {
    const text = `nodekayles(30; ${[...a, ...b.map(([u, v]) => [u + 15, v + 15])].map(([u, v]) => `${u},${v}`).join(" ")})`;
    const want = halfValue(a, []) ^ halfValue(b, []);
    const analysis = analyze(text); // the default budget
    expect(analysis.components[0]!.grundy).toBe(String(want));
    const moves = analysis.winningMoves ?? [];
    for (const m of moves) expect([m.to, bruteOf(a, b, m.to)]).toEqual([m.to, 0]);
    expect(moves.length > 0).toBe(want !== 0);
  });

  it("the closed forms do not value these graphs, so the answers above are the search's", () => {
    for (const [a, b] of cases) {
      const edges = [...a, ...b.map(([u, v]) => [u + 15, v + 15] as [number, number])];
      const position = graphPosition(30, edges);
      expect(nodeKaylesForms.grundy(position)).toBeUndefined();
      expect(nodeKaylesFamily.grundy!(position, new SearchBudget(2_000_000))).toBe(BigInt(halfValue(a, []) ^ halfValue(b, [])));
    }
  });

  it("play answers a move on a 30-vertex graph with a move to a position of value 0", () => {
    const [a, b] = cases[0]!;
    const text = `nodekayles(30; ${[...a, ...b.map(([u, v]) => [u + 15, v + 15])].map(([u, v]) => `${u},${v}`).join(" ")})`;
    const session = new PlaySession(text, { level: "perfect" });
    // from a P-position the player moves first (any move leaves an N-position); then the computer's reply leaves value 0
    if (bruteOf(a, b, session.position) === 0) session.playMove(session.legalMoves(1, "neutral").moves[0]!);
    expect(bruteOf(a, b, session.position)).not.toBe(0);
    expect(session.computerMove()).not.toBeNull();
    expect(bruteOf(a, b, session.position)).toBe(0);
  });
});
