// The engine games (parts keyed up to relabelling) against the test's own brute force, and
// the canonical keys against isomorphism tested by every permutation.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grundy } from "../../../src/core/grundy.js";
import { outcome } from "../../../src/core/outcome.js";
import { canonicalKey } from "../../../src/games/graphKayles/_internals/canonicalKey.js";
import { graphPosition } from "../../../src/games/graphKayles/_internals/graph.js";
import { splitParts } from "../../../src/games/graphKayles/_internals/parts.js";
import { arcKaylesGame, nodeKaylesGame } from "../../../src/games/graphKayles/rules.js";
import { bruteGrundy, bruteMisereWins, bruteOptions, graphArb, relabel, removedBy, SEEDED, type TestGraph } from "./bruteForce.js";

const position = (g: TestGraph) => graphPosition(g.n, g.edges, g.removed);
const GAMES = [
  { name: "Node Kayles", kind: "node", game: nodeKaylesGame },
  { name: "Arc Kayles", kind: "arc", game: arcKaylesGame },
] as const;

/** All permutations of 0 … n−1. */
function* permutations(n: number): Generator<number[]> {
  const a = Array.from({ length: n }, (_, i) => i);
  const c = new Array<number>(n).fill(0);
  yield [...a];
  for (let i = 1; i < n; ) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[i], a[j]] = [a[j]!, a[i]!];
      yield [...a];
      c[i]!++;
      i = 1;
    } else c[i++] = 0;
  }
}

/** Whether two graphs on n vertices are isomorphic, by trying every permutation. */
function isomorphic(a: TestGraph, b: TestGraph): boolean {
  if (a.n !== b.n || a.edges.length !== b.edges.length) return false;
  const set = new Set(b.edges.map(([u, v]) => (u < v ? `${u},${v}` : `${v},${u}`)));
  for (const p of permutations(a.n)) {
    if (a.edges.every(([u, v]) => set.has(p[u]! < p[v]! ? `${p[u]},${p[v]}` : `${p[v]},${p[u]}`))) return true;
  }
  return false;
}

describe("Node Kayles and Arc Kayles: the engine games", () => {
  it.each(GAMES)("$name: Grundy values equal the brute force's on random graphs of at most 10 vertices (some removed)", ({ kind, game }) => {
    fc.assert(
      fc.property(graphArb(10), (g) => {
        expect(grundy(game, position(g))).toBe(bruteGrundy(kind, g)());
      }),
      SEEDED,
    );
  });

  it.each(GAMES)("$name: the options are the brute force's (each once), vertex for vertex", ({ kind, game }) => {
    fc.assert(
      fc.property(graphArb(9), (g) => {
        const alive = g.removed.reduce((a, v) => a & ~(1 << v), (1 << g.n) - 1);
        const mine = [...game.moves(position(g))].map((o) => o.removed.join(" ")).sort();
        const theirs = [...new Set(bruteOptions(kind, g, alive).map((o) => removedBy(g, o).join(" ")))].sort();
        expect(mine).toEqual(theirs);
      }),
      SEEDED,
    );
  });

  it.each(GAMES)("$name: misère outcomes (the engine, no split) equal the brute force's", ({ kind, game }) => {
    fc.assert(
      fc.property(graphArb(8), (g) => {
        expect(outcome(game, position(g), { play: "misere" })).toBe(bruteMisereWins(kind, g) ? "N" : "P");
      }),
      { ...SEEDED, numRuns: 60 },
    );
  });

  it.each(GAMES)("$name: graphs past 30 vertices (no bit masks) split and move as small ones do", ({ kind, game }) => {
    fc.assert(
      fc.property(graphArb(10), (g) => {
        // the same graph with 31 more vertices, all removed
        const extra = Array.from({ length: 31 }, (_, i) => g.n + i);
        const big = graphPosition(g.n + 31, g.edges, [...g.removed, ...extra]);
        const small = position(g);
        const parts = (p: typeof small) => splitParts(p, kind === "node").map(({ part, labels }) => ({ edges: part.edges, labels }));
        expect(parts(big)).toEqual(parts(small));
        const moved = (p: typeof small) => [...game.moves(p)].map((o) => o.removed.filter((v) => v < g.n).join(" ")).sort();
        expect(moved(big)).toEqual(moved(small));
      }),
      SEEDED,
    );
  });

  it("a whole position is keyed by its labels: the two ends of a path are two moves", () => {
    const p = graphPosition(3, [
      [0, 1],
      [1, 2],
    ]);
    const keys = new Set([...arcKaylesGame.moves(p)].map((o) => arcKaylesGame.key(o)));
    expect(keys.size).toBe(2);
  });
});

describe("canonical keys of connected parts", () => {
  it("paths, cycles and complete graphs are keyed by their length", () => {
    const path = graphPosition(4, [
      [2, 0],
      [0, 3],
      [3, 1],
    ]);
    const [p] = splitParts(path, true);
    expect(canonicalKey(p!.part)).toBe("P4");
    const [c] = splitParts(
      graphPosition(5, [
        [0, 2],
        [2, 4],
        [4, 1],
        [1, 3],
        [3, 0],
      ]),
      true,
    );
    expect(canonicalKey(c!.part)).toBe("C5");
    const [k] = splitParts(
      graphPosition(4, [
        [0, 1],
        [0, 2],
        [0, 3],
        [1, 2],
        [1, 3],
        [2, 3],
      ]),
      true,
    );
    expect(canonicalKey(k!.part)).toBe("K4");
  });

  it("a relabelled part has the same key, and parts with the same key are isomorphic (every permutation tried, ≤ 7 vertices)", () => {
    const seen = new Map<string, TestGraph>();
    fc.assert(
      fc.property(graphArb(7, false), fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 7, maxLength: 7 }), (g, r) => {
        const perm = Array.from({ length: g.n }, (_, i) => i).sort((a, b) => r[a]! - r[b]! || a - b);
        const partsA = splitParts(position(g), true);
        const partsB = splitParts(position(relabel(g, perm)), true);
        const keysA = partsA.map((p) => canonicalKey(p.part)).sort();
        const keysB = partsB.map((p) => canonicalKey(p.part)).sort();
        expect(keysA).toEqual(keysB);
        for (const { part } of partsA) {
          const key = canonicalKey(part);
          const asTest: TestGraph = { n: part.n, edges: part.edges.map(([u, v]) => [u, v]), removed: [] };
          const before = seen.get(key);
          if (before) expect(isomorphic(before, asTest), key).toBe(true);
          else seen.set(key, asTest);
        }
      }),
      { ...SEEDED, numRuns: 300 },
    );
    // graphs of the same degrees that are not isomorphic: C6 and two triangles are told apart by shape, the prism and K3,3 by the search
    const prism = graphPosition(6, [
      [0, 1],
      [1, 2],
      [2, 0],
      [3, 4],
      [4, 5],
      [5, 3],
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    const k33 = graphPosition(6, [
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 3],
      [1, 4],
      [1, 5],
      [2, 3],
      [2, 4],
      [2, 5],
    ]);
    expect(canonicalKey(splitParts(prism, true)[0]!.part)).not.toBe(canonicalKey(splitParts(k33, true)[0]!.part));
  });
});
