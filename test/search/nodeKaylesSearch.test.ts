import { describe, expect, it } from "vitest";
import { graphPosition, nodeKaylesGame } from "../../src/games/graphKayles/index.js";
import { nodeKaylesSearchFamily } from "../../src/games/graphKayles/searchFamily.js";
import { grundy } from "../../src/index.js";
import { searchValue } from "../../src/search/searchValue.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { adjacency, nodeKaylesBruteForce } from "../helpers/nodeKayles.js";
import { seededRandom } from "../helpers/random.js";

describe("the search on Node Kayles", () => {
  it("agrees with a brute force on every graph of at most 5 vertices", () => {
    for (let n = 0; n <= 5; n++) {
      const pairs: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
      for (let m = 0; m < 1 << pairs.length; m++) {
        const edges = pairs.filter((_, i) => (m >> i) & 1);
        const p = graphPosition(n, edges);
        // the default table's bound (2^20 slots), grown from 2^8 as needed: a graph of 5 vertices
        // has at most 32 positions, and 13 MB allocated a search is most of this test's time
        const table = new TranspositionTable(1 << 20, 1 << 8);
        expect([n, m, searchValue(nodeKaylesSearchFamily(p), p, { table }).value]).toEqual([n, m, nodeKaylesBruteForce(n, adjacency(n, edges))]);
      }
    }
  });

  it("agrees with the plain engine and the brute force on random graphs of 6 to 12 vertices", () => {
    const rnd = seededRandom(12);
    for (let t = 0; t < 150; t++) {
      const n = 6 + (t % 7);
      const density = 0.1 + 0.5 * rnd();
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < density) edges.push([u, v]);
      const p = graphPosition(n, edges);
      // the default bound, grown from 2^8 slots: at most 4,096 positions a graph
      const v = searchValue(nodeKaylesSearchFamily(p), p, { table: new TranspositionTable(1 << 20, 1 << 8) }).value;
      expect([n, edges.join(" "), v]).toEqual([n, edges.join(" "), nodeKaylesBruteForce(n, adjacency(n, edges))]);
      if (t < 40) expect(v).toBe(grundy(nodeKaylesGame, p, { budget: Infinity }));
    }
  });

  it("values positions with vertices removed, and graphs of 32 vertices (bit 31 in use)", () => {
    const p = graphPosition(
      12,
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 6],
        [6, 7],
        [7, 8],
        [8, 9],
        [9, 10],
        [10, 11],
        [0, 6],
      ],
      [3],
    );
    expect(searchValue(nodeKaylesSearchFamily(p), p).value).toBe(grundy(nodeKaylesGame, p, { budget: Infinity }));
    // a path of 32 vertices is Dawson's chess: the engine's closed form
    const path = graphPosition(
      32,
      Array.from({ length: 31 }, (_, i) => [i, i + 1] as [number, number]),
    );
    const rnd = seededRandom(3);
    const extra = graphPosition(32, [...path.edges, ...Array.from({ length: 6 }, () => [Math.floor(rnd() * 16), 16 + Math.floor(rnd() * 16)] as [number, number])]);
    expect(searchValue(nodeKaylesSearchFamily(path), path).value).toBe(grundy(nodeKaylesGame, path, { budget: Infinity }));
    expect(searchValue(nodeKaylesSearchFamily(extra), extra).value).toBe(grundy(nodeKaylesGame, extra, { budget: Infinity }));
  });
});
