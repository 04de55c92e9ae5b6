// The WebAssembly search kernel against the tests' brute forces, the JavaScript search and
// published values: Node Kayles and Arc Kayles on graphs, Cram as Arc Kayles on a grid.
import { beforeAll, describe, expect, it } from "vitest";
import { graphPosition } from "../../src/games/graphKayles/index.js";
import { nodeKaylesSearchFamily } from "../../src/games/graphKayles/searchFamily.js";
import { cramSearchFamily } from "../../src/games/cram/searchFamily.js";
import { searchValue } from "../../src/search/searchValue.js";
import { type KernelGame, type KernelGraph, SearchKernel } from "../../src/search/kernel/kernel.js";
import { G, type Grid, read, sampleBoards } from "../helpers/cramBrute.js";
import { ensureKernel, gridGraph } from "../helpers/kernel.js";
import { arcKaylesBruteForce } from "../helpers/arcKayles.js";
import { adjacency, nodeKaylesBruteForce } from "../helpers/nodeKayles.js";
import { seededRandom } from "../helpers/random.js";

beforeAll(ensureKernel, 120_000);

const SMALL = { tableBytes: 2 ** 16 };
let shared: SearchKernel | undefined;
/** The kernel's value of a position, on one instance given each graph in turn (its table emptied). */
function kernelValue(graph: KernelGraph, game: KernelGame, alive?: number[]): number {
  if (shared === undefined) shared = new SearchKernel(graph, game, SMALL);
  else shared.setGraph(graph, game);
  return shared.nimber(alive);
}

function randomGraph(rnd: () => number, n: number): [number, number][] {
  const density = 0.05 + 0.5 * rnd();
  const edges: [number, number][] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < density) edges.push([u, v]);
  return edges;
}

/** The cells of a board left empty, as vertices r·columns + c. */
const emptyCells = (grid: Grid): number[] =>
  grid
    .join("")
    .split("")
    .flatMap((ch, i) => (ch === "." ? [i] : []));

