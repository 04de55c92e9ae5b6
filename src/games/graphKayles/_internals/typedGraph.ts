// A graph as `grundy solve nodekayles|arckayles <graph>` takes it (the call, its inside
// "n; u,v …", or a grid written RxC), and the kernel's start of it.
import { InputError } from "../../../errors.js";
import { parseExpression } from "../../../expression/parse.js";
import { asGrid, gridGraph } from "../../../search/kernel/grids.js";
import { KERNEL_MAX_VERTICES, type KernelGame } from "../../../search/kernel/kernelGraph.js";
import type { KernelStart } from "../../searchFace.js";
import { Args } from "../../args.js";
import { type GraphPosition, graphPosition } from "./graph.js";
import { printGraph, readGraph } from "./readGraph.js";

/** The most rows or columns of a grid typed as `RxC` (its cells are bounded by the search anyway). */
const GRID_MAX_SIDE = 64;

/**
 * The graph typed, with or without the call `name(…)` around it, or a grid as `RxC` (`3x21`:
 * 3 rows of 21, vertex r·C + c); `usage` and `loops` are the game's words for its errors.
 */
export function typedGraph(name: string, usage: string, loops: string, g: string | undefined): GraphPosition {
  let text = (g ?? "").trim();
  const grid = /^(\d+)\s*[x×]\s*(\d+)$/i.exec(text);
  if (grid !== null) {
    const [rows, columns] = [Number(grid[1]), Number(grid[2])];
    if (!(rows >= 1 && columns >= 1 && rows <= GRID_MAX_SIDE && columns <= GRID_MAX_SIDE)) throw new InputError(`a grid RxC of 1 to ${GRID_MAX_SIDE} rows and columns`, text);
    const { n, edges } = gridGraph(rows, columns);
    return graphPosition(n, edges);
  }
  if (!new RegExp(`^${name}\\s*\\(`, "i").test(text)) text = `${name}(${text})`;
  const expression = parseExpression(text, `a graph ${name}(n; u,v …)`);
  if (expression.terms.length !== 1) throw new InputError("one graph", text);
  return readGraph(new Args(expression.terms[0]!, usage), loops);
}

/** The kernel's start of a typed graph (game: its name too), undefined for an empty graph or one with vertices removed; past 64 vertices an InputError. */
export function graphKernelStart(game: KernelGame, p: GraphPosition): KernelStart | undefined {
  if (p.n > KERNEL_MAX_VERTICES) throw new InputError(`a graph of at most ${KERNEL_MAX_VERTICES} vertices (the search kernel's bound)`, `${p.n} vertices`);
  if (p.n === 0 || p.removed.length > 0) return undefined;
  return { graph: asGrid(p.n, p.edges), game, label: printGraph(game, p) };
}
