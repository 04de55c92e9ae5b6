// The retrograde core's γ labelling (src/core/labelling.ts) on random digraphs, against the
// definition of γ checked here (brute force over all labellings for the smallest graphs).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelGammas } from "../../src/core/labelling.js";
import { allGammaFunctions, arbDigraph, INF, isGammaFunction, csr } from "../helpers/loopy.js";

function label(edges: number[][]) {
  const terminals = edges.flatMap((o, u) => (o.length === 0 ? [u] : []));
  const kBits = new Uint32Array(edges.length);
  const result = labelGammas(csr(edges), { terminals, kBits });
  const lab = new Array<number>(edges.length).fill(INF);
  result.order.forEach((u, i) => {
    lab[u] = result.gamma[i]!;
  });
  return { lab, order: Array.from(result.order), kBits };
}

describe("labelGammas", () => {
  it("labels the one γ function of the graph (brute force, ≤ 6 nodes)", () => {
    fc.assert(
      fc.property(arbDigraph(6), (edges) => {
        expect([label(edges).lab]).toEqual(allGammaFunctions(edges));
      }),
      { numRuns: 150 },
    );
  });

  it("meets the definition of γ, lists each finite position once in an order that is a counter function, and sets K's bits (≤ 14 nodes)", () => {
    fc.assert(
      fc.property(arbDigraph(14), (edges) => {
        const { lab, order, kBits } = label(edges);
        expect(isGammaFunction(edges, lab)).toBe(true);
        expect([...order].sort((a, b) => a - b)).toEqual(lab.flatMap((g, u) => (g === INF ? [] : [u])));
        const c = new Map(order.map((u, i) => [u, i]));
        edges.forEach((opts, u) => {
          if (lab[u] === INF) {
            const K = new Set(opts.map((v) => lab[v]!).filter((g) => g !== INF));
            expect(kBits[u]).toBe([...K].reduce((bits, k) => bits | (1 << k), 0));
            return;
          }
          for (const v of opts) {
            if (lab[v] !== INF && lab[v]! < lab[u]!) continue;
            expect(edges[v]!.some((w) => lab[w] === lab[u] && c.get(w)! < c.get(u)!)).toBe(true);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it("lets the caller refuse a stage", () => {
    // a path 3 → 2 → 1 → 0: values 1, 0, 1, 0 from the end
    const edges = [[], [0], [1], [2]];
    expect(() =>
      labelGammas(csr(edges), {
        terminals: [0],
        onStage: (m) => {
          if (m >= 1) throw new RangeError("stage 1");
        },
      }),
    ).toThrow(RangeError);
    expect(label(edges).lab).toEqual([0, 1, 0, 1]);
  });
});
