import type { GraphPosition } from "./_internals/graph.js";
/**
 * `nodekayles(n; u,v u,v …)`: Node Kayles on a graph with vertices 0 … n−1 (no edges:
 * `nodekayles(n)`). Exact at any size when every connected part is a path (Dawson's chess),
 * a cycle or a complete graph; the engine (parts keyed up to relabelling) answers the rest.
 * After some moves a position prints as `nodekayles(n; edges; removed vertices)`.
 */
export declare const nodeKaylesFamily: import("../family.js").Family<GraphPosition>;
