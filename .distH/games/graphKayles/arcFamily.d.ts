import type { GraphPosition } from "./_internals/graph.js";
/**
 * `arckayles(n; u,v u,v …)`: Arc Kayles on a graph with vertices 0 … n−1. Exact at any size
 * when every connected part is a path (Dawson's Kayles), a cycle or a complete graph; the
 * engine (parts keyed up to relabelling) answers the rest. After some moves a position
 * prints as `arckayles(n; edges; removed vertices)`.
 */
export declare const arcKaylesFamily: import("../family.js").Family<GraphPosition>;
