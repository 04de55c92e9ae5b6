// The Node Kayles search (small parts keyed up to isomorphism, one table for every graph)
// against the brute force (./nodeKayles.ts) on the graphs of at most 6 vertices: the suite
// (test/games/graphKayles/searchKeys.test.ts) checks every graph of at most 5 vertices and a
// seeded 32nd of those of 6, test/exhaustive/nodeKaylesKeys.ts every graph.
import { graphPosition } from "../../src/games/graphKayles/index.js";
import { nodeKaylesSearchFamily } from "../../src/games/graphKayles/searchFamily.js";
import { searchValue } from "../../src/search/searchValue.js";
import { TranspositionTable } from "../../src/search/transpositionTable.js";
import { adjacency, nodeKaylesBruteForce } from "./nodeKayles.js";
import { seededRandom } from "./random.js";

/** The graph on n vertices whose edges are the pairs u < v (in order) picked by the bits of `m`. */
export function graphOfMask(n: number, m: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
  return pairs.filter((_, i) => Math.floor(m / 2 ** i) % 2 === 1);
}

/** The graphs of at most 6 vertices that `keep(n, m)` chooses whose search value is not the brute force's, one table shared by all. */
export function keyedSearchDisagreements(keep: (n: number, m: number) => boolean): string[] {
  const table = new TranspositionTable(1 << 16);
  const wrong: string[] = [];
  for (let n = 0; n <= 6; n++)
    for (let m = 0; m < 2 ** ((n * (n - 1)) / 2); m++) {
      if (!keep(n, m)) continue;
      const edges = graphOfMask(n, m);
      const p = graphPosition(n, edges);
      const v = searchValue(nodeKaylesSearchFamily(p), p, { table }).value;
      const want = nodeKaylesBruteForce(n, adjacency(n, edges));
      if (v !== want) wrong.push(`${n}; ${edges.join(" ")}: ${v}, the brute force ${want}`);
    }
  return wrong;
}

/**
 * The first `count` of 200 random graphs of 7 to 12 vertices (seed 77) whose value, with small parts
 * keyed by shape (the default, and up to 10 vertices) or every part by its vertex set, is not the
 * brute force's. Graphs of at most 8 vertices share one table: every part of theirs has a graph-free key.
 */
export function randomKeyedDisagreements(count: number): string[] {
  const rnd = seededRandom(77);
  const shared = new TranspositionTable(1 << 16);
  const wrong: string[] = [];
  for (let t = 0; t < count; t++) {
    const n = 7 + (t % 6);
    const density = 0.1 + 0.4 * rnd();
    const edges: [number, number][] = [];
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < density) edges.push([u, v]);
    const p = graphPosition(n, edges);
    const want = nodeKaylesBruteForce(n, adjacency(n, edges));
    const options = n <= 8 ? { table: shared } : {};
    const got = [
      searchValue(nodeKaylesSearchFamily(p), p, options).value,
      searchValue(nodeKaylesSearchFamily(p, { smallParts: 0 }), p).value,
      searchValue(nodeKaylesSearchFamily(p, { smallParts: 10 }), p, options).value,
    ];
    if (got.some((v) => v !== want)) wrong.push(`${n}; ${edges.join(" ")}: ${got.join(", ")}, the brute force ${want}`);
  }
  return wrong;
}
