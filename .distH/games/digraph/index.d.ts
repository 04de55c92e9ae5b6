export { digraphFamily, MAX_DIGRAPH_VERTICES, type DigraphPosition } from "./family.js";
/** A token on a directed graph: its record and engine game (loopy). */
export declare const digraph: {
    /** The record of `digraph(v; {…} …)` in the position language. */
    readonly family: import("../family.js").Family<import("./family.js").DigraphPosition>;
    /** The rules: the loopy engine game. */
    readonly game: import("../../index.js").Game<import("./family.js").DigraphPosition>;
    /** The most vertices a graph may have. */
    readonly maxVertices: 100000;
};
