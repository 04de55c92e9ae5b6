/**
 * The solved graphs of loopy games: a position's graph is explored (./loopyExplore.ts) and
 * labelled by the retrograde core (γ: ../labelling.ts, remoteness: ../retrograde.ts).
 *
 * ## The cache
 *
 * Solved graphs are kept per game (the last 16). A position already solved is answered from
 * its graph; a new exploration stops at positions solved before and takes them as its
 * boundary, with their values: a boundary position worth m is labelled at stage m; one worth
 * more than m, or ∞(K) with m ∈ K, has an option worth m in its own graph, so it is marked
 * at stage m; for remoteness, decided boundary positions join the retrograde queue in order
 * of remoteness. Each position is solved in one graph, and the counters grow across graphs
 * (a new graph's counters follow the old ones), so they form one counter function for the
 * whole game: a boundary position w that reverses a new one u was labelled earlier,
 * c(w) < c(u).
 *
 * @module
 */
import { type Gamma } from "../gamma.js";
import type { Game, Key } from "../game.js";
import type { SolveOptions } from "../solver.js";
/**
 * The solved graph of the positions reachable from one position: successors in CSR form,
 * γ (−1: infinite), the labelling order (−1: infinite) and remoteness (−1: a draw).
 */
export interface LoopyGraph<P> {
    readonly n: number;
    readonly positions: P[];
    readonly index: {
        get(k: Key): number | undefined;
    };
    /** Successors of i: succ[succStart[i] .. succStart[i + 1]), without repeats. */
    readonly succStart: Int32Array;
    readonly succ: Int32Array;
    /** γ when finite, −1 when infinite. */
    readonly gamma: Int32Array;
    /** The order in which finite values were labelled (Fraenkel–Yesha's counter function); −1 when infinite. */
    readonly order: Int32Array;
    /** Remoteness of won and lost positions; −1 for draws. */
    readonly remoteness: Int32Array;
    /**
     * 1 for a position solved in an earlier graph of the same game: it was not expanded here
     * (no successors), its values are copied from there, and lookups go there. Each position
     * is solved in one graph only, so the counters (`order`) form one function over the game.
     */
    readonly boundary: Uint8Array;
}
/** The solved graph holding a position, and its index: from the cache, else explored and labelled. */
export declare function solveLoopy<P>(game: Game<P>, position: P, options?: SolveOptions): {
    graph: LoopyGraph<P>;
    at: number;
};
/** γ of graph position i (K worked out from its options). */
export declare function gammaAt(graph: LoopyGraph<unknown>, i: number): Gamma;
