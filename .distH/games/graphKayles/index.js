// Node Kayles and Arc Kayles, games on graphs: one namespace each, and their public names.
import { arcKaylesFamily } from "./arcFamily.js";
import { arcKaylesForms, arcKaylesPath, nodeKaylesForms, nodeKaylesPath } from "./closedForms.js";
import { nodeKaylesFamily } from "./nodeFamily.js";
export { arcKaylesFamily } from "./arcFamily.js";
export { nodeKaylesFamily } from "./nodeFamily.js";
export { arcKaylesGame, nodeKaylesGame } from "./rules.js";
export { graphPosition } from "./_internals/graph.js";
export { MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES } from "./_internals/readGraph.js";
/** Node Kayles: its record, engine game and closed forms. */
export const nodeKayles = {
    /** The record of `nodekayles(n; u,v …)`. */
    family: nodeKaylesFamily,
    /** The rules: the engine game (parts keyed up to relabelling). */
    game: nodeKaylesFamily.game,
    /** The value of a path of k vertices (Dawson's chess, 0.137). */
    path: nodeKaylesPath,
    /** The Grundy value when every part is a path, a cycle or a complete graph. */
    grundy: nodeKaylesForms.grundy,
};
/** Arc Kayles: its record, engine game and closed forms. */
export const arcKayles = {
    /** The record of `arckayles(n; u,v …)`. */
    family: arcKaylesFamily,
    /** The rules: the engine game (parts keyed up to relabelling). */
    game: arcKaylesFamily.game,
    /** The value of a path of k vertices (Dawson's Kayles, 0.07). */
    path: arcKaylesPath,
    /** The Grundy value when every part is a path, a cycle or a complete graph. */
    grundy: arcKaylesForms.grundy,
};
//# sourceMappingURL=index.js.map