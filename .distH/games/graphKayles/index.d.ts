import { arcKaylesPath, nodeKaylesPath } from "./closedForms.js";
export { arcKaylesFamily } from "./arcFamily.js";
export { nodeKaylesFamily } from "./nodeFamily.js";
export { arcKaylesGame, nodeKaylesGame } from "./rules.js";
export { type Edge, type GraphPosition, graphPosition } from "./_internals/graph.js";
export { MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from "./_internals/readGraph.js";
/** Node Kayles: its record, engine game and closed forms. */
export declare const nodeKayles: {
    /** The record of `nodekayles(n; u,v …)`. */
    readonly family: import("../family.js").Family<import("./_internals/graph.js").GraphPosition>;
    /** The rules: the engine game (parts keyed up to relabelling). */
    readonly game: import("../../index.js").Game<import("./_internals/graph.js").GraphPosition>;
    /** The value of a path of k vertices (Dawson's chess, 0.137). */
    readonly path: typeof nodeKaylesPath;
    /** The Grundy value when every part is a path, a cycle or a complete graph. */
    readonly grundy: (p: import("./_internals/graph.js").GraphPosition) => bigint | undefined;
};
/** Arc Kayles: its record, engine game and closed forms. */
export declare const arcKayles: {
    /** The record of `arckayles(n; u,v …)`. */
    readonly family: import("../family.js").Family<import("./_internals/graph.js").GraphPosition>;
    /** The rules: the engine game (parts keyed up to relabelling). */
    readonly game: import("../../index.js").Game<import("./_internals/graph.js").GraphPosition>;
    /** The value of a path of k vertices (Dawson's Kayles, 0.07). */
    readonly path: typeof arcKaylesPath;
    /** The Grundy value when every part is a path, a cycle or a complete graph. */
    readonly grundy: (p: import("./_internals/graph.js").GraphPosition) => bigint | undefined;
};
