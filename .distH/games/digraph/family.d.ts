/** A token on vertex `v` of a finite digraph; `out[u]` lists u's successors (each once, ascending). */
export interface DigraphPosition {
    readonly out: readonly (readonly number[])[];
    readonly v: number;
}
/** The most vertices a digraph call may have (the engine explores them all). */
export declare const MAX_DIGRAPH_VERTICES = 100000;
/**
 * `digraph(v; {…} {…} …)`: a token on vertex v of a finite digraph given by the successor
 * sets of vertices 0, 1, … — Fraenkel's digraph game, loopy when the graph has cycles.
 * Answered by the loopy engine (generalized Sprague–Grundy values γ, draws, remoteness).
 */
export declare const digraphFamily: import("../family.js").Family<DigraphPosition>;
