// Node Kayles for the large-position search (src/search): a component is a connected set
// of vertices of the one graph being searched, as a bit mask (graphs of at most 32
// vertices); its options remove a vertex with its neighbours and split what is left.
import { count as popcount } from "../../search/nimberSet.js";
import { InputError } from "../../errors.js";
import type { OptionSink, SearchFamily } from "../../search/family.js";
import { aliveMask, type GraphPosition, neighbourMasks } from "./_internals/graph.js";

/** The most vertices a graph of the search may have (a vertex set is one 32-bit mask). */
export const SEARCH_MAX_VERTICES = 32;

/** A 32-bit FNV-1a hash of a text (the graph's edges, in the table's family name). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

/**
 * Node Kayles on one graph for the search. Components are keyed by their vertex set in
 * that graph (exact; parts of the same shape at different places are separate entries).
 * Known without search: one vertex (1), an edge (1).
 */
export function nodeKaylesSearchFamily(graph: GraphPosition): SearchFamily<GraphPosition> {
  if (graph.n > SEARCH_MAX_VERTICES) throw new InputError(`a graph of at most ${SEARCH_MAX_VERTICES} vertices for the search`, `${graph.n} vertices`);
  // masks of every vertex's neighbours (a 32-vertex graph uses bit 31 too: unsigned throughout)
  const adj = new Int32Array(32);
  if (graph.n <= 30) adj.set(neighbourMasks(graph)!);
  else
    for (const [u, v] of graph.edges) {
      adj[u] = adj[u]! | (1 << v);
      adj[v] = adj[v]! | (1 << u);
    }
  const split = (set: number, sink: OptionSink): void => {
    let rest = set;
    while (rest !== 0) {
      let members = rest & -rest;
      let frontier = members;
      while (frontier !== 0) {
        let next = 0;
        for (let f = frontier; f !== 0; f &= f - 1) next |= adj[31 - Math.clz32(f & -f)]!;
        next &= rest & ~members;
        members |= next;
        frontier = next;
      }
      rest &= ~members;
      const k = popcount(members);
      sink.component(members >>> 0, 0, k <= 2 ? 1 : -1);
    }
  };
  return {
    tableId: `nodekayles:${graph.n}:${hash(graph.edges.map(([u, v]) => `${u},${v}`).join(" "))}`,
    components(p, sink) {
      if (p.edges !== graph.edges && p.n !== graph.n) throw new InputError("a position of the graph the search was made for", `${p.n} vertices`);
      const alive = p.n <= 30 ? aliveMask(p) : p.removed.reduce((m, v) => m & ~(1 << v), p.n === 32 ? -1 : (1 << p.n) - 1);
      split(alive, sink);
    },
    options(lo, _hi, sink) {
      for (let a = lo; a !== 0; a &= a - 1) {
        const v = 31 - Math.clz32(a & -a);
        sink.begin();
        split(lo & ~(adj[v]! | (1 << v)), sink);
      }
    },
    knownValue(lo) {
      const k = popcount(lo);
      return k <= 2 ? (k === 0 ? 0 : 1) : -1;
    },
    size: (lo) => popcount(lo),
  };
}
