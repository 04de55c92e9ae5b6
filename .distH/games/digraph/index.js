// A game on a directed graph (loopy): one namespace (`family`, `game`), and its public names.
import { digraphFamily, MAX_DIGRAPH_VERTICES } from "./family.js";
export { digraphFamily, MAX_DIGRAPH_VERTICES } from "./family.js";
/** A token on a directed graph: its record and engine game (loopy). */
export const digraph = {
    /** The record of `digraph(v; {…} …)` in the position language. */
    family: digraphFamily,
    /** The rules: the loopy engine game. */
    game: digraphFamily.game,
    /** The most vertices a graph may have. */
    maxVertices: MAX_DIGRAPH_VERTICES,
};
//# sourceMappingURL=index.js.map