// The record of `arckayles(n; u,v …)` in the position language.
import { family } from "../_internals/familyRecord.js";
import { printGraph, readGraph } from "./_internals/readGraph.js";
import { arcKaylesForms } from "./closedForms.js";
import { arcKaylesView } from "./arcView.js";
import { arcKaylesGame } from "./rules.js";
/**
 * `arckayles(n; u,v u,v …)`: Arc Kayles on a graph with vertices 0 … n−1. Exact at any size
 * when every connected part is a path (Dawson's Kayles), a cycle or a complete graph; the
 * engine (parts keyed up to relabelling) answers the rest. After some moves a position
 * prints as `arckayles(n; edges; removed vertices)`.
 */
export const arcKaylesFamily = family({
    name: "arckayles",
    usage: "arckayles(n; u,v u,v …)",
    summary: "Arc Kayles on a graph with vertices 0 … n−1: pick an edge, remove both its ends (a path is Dawson's Kayles; `; r1 r2 …` lists removed vertices)",
    game: arcKaylesGame,
    read: (args) => readGraph(args, "a loop u,u has one end, and a move removes two"),
    print: (p) => printGraph("arckayles", p),
    grundy: arcKaylesForms.grundy,
    movesTo: arcKaylesForms.movesTo,
    view: arcKaylesView,
});
//# sourceMappingURL=arcFamily.js.map