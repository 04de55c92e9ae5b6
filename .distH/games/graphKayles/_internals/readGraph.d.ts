import { Args } from "../../args.js";
import { type GraphPosition } from "./graph.js";
/** The most vertices a graph call may have. */
export declare const MAX_GRAPH_VERTICES = 5000;
/** The most edges a graph call may have. */
export declare const MAX_GRAPH_EDGES = 50000;
/**
 * Reads `name(n)`, `name(n; u,v u,v …)` or, as play prints a position after some moves,
 * `name(n; u,v …; r1 r2 …)` (the vertices removed so far). Every error names its column and
 * what was expected; an edge from a vertex to itself is refused (`loops` says why).
 */
export declare function readGraph(args: Args, loops: string): GraphPosition;
/** The position as a call, read back by {@link readGraph}: `name(n; edges)` and, once vertices are gone, `; removed`. */
export declare function printGraph(name: string, p: GraphPosition): string;
