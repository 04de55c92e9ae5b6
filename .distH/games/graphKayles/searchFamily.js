// Node Kayles for the large-position search (src/search): a component is a connected set
// of vertices of the one graph being searched (graphs of at most 32 vertices), keyed by its
// vertex set when large and up to isomorphism when small; its options remove a vertex with
// its neighbours and split what is left.
import { count as popcount } from "../../search/nimberSet.js";
import { InputError } from "../../errors.js";
import { aliveMask, neighbourMasks } from "./_internals/graph.js";
import { decodeSmallPart, SMALL_PART_MAX, smallKey, smallPartKey, smallSize } from "./_internals/smallPartKey.js";
/** The most vertices a graph of the search may have (a vertex set is one 32-bit mask). */
export const SEARCH_MAX_VERTICES = 32;
/** The parts keyed up to isomorphism by default: those of at most 8 vertices. */
export const SMALL_PARTS_DEFAULT = 8;
/** A 32-bit FNV-1a hash of a text (the graph's edges, in the table's family name). */
function hash(text) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++)
        h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    return (h >>> 0).toString(16).padStart(8, "0");
}
/** Whether a position is on the graph the family was made for (the same vertices and edges). */
function sameGraph(p, graph) {
    if (p.n !== graph.n)
        return false;
    if (p.edges === graph.edges)
        return true;
    return p.edges.length === graph.edges.length && p.edges.every(([u, v], i) => u === graph.edges[i][0] && v === graph.edges[i][1]);
}
/**
 * Node Kayles on one graph for the search. A part of at most `smallParts` (8) vertices is keyed
 * by its canonical adjacency code (smallPartKey.ts: isomorphic parts anywhere share an entry);
 * a larger one by its vertex set in that graph. Known without search: one vertex (1), an edge (1).
 */
export function nodeKaylesSearchFamily(graph, constraints = {}) {
    if (graph.n > SEARCH_MAX_VERTICES)
        throw new InputError(`a graph of at most ${SEARCH_MAX_VERTICES} vertices for the search`, `${graph.n} vertices`);
    const small = Math.max(0, Math.min(SMALL_PART_MAX, constraints.smallParts ?? SMALL_PARTS_DEFAULT));
    // masks of every vertex's neighbours (a 32-vertex graph uses bit 31 too: unsigned throughout)
    const adj = new Int32Array(32);
    if (graph.n <= 30)
        adj.set(neighbourMasks(graph));
    else
        for (const [u, v] of graph.edges) {
            adj[u] = adj[u] | (1 << v);
            adj[v] = adj[v] | (1 << u);
        }
    const local = new Int32Array(SMALL_PART_MAX);
    // the keys of the graph's small parts by vertex set: a direct-mapped cache [members, lo, hi]
    const byMembers = new Uint32Array(3 << 16);
    /** Writes the connected parts of `set` (a vertex set of the graph with neighbour masks `g`) to the sink. */
    const split = (g, set, sink) => {
        let rest = set;
        while (rest !== 0) {
            let members = rest & -rest;
            let frontier = members;
            while (frontier !== 0) {
                let next = 0;
                for (let f = frontier; f !== 0; f &= f - 1)
                    next |= g[31 - Math.clz32(f & -f)];
                next &= rest & ~members;
                members |= next;
                frontier = next;
            }
            rest &= ~members;
            const k = popcount(members);
            if (k <= 2)
                sink.component(members >>> 0, 0, 1);
            else if (k <= small) {
                if (g === adj) {
                    const m = members >>> 0;
                    const at = 3 * (Math.imul(m, 0x9e3779b1) >>> 16);
                    if (byMembers[at] !== m) {
                        smallPartKey(g, members, k);
                        byMembers[at] = m;
                        byMembers[at + 1] = smallKey[0];
                        byMembers[at + 2] = smallKey[1];
                    }
                    sink.component(byMembers[at + 1], byMembers[at + 2], -1);
                }
                else {
                    smallPartKey(g, members, k);
                    sink.component(smallKey[0], smallKey[1], -1);
                }
            }
            else
                sink.component(members >>> 0, 0, -1);
        }
    };
    /** Writes the options of the part on `set` of the graph `g`. */
    const options = (g, set, sink) => {
        for (let a = set; a !== 0; a &= a - 1) {
            const v = 31 - Math.clz32(a & -a);
            sink.begin();
            split(g, set & ~(g[v] | (1 << v)), sink);
        }
    };
    return {
        tableId: `nodekayles:${graph.n}:${hash(graph.edges.map(([u, v]) => `${u},${v}`).join(" "))}`,
        components(p, sink) {
            if (!sameGraph(p, graph))
                throw new InputError("a position of the graph the search was made for", `a graph of ${p.n} vertices and ${p.edges.length} edges`);
            const alive = p.n <= 30 ? aliveMask(p) : p.removed.reduce((m, v) => m & ~(1 << v), p.n === 32 ? -1 : (1 << p.n) - 1);
            split(adj, alive, sink);
        },
        options(lo, hi, sink) {
            if (hi === 0)
                return options(adj, lo, sink);
            // a small part: its graph from its key, in a scratch array (the search never asks for
            // options while a family is writing options, so one array serves)
            const k = decodeSmallPart(lo, hi, local);
            options(local, (1 << k) - 1, sink);
        },
        knownValue(lo, hi) {
            const k = hi === 0 ? popcount(lo) : smallSize(hi);
            return k <= 2 ? (k === 0 ? 0 : 1) : -1;
        },
        size: (lo, hi) => (hi === 0 ? popcount(lo) : smallSize(hi)),
    };
}
//# sourceMappingURL=searchFamily.js.map