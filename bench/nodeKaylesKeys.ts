// `npm run bench -- nodeKaylesKeys [--runs=3]`: the Node Kayles search (src/search with
// src/games/graphKayles/searchFamily.ts) on graphs of 20 to 32 vertices, random and grid-like,
// in groups, with small parts (≤ 6, 8, 10 vertices) keyed up to isomorphism against every part keyed
// by its vertex set (the baseline, `smallParts: 0`), in this process: positions searched by the
// whole group (a fresh table a graph), the better of --runs CPU times each, and the ratios.
import { seededRandom } from "../src/_internals/random.js";
import { graphPosition } from "../src/games/graphKayles/_internals/graph.js";
import { nodeKaylesSearchFamily } from "../src/games/graphKayles/searchFamily.js";
import { searchValue } from "../src/search/searchValue.js";
import { TranspositionTable } from "../src/search/transpositionTable.js";
import { table } from "./_util.js";

/** A random graph of n vertices and about n · degree / 2 edges (seeded). */
function randomGraph(n: number, degree: number, seed: number): [number, number][] {
  const rnd = seededRandom(seed);
  const edges: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < degree / (n - 1)) edges.push([u, v]);
  return edges;
}

/** The r × c grid graph (rook moves of one step). */
function grid(r: number, c: number): [number, number][] {
  const edges: [number, number][] = [];
  for (let i = 0; i < r; i++)
    for (let j = 0; j < c; j++) {
      if (j + 1 < c) edges.push([i * c + j, i * c + j + 1]);
      if (i + 1 < r) edges.push([i * c + j, (i + 1) * c + j]);
    }
  return edges;
}

/** The r × c grid with the king's diagonal steps too. */
function kings(r: number, c: number): [number, number][] {
  const edges = grid(r, c);
  for (let i = 0; i + 1 < r; i++)
    for (let j = 0; j < c; j++) {
      if (j + 1 < c) edges.push([i * c + j, (i + 1) * c + j + 1]);
      if (j > 0) edges.push([i * c + j, (i + 1) * c + j - 1]);
    }
  return edges;
}

type Graph = [number, [number, number][]];
const GROUPS: [string, Graph[]][] = [
  ["random, 20–32 vertices, mean degree 2–4 (60 graphs)", Array.from({ length: 60 }, (_, i): Graph => [20 + (i % 13), randomGraph(20 + (i % 13), 2 + (i % 5) / 2, 1000 + i)])],
  [
    "grids r × c, 20 ≤ rc ≤ 32 (2×10 … 5×6, 4×8)",
    [
      [2, 10],
      [2, 12],
      [2, 16],
      [3, 7],
      [3, 8],
      [3, 9],
      [3, 10],
      [4, 5],
      [4, 6],
      [4, 7],
      [4, 8],
      [5, 5],
      [5, 6],
    ].map(([r, c]): Graph => [r! * c!, grid(r!, c!)]),
  ],
  [
    "king's graphs r × c, 20 ≤ rc ≤ 32",
    [
      [2, 12],
      [2, 16],
      [3, 8],
      [3, 10],
      [4, 6],
      [4, 8],
      [5, 6],
    ].map(([r, c]): Graph => [r! * c!, kings(r!, c!)]),
  ],
  [
    "grids with random holes (5 × 6 and 4 × 8, 20% of cells gone; 20 graphs)",
    Array.from({ length: 20 }, (_, i): Graph => {
      const [r, c] = i % 2 ? [5, 6] : [4, 8];
      const rnd = seededRandom(77 + i);
      const gone = new Set(Array.from({ length: r * c }, (_, v) => v).filter(() => rnd() < 0.2));
      return [r * c, grid(r, c).filter(([u, v]) => !gone.has(u) && !gone.has(v))];
    }),
  ],
];

function cpu(fn: () => { value: number; positions: number }): { value: number; positions: number; seconds: number } {
  const c0 = process.cpuUsage();
  const r = fn();
  const u = process.cpuUsage(c0);
  return { ...r, seconds: (u.user + u.system) / 1e6 };
}

export default async function nodeKaylesKeysBench(args: string[]): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3);
  const sizes = (args.find((a) => a.startsWith("--small="))?.split("=")[1] ?? "0,6,8,10").split(",").map(Number);
  const rows: (string | number)[][] = [["graphs", "small parts ≤", "positions", "CPU s", "positions ratio", "time ratio"]];
  for (const [name, graphs] of GROUPS) {
    const starts = graphs.map(([n, edges]) => graphPosition(n, edges));
    /** Every graph of the group with a fresh table each, the better of `runs` rounds. */
    const total = (smallParts: number) => {
      let best: { values: number[]; positions: number; seconds: number } | undefined;
      for (let i = 0; i < runs; i++) {
        const values: number[] = [];
        let positions = 0;
        const r = cpu(() => {
          for (const p of starts) {
            const one = searchValue(nodeKaylesSearchFamily(p, { smallParts }), p, { table: new TranspositionTable(1 << 18) });
            values.push(one.value);
            positions += one.positions;
          }
          return { value: 0, positions };
        });
        if (best === undefined || r.seconds < best.seconds) best = { values, positions, seconds: r.seconds };
      }
      return best!;
    };
    const before = total(0);
    rows.push([name, "0 (vertex sets)", before.positions, before.seconds, 1, 1]);
    for (const small of sizes.filter((k) => k > 0)) {
      const after = total(small);
      if (before.values.join() !== after.values.join()) throw new Error(`${name}: the two keys give different values`);
      rows.push(["", small, after.positions, after.seconds, before.positions / after.positions, before.seconds / after.seconds]);
    }
  }
  table(rows);
  console.log(
    "\nratios: with every part keyed by its vertex set / with parts of at most that many vertices keyed up to isomorphism (above 1: the new keys do better). Sizes: --small=0,6,8,10",
  );
}
