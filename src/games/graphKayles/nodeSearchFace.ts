import { KERNEL_MAX_VERTICES } from "../../search/kernel/kernelGraph.js";
import type { SearchFace } from "../searchFace.js";
import type { GraphPosition } from "./_internals/graph.js";
import { graphKernelStart, typedGraph } from "./_internals/typedGraph.js";
import { NODE_KAYLES_LOOPS, NODE_KAYLES_USAGE } from "./nodeUsage.js";
import { nodeKaylesSearchFamily, SEARCH_MAX_VERTICES } from "./searchFamily.js";

/** `grundy solve nodekayles <graph>`: the graph as `nodekayles(n; u,v …)` takes it, with or without the call around it. */
export const nodeKaylesSearchFace: SearchFace<GraphPosition> = {
  description: `Node Kayles on a graph of at most ${KERNEL_MAX_VERTICES} vertices (past ${SEARCH_MAX_VERTICES} by the WebAssembly kernel): its nimber by the search`,
  arguments: [{ name: "<graph>", description: 'the graph as nodekayles(n; u,v …) takes it ("n; u,v u,v …"), a grid RxC ("3x21"), or a file holding either', file: true }],
  examples: [
    "grundy solve nodekayles 3x21 --table nk.tt",
    'grundy solve nodekayles "nodekayles(6; 0,1 1,2 2,3 3,4 4,5 5,0)"',
    'grundy solve nodekayles "12; 0,1 1,2 2,3"',
    "grundy solve nodekayles graph.txt",
  ],
  read([g]) {
    const p = nodeGraph(g);
    // the search family's knownValue: a part of one vertex or two joined has value 1
    const theoryReason = () => "every connected part of the graph has one or two vertices (value 1 each: one move takes it)";
    return { family: nodeKaylesSearchFamily(p), position: p, theoryReason };
  },
  kernel: ([g]) => graphKernelStart("nodekayles", nodeGraph(g)),
};

/** The graph typed: see typedGraph. */
const nodeGraph = (g: string | undefined): GraphPosition => typedGraph("nodekayles", NODE_KAYLES_USAGE, NODE_KAYLES_LOOPS, g);
