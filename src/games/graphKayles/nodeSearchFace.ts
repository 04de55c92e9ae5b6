// Node Kayles's search face: `grundy solve nodekayles <graph>` values a graph of at most 32
// vertices by the search.
import { InputError } from "../../errors.js";
import { parseExpression } from "../../expression/parse.js";
import { Args } from "../args.js";
import { asGrid, gridGraph } from "../../search/kernel/grids.js";
import { KERNEL_MAX_VERTICES } from "../../search/kernel/kernelGraph.js";
import type { SearchFace } from "../searchFace.js";
import { type GraphPosition, graphPosition } from "./_internals/graph.js";
import { printGraph, readGraph } from "./_internals/readGraph.js";
import { NODE_KAYLES_LOOPS, NODE_KAYLES_USAGE } from "./nodeUsage.js";
import { nodeKaylesSearchFamily, SEARCH_MAX_VERTICES } from "./searchFamily.js";

/** `grundy solve nodekayles <graph>`: the graph as `nodekayles(n; u,v …)` takes it, with or without the call around it. */
export const nodeKaylesSearchFace: SearchFace<GraphPosition> = {
  description: `Node Kayles on a graph of at most ${KERNEL_MAX_VERTICES} vertices (past ${SEARCH_MAX_VERTICES} by the WebAssembly kernel): its nimber by the search`,
  arguments: [{ name: "<graph>", description: 'the graph as nodekayles(n; u,v …) takes it ("n; u,v u,v …"), a grid RxC ("3x21"), or a file holding either', file: true }],
  examples: [
    "grundy solve nodekayles 3x21 --table nk.tt",
    'grundy solve nodekayles "nodekayles(6; 0,1 1,2 2,3 3,4 4,5 5,0)"',
    'grundy solve nodekayles "12; 0,1 1,2 2,3"',
    "grundy solve nodekayles graph.txt",
  ],
  read([g]) {
    const p = typedGraph(g);
    // the search family's knownValue: a part of one vertex or two joined has value 1
    const theoryReason = () => "every connected part of the graph has one or two vertices (value 1 each: one move takes it)";
    return { family: nodeKaylesSearchFamily(p), position: p, theoryReason };
  },
  kernel([g]) {
    const p = typedGraph(g);
    if (p.n > KERNEL_MAX_VERTICES) throw new InputError(`a graph of at most ${KERNEL_MAX_VERTICES} vertices (the search kernel's bound)`, `${p.n} vertices`);
    if (p.n === 0 || p.removed.length > 0) return undefined;
    return { graph: asGrid(p.n, p.edges), game: "nodekayles", label: printGraph("nodekayles", p) };
  },
};

/** The most rows or columns of a grid typed as `RxC` (its cells are bounded by the search anyway). */
const GRID_MAX_SIDE = 64;

/** The graph typed, with or without the call around it, or a grid as `RxC` (`3x21`: 3 rows of 21, vertex r·C + c). */
function typedGraph(g: string | undefined): GraphPosition {
  let text = (g ?? "").trim();
  const grid = /^(\d+)\s*[x×]\s*(\d+)$/i.exec(text);
  if (grid !== null) {
    const [rows, columns] = [Number(grid[1]), Number(grid[2])];
    if (!(rows >= 1 && columns >= 1 && rows <= GRID_MAX_SIDE && columns <= GRID_MAX_SIDE)) throw new InputError(`a grid RxC of 1 to ${GRID_MAX_SIDE} rows and columns`, text);
    const { n, edges } = gridGraph(rows, columns);
    return graphPosition(n, edges);
  }
  if (!/^nodekayles\s*\(/i.test(text)) text = `nodekayles(${text})`;
  const expression = parseExpression(text, "a graph nodekayles(n; u,v …)");
  if (expression.terms.length !== 1) throw new InputError("one graph", text);
  return readGraph(new Args(expression.terms[0]!, NODE_KAYLES_USAGE), NODE_KAYLES_LOOPS);
}
