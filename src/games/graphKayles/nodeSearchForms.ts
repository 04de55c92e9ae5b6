// The search behind `analyze` and `play` for Node Kayles graphs of 21 … 32 vertices in play
// that no closed form values (src/search/searchBackedForms.ts): one search family a graph,
// kept while the questions stay on that graph (the positions after moves share it).
import type { SearchFamily } from "../../search/family.js";
import { type SearchBackedForms, searchBackedForms } from "../../search/searchBackedForms.js";
import type { GraphPosition } from "./_internals/graph.js";
import { nodeKaylesMoves } from "./rules.js";
import { nodeKaylesSearchFamily, SEARCH_MAX_VERTICES } from "./searchFamily.js";

/** Graphs with more vertices in play than this go to the search (the engine values smaller ones in well under a second). */
export const NODE_KAYLES_SEARCH_FROM = 20;

const sameGraph = (p: GraphPosition, g: GraphPosition): boolean =>
  p.n === g.n && (p.edges === g.edges || (p.edges.length === g.edges.length && p.edges.every(([u, v], i) => u === g.edges[i]![0] && v === g.edges[i]![1])));

/**
 * Node Kayles by the search for positions with more than `from` vertices in play (on a graph
 * of at most 32 vertices, the search's bound); undefined for the others.
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
    describe: (p) => `a graph of ${p.n - p.removed.length} vertices in play`,
    solveCommand: (p) => (p.removed.length === 0 ? `grundy solve nodekayles "${p.n}; ${p.edges.map(([u, v]) => `${u},${v}`).join(" ")}"` : undefined),
  });
}
