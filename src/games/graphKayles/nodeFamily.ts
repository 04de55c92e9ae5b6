// The record of `nodekayles(n; u,v …)` in the position language.
import { family } from "../_internals/familyRecord.js";
import type { GraphPosition } from "./_internals/graph.js";
import { printGraph, readGraph } from "./_internals/readGraph.js";
import { nodeKaylesForms } from "./closedForms.js";
import { nodeKaylesSearchFace } from "./nodeSearchFace.js";
import { nodeKaylesSearchForms } from "./kaylesSearchForms.js";
import { NODE_KAYLES_LOOPS, NODE_KAYLES_USAGE } from "./nodeUsage.js";
import { nodeKaylesView } from "./nodeView.js";
import { nodeKaylesGame } from "./rules.js";

/** The search for graphs past the engine (one a process, its table kept between questions). */
const searched = nodeKaylesSearchForms();

/**
 * `nodekayles(n; u,v u,v …)`: Node Kayles on a graph with vertices 0 … n−1 (no edges:
 * `nodekayles(n)`). Exact at any size when every connected part is a path (Dawson's chess),
 * a cycle or a complete graph; the search (./kaylesSearchForms.ts) values graphs of more than 20
 * vertices in play on at most 32, the engine (parts keyed up to relabelling) the rest.
 * After some moves a position prints as `nodekayles(n; edges; removed vertices)`.
 */
export const nodeKaylesFamily = family<GraphPosition>({
  name: "nodekayles",
  usage: NODE_KAYLES_USAGE,
  summary: "Node Kayles on a graph with vertices 0 … n−1: pick a vertex, remove it and its neighbours (a path is Dawson's chess; `; r1 r2 …` lists removed vertices)",
  game: nodeKaylesGame,
  read: (args) => readGraph(args, NODE_KAYLES_LOOPS),
  print: (p) => printGraph("nodekayles", p),
  grundy: (p, budget) => nodeKaylesForms.grundy(p) ?? searched.grundy(p, budget),
  movesTo: (p, target, limit, budget) => nodeKaylesForms.movesTo(p, target, limit) ?? searched.movesTo(p, target, limit, budget),
  view: nodeKaylesView,
  search: nodeKaylesSearchFace,
});
