/**
 * The graph the retrograde core works on ({@link retrograde}, {@link labelGammas}): the
 * positions 0 … size − 1 of a game, and their options and predecessors given by functions,
 * so that a solver can store them (the loopy engine's explored graph, in CSR arrays) or
 * work them out when needed (Fair Shares and Varied Pairs, whose 116 million moves at
 * n = 70 are never stored).
 *
 * @module
 */
/** A finite directed graph of positions 0 … size − 1: an edge u → v is a move from u to v. */
export interface ImplicitGraph {
    /** The number of positions. */
    readonly size: number;
    /** The most options or predecessors any position has: the room a list needs. */
    readonly maxDegree: number;
    /** Writes the options of u into `out` (each once); returns how many. */
    options(u: number, out: Int32Array): number;
    /** Writes the predecessors of u into `out` (each once: the positions with a move to u); returns how many. */
    predecessors(u: number, out: Int32Array): number;
    /** The number of options of u (a closed form where listing them costs more). */
    degree(u: number): number;
}
/** A graph stored as successor and predecessor lists in CSR form (as the loopy engine explores it). */
export declare class CsrGraph implements ImplicitGraph {
    readonly succStart: Int32Array;
    readonly succ: Int32Array;
    readonly predStart: Int32Array;
    readonly pred: Int32Array;
    readonly size: number;
    readonly maxDegree: number;
    /**
     * @param succStart - the options of u are succ[succStart[u] … succStart[u + 1])
     * @param succ - the options, without repeats
     * @param predStart - the predecessors of u are pred[predStart[u] … predStart[u + 1])
     * @param pred - the predecessors
     */
    constructor(succStart: Int32Array, succ: Int32Array, predStart: Int32Array, pred: Int32Array);
    /** The graph of the successor lists given, with its predecessor lists worked out. */
    static fromSuccessors(succStart: Int32Array, succ: Int32Array): CsrGraph;
    options(u: number, out: Int32Array): number;
    predecessors(u: number, out: Int32Array): number;
    degree(u: number): number;
}