describe("the search kernel on graphs", () => {
  it("agrees with the brute forces of Node Kayles and Arc Kayles on every graph of at most 5 vertices", () => {
    const wrong: string[] = [];
    for (let n = 1; n <= 5; n++) {
      const pairs: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
      for (let m = 0; m < 1 << pairs.length; m++) {
        const edges = pairs.filter((_, i) => (m >> i) & 1);
        const nk = kernelValue({ n, edges }, "nodekayles");
        const ak = kernelValue({ n, edges }, "arckayles");
        if (nk !== nodeKaylesBruteForce(n, adjacency(n, edges))) wrong.push(`nodekayles ${n}; ${edges.join(" ")}: ${nk}`);
        if (ak !== arcKaylesBruteForce(n, edges)) wrong.push(`arckayles ${n}; ${edges.join(" ")}: ${ak}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("agrees with the brute forces on random graphs of 6 to 14 vertices", () => {
    const rnd = seededRandom(30);
    const wrong: string[] = [];
    for (let t = 0; t < 200; t++) {
      const n = 6 + (t % 9);
      const edges = randomGraph(rnd, n);
      const nk = kernelValue({ n, edges }, "nodekayles");
      if (nk !== nodeKaylesBruteForce(n, adjacency(n, edges))) wrong.push(`nodekayles ${n}; ${edges.join(" ")}: ${nk}`);
      if (n <= 12) {
        const ak = kernelValue({ n, edges }, "arckayles");
        if (ak !== arcKaylesBruteForce(n, edges)) wrong.push(`arckayles ${n}; ${edges.join(" ")}: ${ak}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("agrees with the JavaScript search on random Node Kayles graphs of 18 to 32 vertices, whole and with vertices removed", () => {
    const rnd = seededRandom(31);
    for (let t = 0; t < 12; t++) {
      const n = 18 + Math.floor(rnd() * 15);
      const edges: [number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rnd() < 3 / n) edges.push([u, v]);
      const removed = [0, 1, 2, 3, 4, 5].map(() => Math.floor(rnd() * n)).filter((v, i, a) => a.indexOf(v) === i);
      const whole = graphPosition(n, edges);
      const part = { ...whole, removed };
      const alive = Array.from({ length: n }, (_, v) => v).filter((v) => !removed.includes(v));
      expect([n, edges.join(" "), kernelValue({ n, edges }, "nodekayles")]).toEqual([n, edges.join(" "), searchValue(nodeKaylesSearchFamily(whole), whole).value]);
      expect([removed, kernelValue({ n, edges }, "nodekayles", alive)]).toEqual([removed, searchValue(nodeKaylesSearchFamily(whole), part).value]);
    }
  });

  it("answers Node Kayles on the 3 × n grid as OEIS A316632 gives it (n = 1 … 16, up to 48 vertices, past the JavaScript search's 32)", () => {
    const published = [2, 1, 1, 0, 3, 3, 2, 2, 2, 3, 3, 5, 2, 4, 1, 3];
    const got = published.map((_, i) => new SearchKernel(gridGraph(3, i + 1), "nodekayles", { tableBytes: 2 ** 24 }).nimber());
    expect(got).toEqual(published);
  });

  it("answers A316632's values for the 3 × 13 … 3 × 16 grids given with shuffled labels (no grid shortcut: keys are vertex sets)", () => {
    const rnd = seededRandom(36);
    const got = [13, 14, 15, 16].map((n) => {
      const g = gridGraph(3, n);
      const label = Array.from({ length: g.n }, (_, i) => i).sort(() => rnd() - 0.5);
      const edges = g.edges.map(([u, v]) => [label[u]!, label[v]!] as [number, number]);
      return new SearchKernel({ n: g.n, edges }, "nodekayles", { tableBytes: 2 ** 24 }).nimber();
    });
    expect(got).toEqual([2, 4, 1, 3]);
  });

  it("values Node Kayles on the 3 × 17 … 3 × 20 grids (past A316632) as it values them with shuffled labels: two key paths, the rectangle's symmetries and plain vertex sets", () => {
    const rnd = seededRandom(37);
    const pairs = [17, 18, 19, 20].map((n) => {
      const g = gridGraph(3, n);
      const label = Array.from({ length: g.n }, (_, i) => i).sort(() => rnd() - 0.5);
      const edges = g.edges.map(([u, v]) => [label[u]!, label[v]!] as [number, number]);
      const shuffled = new SearchKernel({ n: g.n, edges }, "nodekayles", { tableBytes: 2 ** 24 }).nimber();
      return [new SearchKernel(g, "nodekayles", { tableBytes: 2 ** 24 }).nimber(), shuffled];
    });
    for (const [grid, shuffled] of pairs) expect(grid).toBe(shuffled);
  });

  it("answers 0 for Node Kayles on the 4 × 16 grid (64 vertices): its half turn moves no vertex next to its image, the mirror strategy", () => {
    // the second player answers each vertex with its image under the half turn: a vertex and its image are never neighbours on an even × even grid
    expect(new SearchKernel(gridGraph(4, 16), "nodekayles", { tableBytes: 2 ** 24 }).nimber()).toBe(0);
  });

  it("values paths and cycles of 1 to 14 vertices, whose values it tabulates, as the brute forces do, labels shuffled", () => {
    const rnd = seededRandom(35);
    const wrong: string[] = [];
    for (let n = 1; n <= 14; n++)
      for (const cycle of n >= 3 ? [false, true] : [false]) {
        const label = Array.from({ length: n }, (_, i) => i).sort(() => rnd() - 0.5);
        const edges: [number, number][] = [];
        for (let i = 0; i + 1 < n; i++) edges.push([label[i]!, label[i + 1]!]);
        if (cycle) edges.push([label[n - 1]!, label[0]!]);
        const nk = kernelValue({ n, edges }, "nodekayles");
        const ak = kernelValue({ n, edges }, "arckayles");
        if (nk !== nodeKaylesBruteForce(n, adjacency(n, edges))) wrong.push(`nodekayles ${cycle ? "cycle" : "path"} ${n}: ${nk}`);
        if (ak !== arcKaylesBruteForce(n, edges)) wrong.push(`arckayles ${cycle ? "cycle" : "path"} ${n}: ${ak}`);
      }
    expect(wrong).toEqual([]);
  });

  it("answers Cram 4 × 7 (published: 3) with a table of 256 buckets that drops entries as it fills", () => {
    const k = new SearchKernel(gridGraph(4, 7), "arckayles", { tableBytes: 1 });
    expect([k.nimber(), k.table.slots]).toEqual([3, 1024]);
    expect(k.table.replaced).toBeGreaterThan(0);
  });

  it("refuses a graph of more than 64 vertices", () => {
    expect(() => new SearchKernel({ n: 65, edges: [] }, "nodekayles", SMALL)).toThrow(/at most|1 to 64/);
  });
});

describe("the search kernel on Cram (Arc Kayles on a grid)", () => {
  it("agrees with the tests' Cram brute force on every board of at most 10 cells and a sample up to 16 cells", () => {
    const wrong: string[] = [];
    for (const grid of [...sampleBoards(10, 1024, 1), ...sampleBoards(16, 6, 2)]) {
      const rows = grid.length;
      const columns = grid[0]!.length;
      const got = kernelValue(gridGraph(rows, columns), "arckayles", emptyCells(grid));
      if (got !== G(grid)) wrong.push(`${grid.join("/")}: ${got}, brute force ${G(grid)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("agrees with the JavaScript search on random boards of 30 to 48 cells with cells filled", () => {
    const rnd = seededRandom(32);
    for (let t = 0; t < 6; t++) {
      const [rows, columns] = (
        [
          [5, 6],
          [6, 6],
          [4, 10],
          [6, 8],
          [5, 9],
          [3, 14],
        ] as const
      )[t]!;
      const grid: Grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => (rnd() < 0.3 ? "#" : ".")).join(""));
      const js = searchValue(cramSearchFamily, read(`cram("${grid.join("/")}")`)).value;
      expect([grid.join("/"), kernelValue(gridGraph(rows, columns), "arckayles", emptyCells(grid))]).toEqual([grid.join("/"), js]);
    }
  });

  it("answers the published values of the empty 3 × n (n ≤ 10), 4 × n (n ≤ 7) and 5 × 5 boards", () => {
    const boards: [number, number, number][] = [
      ...[0, 1, 1, 4, 1, 3, 1, 2].map((v, i) => [3, 3 + i, v] as [number, number, number]),
      ...[0, 2, 0, 3].map((v, i) => [4, 4 + i, v] as [number, number, number]),
      [5, 5, 0],
    ];
    const got = boards.map(([r, c]) => [r, c, new SearchKernel(gridGraph(r, c), "arckayles", { tableBytes: 2 ** 24 }).nimber()]);
    expect(got).toEqual(boards);
  });

  it("keys a region by its least image under the rectangle's symmetries, moved to the corner (a brute force over the group)", () => {
    const rnd = seededRandom(33);
    for (const [rows, columns] of [
      [3, 5],
      [4, 4],
      [5, 7],
      [8, 8],
      [2, 31],
    ] as const) {
      const k = new SearchKernel(gridGraph(rows, columns), "arckayles", SMALL);
      for (let t = 0; t < 40; t++) {
        const cells = Array.from({ length: rows * columns }, (_, i) => i).filter(() => rnd() < 0.4);
        if (cells.length === 0) continue;
        const set = cells.reduce((m, i) => m | (1n << BigInt(i)), 0n);
        const [lo, hi] = k.key(Number(set & 0xffffffffn), Number(set >> 32n));
        expect([rows, columns, cells.join(","), BigInt(lo) | (BigInt(hi) << 32n)]).toEqual([rows, columns, cells.join(","), leastImage(rows, columns, cells)]);
      }
    }
  });
});

/** The least, over the symmetries of the rows × columns rectangle (8 when square), of the image of `cells` moved up and left to the corner. */
function leastImage(rows: number, columns: number, cells: number[]): bigint {
  let best: bigint | undefined;
  for (let s = 0; s < (rows === columns ? 8 : 4); s++) {
    const image = cells.map((i) => {
      let r = Math.floor(i / columns);
      let c = i % columns;
      if (s & 1) r = rows - 1 - r;
      if (s & 2) c = columns - 1 - c;
      return s & 4 ? [c, r] : [r, c];
    });
    const r0 = Math.min(...image.map(([r]) => r!));
    const c0 = Math.min(...image.map(([, c]) => c!));
    const key = image.reduce((m, [r, c]) => m | (1n << BigInt((r! - r0) * columns + (c! - c0))), 0n);
    if (best === undefined || key < best) best = key;
  }
  return best!;
}
