import type { ImplicitGraph } from "./implicitGraph.js";
/** What {@link retrograde} starts from. */
interface RetrogradeConstraints {
    /** Every position without options (lost, remoteness 0) that is not in `known`. */
    readonly terminals: ArrayLike<number>;
    /**
     * Positions decided elsewhere (a boundary: they have no options listed in the graph),
     * in increasing remoteness, with their remoteness: they join the queue in order.
     * @defaultValue none
     */
    readonly known?: {
        readonly positions: ArrayLike<number>;
        readonly remoteness: ArrayLike<number>;
    };
    /** Called with the positions expanded so far, every 2^16 of them. @defaultValue none */
    readonly onProgress?: (done: number) => void;
}
/** The result of {@link retrograde}. */
interface Retrograde {
    /** The positions decided here (known ones excluded), in order of remoteness. */
    readonly decided: Int32Array;
    /**
     * The remoteness of each, in the same order: even when the player to move loses, odd
     * when they win. Every other position (known ones aside) is a draw.
     */
    readonly remoteness: Int32Array;
}
/**
 * Outcomes and remoteness of every position of a graph, by one retrograde pass (see the
 * module notes). One array of `size` counters is all it keeps per position (16-bit when
 * no position has 65,535 options or more).
 *
 * @param graph - the positions and their moves
 * @param start - the terminal positions, positions decided elsewhere, progress
 * @returns the decided positions in order, and their remoteness
 */
export declare function retrograde(graph: ImplicitGraph, start: RetrogradeConstraints): Retrograde;
export {};
