// The record of `nodekayles(n; u,v …)` in the position language.
import { family } from "../_internals/familyRecord.js";
import { printGraph, readGraph } from "./_internals/readGraph.js";
import { nodeKaylesForms } from "./closedForms.js";
import { nodeKaylesView } from "./nodeView.js";
import { nodeKaylesGame } from "./rules.js";
/**
 * `nodekayles(n; u,v u,v …)`: Node Kayles on a graph with vertices 0 … n−1 (no edges:
 * `nodekayles(n)`). Exact at any size when every connected part is a path (Dawson's chess),
 * a cycle or a complete graph; the engine (parts keyed up to relabelling) answers the rest.
 * After some moves a position prints as `nodekayles(n; edges; removed vertices)`.
 */
export const nodeKaylesFamily = family({
    name: "nodekayles",
    usage: "nodekayles(n; u,v u,v …)",
    summary: "Node Kayles on a graph with vertices 0 … n−1: pick a vertex, remove it and its neighbours (a path is Dawson's chess; `; r1 r2 …` lists removed vertices)",
    game: nodeKaylesGame,
    read: (args) => readGraph(args, "a loop would make a vertex its own neighbour: write the graph without it"),
    print: (p) => printGraph("nodekayles", p),
    grundy: nodeKaylesForms.grundy,
    movesTo: nodeKaylesForms.movesTo,
    view: nodeKaylesView,
});
//# sourceMappingURL=nodeFamily.js.map