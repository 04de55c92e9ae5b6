// The kernel's Cram reductions at a split (a 2 × 2 block's cut links, src/search/kernel/assembly/graph.ts)
// against the tests' Cram brute force, on random boards with cells filled, upright and lying.
import { beforeAll, describe, expect, it } from "vitest";
import { SearchKernel } from "../../src/search/kernel/kernel.js";
import { G, type Grid } from "../helpers/cramBrute.js";
import { ensureKernel, gridGraph } from "../helpers/kernel.js";
import { seededRandom } from "../helpers/random.js";

beforeAll(ensureKernel, 120_000);

const free = (g: Grid, r: number, c: number): boolean => g[r]?.[c] === ".";

/** Whether cell (r, c) has a free neighbour other than the two given cells. */
function otherNeighbour(g: Grid, r: number, c: number, inside: readonly (readonly [number, number])[]): boolean {
  for (const [dr, dc] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ] as const) {
    const [rr, cc] = [r + dr, c + dc];
    if (free(g, rr, cc) && !inside.some(([a, b]) => a === rr && b === cc)) return true;
  }
  return false;
}

/** Whether the board has a free 2 × 2 block with two opposite corners of no free neighbour outside it (written plainly). */
function hasCutBlock(g: Grid): boolean {
  for (let r = 0; r + 1 < g.length; r++)
    for (let c = 0; c + 1 < g[0]!.length; c++) {
      if (!(free(g, r, c) && free(g, r, c + 1) && free(g, r + 1, c) && free(g, r + 1, c + 1))) continue;
      const block = [
        [r, c],
        [r, c + 1],
        [r + 1, c],
        [r + 1, c + 1],
      ] as const;
      if (!otherNeighbour(g, r, c, block) && !otherNeighbour(g, r + 1, c + 1, block)) return true;
      if (!otherNeighbour(g, r, c + 1, block) && !otherNeighbour(g, r + 1, c, block)) return true;
    }
  return false;
}

const transpose = (g: Grid): Grid => Array.from({ length: g[0]!.length }, (_, c) => g.map((row) => row[c]).join(""));

const emptyCells = (g: Grid): number[] =>
  g
    .join("")
    .split("")
    .flatMap((ch, i) => (ch === "." ? [i] : []));

describe("the search kernel's cut links on Cram", () => {
  it("values random boards of 16 to 20 cells with cells filled as the brute force does, each board upright and lying", () => {
    const rnd = seededRandom(30);
    const shapes = [
      [3, 6],
      [4, 4],
      [4, 5],
      [3, 7],
      [2, 9],
      [5, 4],
    ] as const;
    const wrong: string[] = [];
    let withBlock = 0;
    let kernel: SearchKernel | undefined;
    for (let t = 0; t < 48; t++) {
      const [rows, columns] = shapes[t % shapes.length]!;
      const fill = 0.1 + 0.2 * rnd();
      const grid: Grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => (rnd() < fill ? "#" : ".")).join(""));
      if (hasCutBlock(grid)) withBlock++;
      for (const g of [grid, transpose(grid)]) {
        const graph = gridGraph(g.length, g[0]!.length);
        if (kernel === undefined) kernel = new SearchKernel(graph, "arckayles", { tableBytes: 2 ** 16 });
        else kernel.setGraph(graph, "arckayles");
        const got = kernel.nimber(emptyCells(g));
        if (got !== G(g)) wrong.push(`${g.join("/")}: ${got}, brute force ${G(g)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(withBlock).toBeGreaterThanOrEqual(8);
  });
});
