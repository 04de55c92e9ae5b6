// How a Node Kayles call is written: shared by its record and its search face.

/** How a call is written. */
export const NODE_KAYLES_USAGE = "nodekayles(n; u,v u,v …)";

/** What a loop in the graph is told. */
export const NODE_KAYLES_LOOPS = "a loop would make a vertex its own neighbour: write the graph without it";
