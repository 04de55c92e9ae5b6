// The record of `arckayles(n; u,v …)` in the position language.
import { family } from "../_internals/familyRecord.js";
import type { GraphPosition } from "./_internals/graph.js";
import { printGraph, readGraph } from "./_internals/readGraph.js";
import { arcKaylesForms } from "./closedForms.js";
import { arcKaylesView } from "./arcView.js";
import { arcKaylesGame } from "./rules.js";
import { arcKaylesSearchFace } from "./arcSearchFace.js";
import { arcKaylesSearchForms } from "./kaylesSearchForms.js";

/** Graphs of 21 … 64 vertices in play that no closed form values: the search kernel, where its module is at hand. */
const searched = arcKaylesSearchForms();

/**
 * `arckayles(n; u,v u,v …)`: Arc Kayles on a graph with vertices 0 … n−1. Exact at any size
 * when every connected part is a path (Dawson's Kayles), a cycle or a complete graph; the
 * search kernel values graphs of 21 … 64 vertices in play (./kaylesSearchForms.ts), the engine
 * (parts keyed up to relabelling) the rest. After some moves a position
 * prints as `arckayles(n; edges; removed vertices)`.
 */
export const arcKaylesFamily = family<GraphPosition>({
  name: "arckayles",
  usage: "arckayles(n; u,v u,v …)",
  summary: "Arc Kayles on a graph with vertices 0 … n−1: pick an edge, remove both its ends (a path is Dawson's Kayles; `; r1 r2 …` lists removed vertices)",
  game: arcKaylesGame,
  read: (args) => readGraph(args, "a loop u,u has one end, and a move removes two"),
  print: (p) => printGraph("arckayles", p),
  grundy: (p, budget) => arcKaylesForms.grundy(p) ?? searched.grundy(p, budget),
  movesTo: (p, target, limit, budget) => arcKaylesForms.movesTo(p, target, limit) ?? searched.movesTo(p, target, limit, budget),
  view: arcKaylesView,
  search: arcKaylesSearchFace,
});
