// The search behind `analyze` and `play` for Kayles graphs that no closed form values
// (src/search/searchBackedForms.ts): Node Kayles of 21 … 64 vertices in play and Arc Kayles of
// 21 … 64, by the WebAssembly kernel where its module is at hand, else (Node Kayles on at most
// 32 vertices) by the JavaScript search, one search family a graph, kept while the questions
// stay on that graph (the positions after moves share it).
import type { SearchFamily } from "../../search/family.js";
import { asGrid } from "../../search/kernel/grids.js";
import { KERNEL_MAX_VERTICES, type KernelGame } from "../../search/kernel/kernelGraph.js";
import { type KernelBackedStart, type SearchBackedForms, searchBackedForms } from "../../search/searchBackedForms.js";
import type { GraphPosition } from "./_internals/graph.js";
import { arcKaylesMoves, nodeKaylesMoves } from "./rules.js";
import { nodeKaylesSearchFamily, SEARCH_MAX_VERTICES } from "./searchFamily.js";

/** Graphs with more vertices in play than this go to the search (the engine values smaller ones in well under a second). */
export const NODE_KAYLES_SEARCH_FROM = 20;

const sameGraph = (p: GraphPosition, g: GraphPosition): boolean =>
  p.n === g.n && (p.edges === g.edges || (p.edges.length === g.edges.length && p.edges.every(([u, v], i) => u === g.edges[i]![0] && v === g.edges[i]![1])));

/**
 * The kernel's start of a graph position (`from`: the fewest vertices in play it takes, unless
 * `option`). The graph's key is made once for the positions that share its edges (a move keeps
 * them), and the graph itself only when its kernel is made.
 */
function kernelStartOf(game: KernelGame, from: number): (p: GraphPosition, option?: true) => KernelBackedStart | undefined {
  let last: { n: number; edges: GraphPosition["edges"]; key: string } | undefined;
  return (p, option) => {
    if (p.part === true || p.n > KERNEL_MAX_VERTICES || (option !== true && p.n - p.removed.length <= from)) return undefined;
    if (last === undefined || last.n !== p.n || last.edges !== p.edges) last = { n: p.n, edges: p.edges, key: `${p.n};${p.edges.map(([u, v]) => `${u},${v}`).join(" ")}` };
    const gone = new Set(p.removed);
    const alive: number[] = [];
    for (let v = 0; v < p.n; v++) if (!gone.has(v)) alive.push(v);
    return { key: last.key, graph: () => asGrid(p.n, p.edges), game, alive };
  };
}

const solveCommand = (name: string) => (p: GraphPosition) =>
  p.removed.length === 0 ? `grundy solve ${name} "${p.n}; ${p.edges.map(([u, v]) => `${u},${v}`).join(" ")}"` : undefined;
const describe = (p: GraphPosition) => `a graph of ${p.n - p.removed.length} vertices in play`;

/**
 * Node Kayles by the search for positions with more than `from` vertices in play (on a graph
 * of at most 64 vertices by the kernel, 32 by the JavaScript search); undefined for the others.
 *
 * @param from - vertices in play from which the search answers @defaultValue {@link NODE_KAYLES_SEARCH_FROM}
 */
export function nodeKaylesSearchForms(from = NODE_KAYLES_SEARCH_FROM): SearchBackedForms<GraphPosition> {
  let graph: GraphPosition | undefined;
  let family: SearchFamily<GraphPosition> | undefined;
  const familyOf = (p: GraphPosition): SearchFamily<GraphPosition> | undefined => {
    if (p.part === true || p.n > SEARCH_MAX_VERTICES || p.n - p.removed.length <= from) return undefined;
    if (graph === undefined || !sameGraph(p, graph)) {
      graph = { n: p.n, edges: p.edges, removed: [] };
      family = nodeKaylesSearchFamily(graph);
    }
    return family;
  };
  return searchBackedForms<GraphPosition>({
    name: "nodekayles",
    familyOf,
    options: nodeKaylesMoves,
    describe,
    solveCommand: solveCommand("nodekayles"),
    kernelStart: kernelStartOf("nodekayles", from),
  });
}

/** Arc Kayles by the kernel for positions with more than `from` vertices in play on a graph of at most 64 (the engine answers the rest, and every position where the kernel's module is not at hand). */
export function arcKaylesSearchForms(from = NODE_KAYLES_SEARCH_FROM): SearchBackedForms<GraphPosition> {
  return searchBackedForms<GraphPosition>({
    name: "arckayles",
    familyOf: () => undefined,
    options: arcKaylesMoves,
    describe,
    solveCommand: solveCommand("arckayles"),
    kernelStart: kernelStartOf("arckayles", from),
  });
}
