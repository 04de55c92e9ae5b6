// Arc Kayles's search face: `grundy solve arckayles <graph>` values a graph of at most 64
// vertices by the WebAssembly kernel (the JavaScript search has no Arc Kayles family: with
// --engine js, or past 64 vertices, it is one line saying so).
import { InputError } from "../../errors.js";
import { KERNEL_MAX_VERTICES } from "../../search/kernel/kernelGraph.js";
import type { SearchFace } from "../searchFace.js";
import type { GraphPosition } from "./_internals/graph.js";
import { graphKernelStart, typedGraph } from "./_internals/typedGraph.js";

const ARC_KAYLES_USAGE = "arckayles(n; u,v u,v …)";
const ARC_KAYLES_LOOPS = "a loop u,u has one end, and a move removes two";

const arcGraph = (g: string | undefined): GraphPosition => typedGraph("arckayles", ARC_KAYLES_USAGE, ARC_KAYLES_LOOPS, g);

/** `grundy solve arckayles <graph>`: the graph as `arckayles(n; u,v …)` takes it, with or without the call around it, or a grid RxC (Arc Kayles on a grid is Cram). */
export const arcKaylesSearchFace: SearchFace<GraphPosition> = {
  description: `Arc Kayles on a graph of at most ${KERNEL_MAX_VERTICES} vertices: its nimber by the WebAssembly kernel`,
  arguments: [{ name: "<graph>", description: 'the graph as arckayles(n; u,v …) takes it ("n; u,v u,v …"), a grid RxC ("4x11"), or a file holding either', file: true }],
  examples: ['grundy solve arckayles "arckayles(6; 0,1 1,2 2,3 3,4 4,5 5,0)"', 'grundy solve arckayles "40; 0,1 1,2 2,3 …"', "grundy solve arckayles graph.txt --table arc.tt"],
  read([g]) {
    const p = arcGraph(g);
    throw new InputError(
      `a graph of at most ${KERNEL_MAX_VERTICES} vertices for the search kernel (Arc Kayles has no JavaScript search: leave out --engine js)`,
      `${p.n} vertices`,
    );
  },
  kernel: ([g]) => graphKernelStart("arckayles", arcGraph(g)),
};
