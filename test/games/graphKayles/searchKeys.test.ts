// Node Kayles search keys up to isomorphism (src/games/graphKayles/_internals/smallPartKey.ts):
// against the number of connected graphs (OEIS A001349), relabellings, a brute force of the
// game, and the family's check that a position is on its graph.
import { describe, expect, it } from "vitest";
import { decodeSmallPart, smallKey, smallPartKey } from "../../../src/games/graphKayles/_internals/smallPartKey.js";
import { graphPosition } from "../../../src/games/graphKayles/index.js";
import { nodeKaylesSearchFamily } from "../../../src/games/graphKayles/searchFamily.js";
import { searchValue } from "../../../src/search/searchValue.js";
import { nodeKaylesBruteForce } from "../../helpers/nodeKayles.js";
import { keyedSearchDisagreements, randomKeyedDisagreements } from "../../helpers/nodeKaylesKeysCheck.js";
import { seededInts, seededRandom } from "../../helpers/random.js";

/** A small part's key as one string. */
const keyOf = (adj: ArrayLike<number>, members: number, k: number): string => {
  smallPartKey(adj, members, k);
  return `${smallKey[0]}:${smallKey[1]}`;
};

const masksOf = (edges: readonly (readonly [number, number])[]): Int32Array => {
  const adj = new Int32Array(32);
  for (const [u, v] of edges) {
    adj[u]! |= 1 << v;
    adj[v]! |= 1 << u;
  }
  return adj;
};

const connected = (n: number, adj: ArrayLike<number>): boolean => {
  let seen = 1;
  for (let frontier = 1; frontier !== 0; ) {
    let next = 0;
    for (let v = 0; v < n; v++) if ((frontier >> v) & 1) next |= adj[v]!;
    frontier = next & ~seen;
    seen |= next;
  }
  return seen === (1 << n) - 1;
};

const allGraphs = function* (n: number): Generator<[number, number][]> {
  const pairs: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
  for (let m = 0; m < 2 ** pairs.length; m++) yield pairs.filter((_, i) => Math.floor(m / 2 ** i) % 2 === 1);
};

describe("Node Kayles search keys up to isomorphism", () => {
  it("give as many codes as there are connected graphs up to isomorphism on 3 to 6 vertices (OEIS A001349: 2, 6, 21, 112)", () => {
    for (const [n, count] of [
      [3, 2],
      [4, 6],
      [5, 21],
      [6, 112],
    ] as const) {
      const codes = new Set<string>();
      for (const edges of allGraphs(n)) {
        const adj = masksOf(edges);
        if (connected(n, adj)) codes.add(keyOf(adj, (1 << n) - 1, n));
      }
      expect([n, codes.size]).toEqual([n, count]);
    }
  });

  it("are equal for relabelled copies anywhere in a larger graph, and decode to a graph of the same code and value", () => {
    const rnd = seededRandom(8);
    for (let t = 0; t < 300; t++) {
      const k = 3 + (t % 8);
      const edges: [number, number][] = [];
      for (let u = 0; u < k; u++) for (let v = u + 1; v < k; v++) if (rnd() < 0.45) edges.push([u, v]);
      for (let v = 1; v < k; v++) if (!edges.some(([a, b]) => b === v && a < v)) edges.push([Math.floor(rnd() * v), v]); // connected
      const adj = masksOf(edges);
      const code = keyOf(adj, (1 << k) - 1, k);
      // the same part on k of 32 vertices, labels shuffled
      const place = Array.from({ length: 32 }, (_, i) => i).sort(() => rnd() - 0.5);
      const moved = masksOf(edges.map(([u, v]) => [place[u]!, place[v]!]));
      const members = place.slice(0, k).reduce((m, v) => m | (1 << v), 0);
      expect(keyOf(moved, members >>> 0, k)).toBe(code);
      const back = new Int32Array(10);
      const [lo, hi] = code.split(":").map(Number);
      expect(decodeSmallPart(lo!, hi!, back)).toBe(k);
      expect(keyOf(back, (1 << k) - 1, k)).toBe(code);
      expect(nodeKaylesBruteForce(k, back)).toBe(nodeKaylesBruteForce(k, adj));
    }
  });

  // every graph of 6 vertices: test/exhaustive/nodeKaylesKeys.ts (npx tsx scripts/exhaustive.ts nodeKaylesKeys)
  it("give the brute force's value on every graph of at most 5 vertices and a seeded 32nd of those of 6, one table shared by all (a small part's entry serves every graph)", () => {
    const pick = seededInts(6);
    expect(keyedSearchDisagreements((n) => n <= 5 || pick(32) === 0)).toEqual([]);
  });

  // all 200: test/exhaustive/nodeKaylesKeys.ts
  it("give the brute force's value on random graphs of 7 to 12 vertices, with small parts keyed by shape or all by vertex set (the first 48 of 200)", () => {
    expect(randomKeyedDisagreements(48)).toEqual([]);
  });

  it("refuse a position of another graph with as many vertices", () => {
    // the family of the path 0–1–2 (value 2) asked about three isolated vertices (value 1)
    const family = nodeKaylesSearchFamily(
      graphPosition(3, [
        [0, 1],
        [1, 2],
      ]),
    );
    expect(() => searchValue(family, graphPosition(3, []))).toThrow(/a position of the graph the search was made for/);
    expect(
      searchValue(
        family,
        graphPosition(3, [
          [1, 2],
          [0, 1],
        ]),
      ).value,
    ).toBe(2);
  });
});
