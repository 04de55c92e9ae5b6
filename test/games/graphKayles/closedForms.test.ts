// The closed forms (paths, cycles, complete graphs, sums of parts) against the published
// sequences and against the generic engine with no canonical keys and no split.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defineGame } from "../../../src/core/game.js";
import { grundy } from "../../../src/core/grundy.js";
import { graphPosition, type GraphPosition, labelledKey } from "../../../src/games/graphKayles/_internals/graph.js";
import { arcKaylesForms, arcKaylesPath, nodeKaylesForms, nodeKaylesPath } from "../../../src/games/graphKayles/closedForms.js";
import { arcKaylesMoves, nodeKaylesMoves } from "../../../src/games/graphKayles/rules.js";
import { bruteGrundy, graphArb, SEEDED, type TestGraph } from "./bruteForce.js";

// Winning Ways ch. 4 (test/fixtures/octal_games.tsv): Dawson's chess 0.137 (OEIS A002187) and Dawson's Kayles 0.07, n = 0, 1, …
const DAWSONS_CHESS = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3];
const DAWSONS_KAYLES = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3];

/** The generic engine: the same moves, a plain key, no split into parts. */
const plain = (moves: (p: GraphPosition) => Iterable<GraphPosition>) => defineGame<GraphPosition>({ moves, key: labelledKey });
const NODE = plain(nodeKaylesMoves);
const ARC = plain(arcKaylesMoves);

const path = (k: number, offset = 0): [number, number][] => Array.from({ length: Math.max(0, k - 1) }, (_, i) => [offset + i, offset + i + 1]);
const cycle = (k: number, offset = 0): [number, number][] => [...path(k, offset), [offset + k - 1, offset]];
const complete = (k: number, offset = 0): [number, number][] => {
  const out: [number, number][] = [];
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) out.push([offset + i, offset + j]);
  return out;
};

/** Random sums of paths, cycles and complete graphs, relabelled at random, at most 10 vertices in all. */
const shapesArb: fc.Arbitrary<TestGraph> = fc
  .array(fc.record({ shape: fc.constantFrom("path", "cycle", "complete"), k: fc.integer({ min: 1, max: 6 }) }), { maxLength: 4 })
  .chain((parts) => {
    let n = 0;
    const edges: [number, number][] = [];
    for (const { shape, k: k0 } of parts) {
      const k = shape === "cycle" ? Math.max(3, k0) : k0;
      if (n + k > 10) break;
      edges.push(...(shape === "path" ? path(k, n) : shape === "cycle" ? cycle(k, n) : complete(k, n)));
      n += k;
    }
    return fc
      .shuffledSubarray(
        Array.from({ length: n }, (_, i) => i),
        { minLength: n, maxLength: n },
      )
      .map((perm) => ({
        n,
        edges: edges.map(([u, v]) => [perm[u]!, perm[v]!] as [number, number]),
        removed: [],
      }));
  });

const FORMS = [
  { name: "Node Kayles", kind: "node", forms: nodeKaylesForms, engine: NODE },
  { name: "Arc Kayles", kind: "arc", forms: arcKaylesForms, engine: ARC },
] as const;

describe("Node Kayles and Arc Kayles in closed form", () => {
  it("Node Kayles on a path of n vertices is Dawson's chess (0.137): the published values", () => {
    expect(DAWSONS_CHESS.map((_, n) => nodeKaylesPath(n))).toEqual(DAWSONS_CHESS);
    expect(DAWSONS_CHESS.map((_, n) => Number(grundy(NODE, graphPosition(n, path(n)))))).toEqual(DAWSONS_CHESS);
  });

  it("Arc Kayles on a path of n vertices is Dawson's Kayles (0.07): the published values", () => {
    expect(DAWSONS_KAYLES.map((_, n) => arcKaylesPath(n))).toEqual(DAWSONS_KAYLES);
    expect(DAWSONS_KAYLES.map((_, n) => Number(grundy(ARC, graphPosition(n, path(n)))))).toEqual(DAWSONS_KAYLES);
  });

  it("long paths follow the published period: 34, after the last exceptions (n = 51 for 0.137, 52 for 0.07)", () => {
    for (let n = 52; n < 400; n++) expect(nodeKaylesPath(n + 34), `n = ${n}`).toBe(nodeKaylesPath(n));
    for (let n = 53; n < 400; n++) expect(arcKaylesPath(n + 34), `n = ${n}`).toBe(arcKaylesPath(n));
    expect(nodeKaylesPath(51 + 34)).not.toBe(nodeKaylesPath(51));
    expect(nodeKaylesPath(10 ** 6 + 3)).toBe(nodeKaylesPath(52 + ((10 ** 6 + 3 - 52) % 34)));
  });

  it.each(FORMS)("$name: paths, cycles and complete graphs of up to 12 vertices equal the generic engine", ({ forms, engine }) => {
    for (let k = 1; k <= 12; k++) {
      for (const edges of [path(k), k >= 3 ? cycle(k) : path(k), complete(k)]) {
        const p = graphPosition(k, edges);
        expect(forms.grundy(p), JSON.stringify(edges)).toBe(BigInt(grundy(engine, p)));
      }
    }
  });

  it.each(FORMS)("$name: sums of paths, cycles and complete graphs (relabelled) equal the generic engine and the brute force", ({ kind, forms, engine }) => {
    fc.assert(
      fc.property(shapesArb, (g) => {
        const p = graphPosition(g.n, g.edges);
        const value = forms.grundy(p);
        expect(value).toBe(BigInt(grundy(engine, p)));
        expect(value).toBe(BigInt(bruteGrundy(kind, g)()));
      }),
      SEEDED,
    );
  });

  it.each(FORMS)("$name: on random graphs of at most 10 vertices the closed form answers only what it knows, and rightly", ({ forms, engine }) => {
    let answered = 0;
    fc.assert(
      fc.property(graphArb(10), (g) => {
        const p = graphPosition(g.n, g.edges, g.removed);
        const value = forms.grundy(p);
        if (value !== undefined) {
          answered++;
          expect(value).toBe(BigInt(grundy(engine, p)));
        }
      }),
      SEEDED,
    );
    expect(answered).toBeGreaterThan(10);
  });

  it.each(FORMS)("$name: movesTo lists exactly the options of the target value (the engine's)", ({ forms, engine }) => {
    fc.assert(
      fc.property(shapesArb, fc.integer({ min: 0, max: 7 }), (g, target) => {
        const p = graphPosition(g.n, g.edges);
        const found = forms.movesTo(p, BigInt(target), 1000)!;
        expect(found.complete).toBe(true);
        const mine = found.moves.map(labelledKey).sort();
        const theirs = [...engine.moves(p)]
          .filter((o) => grundy(engine, o) === target)
          .map(labelledKey)
          .sort();
        expect(mine).toEqual([...new Set(theirs)]);
      }),
      SEEDED,
    );
  });

  it("a long path and many lone vertices are answered at once", () => {
    const long = graphPosition(5000, path(5000));
    expect(nodeKaylesForms.grundy(long)).toBe(BigInt(nodeKaylesPath(5000)));
    expect(arcKaylesForms.grundy(long)).toBe(BigInt(arcKaylesPath(5000)));
    expect(nodeKaylesForms.grundy(graphPosition(5000, []))).toBe(0n);
    expect(nodeKaylesForms.movesTo(graphPosition(5000, []), 1n, 3)).toMatchObject({ complete: false });
  });
});
