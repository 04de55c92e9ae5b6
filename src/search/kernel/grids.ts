// Graphs the kernel keys by a rectangle's symmetries: the rows × columns grid, and a graph
// recognised as one.
import type { KernelGraph } from "./kernelGraph.js";

/** The rows × columns grid, vertex r·columns + c. */
export function gridGraph(rows: number, columns: number): KernelGraph {
  const edges: [number, number][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      if (c + 1 < columns) edges.push([r * columns + c, r * columns + c + 1]);
      if (r + 1 < rows) edges.push([r * columns + c, (r + 1) * columns + c]);
    }
  return { n: rows * columns, edges, grid: { rows, columns } };
}

/** The graph as a grid when its edges are exactly those of a rows × columns grid (rows ≥ 2), so that the kernel uses its symmetries; else as it is. */
export function asGrid(n: number, edges: readonly (readonly [number, number])[]): KernelGraph {
  const key = (u: number, v: number) => (u < v ? u * n + v : v * n + u);
  const have = new Set(edges.map(([u, v]) => key(u, v)));
  for (let columns = 2; columns < n; columns++) {
    if (n % columns !== 0) continue;
    const g = gridGraph(n / columns, columns);
    if (g.edges.length === have.size && g.edges.every(([u, v]) => have.has(key(u, v)))) return g;
  }
  return { n, edges: edges.map(([u, v]) => [u, v] as [number, number]) };
}
