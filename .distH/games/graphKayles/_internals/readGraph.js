// Reading and printing `name(n; u,v u,v …; removed…)`: the call syntax both Kayles games share.
import { InputError } from "../../../errors.js";
import { Args } from "../../args.js";
import { graphPosition } from "./graph.js";
/** The most vertices a graph call may have. */
export const MAX_GRAPH_VERTICES = 5000;
/** The most edges a graph call may have. */
export const MAX_GRAPH_EDGES = 50_000;
/**
 * Reads `name(n)`, `name(n; u,v u,v …)` or, as play prints a position after some moves,
 * `name(n; u,v …; r1 r2 …)` (the vertices removed so far). Every error names its column and
 * what was expected; an edge from a vertex to itself is refused (`loops` says why).
 */
export function readGraph(args, loops) {
    args.sections(3);
    const usage = args.usage;
    const [nAtom] = args.atoms(0);
    const nBig = args.int(nAtom, "the number of vertices n");
    if (args.atoms(0).length > 1) {
        const extra = args.atoms(0)[1];
        throw new InputError(`one number of vertices, then ";" and the edges u,v, in ${usage}`, Args.show(extra), { column: extra?.column ?? args.call.column });
    }
    if (nBig > BigInt(MAX_GRAPH_VERTICES))
        throw new InputError(`at most ${MAX_GRAPH_VERTICES.toLocaleString("en-US")} vertices in ${usage}`, String(nBig), { column: nAtom.column });
    const n = Number(nBig);
    const among = n === 0 ? "among no vertices (n is 0)" : `among the vertices 0..${n - 1}`;
    const vertex = (atom, what) => {
        const v = args.int(atom, `${what} (a vertex ${among})`);
        if (v >= nBig)
            throw new InputError(`${what} ${among} in ${usage}`, String(v), { column: atom.column });
        return Number(v);
    };
    const tuples = args.call.sections[1] ?? [];
    if (tuples.length > MAX_GRAPH_EDGES)
        throw new InputError(`at most ${MAX_GRAPH_EDGES.toLocaleString("en-US")} edges in ${usage}`, String(tuples.length), { column: tuples[0]?.[0]?.column ?? args.call.column });
    const edges = [];
    for (const tuple of tuples) {
        if (tuple.length !== 2) {
            const shown = tuple.map((a) => Args.show(a)).join(",");
            throw new InputError(`an edge u,v (two vertices joined by a comma, edges separated by spaces) in ${usage}`, shown, { column: tuple[0]?.column ?? args.call.column });
        }
        const u = vertex(tuple[0], "an edge's first end");
        const v = vertex(tuple[1], "an edge's second end");
        if (u === v)
            throw new InputError(`an edge between two different vertices in ${usage} (${loops})`, `${u},${v}`, { column: tuple[0].column });
        edges.push([u, v]);
    }
    const removed = args.atoms(2).map((a) => vertex(a, "a removed vertex"));
    return graphPosition(n, edges, removed);
}
/** The position as a call, read back by {@link readGraph}: `name(n; edges)` and, once vertices are gone, `; removed`. */
export function printGraph(name, p) {
    const edges = p.edges.map(([u, v]) => `${u},${v}`).join(" ");
    if (p.removed.length > 0)
        return `${name}(${p.n}; ${edges}; ${p.removed.join(" ")})`;
    return edges === "" ? `${name}(${p.n})` : `${name}(${p.n}; ${edges})`;
}
//# sourceMappingURL=readGraph.js.map