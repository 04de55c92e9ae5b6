import type { ImplicitGraph } from "./implicitGraph.js";
/** Positions whose values are given (solved in another graph; they have no options listed here). */
interface LabellingBoundary {
    readonly positions: ArrayLike<number>;
    /** γ of each, −1 for ∞(K). */
    readonly gamma: ArrayLike<number>;
    /** K of each infinite one (ignored for the finite ones). */
    readonly K: readonly (readonly number[] | undefined)[];
}
/** What {@link labelGammas} starts from and reports. */
interface LabellingConstraints {
    /** Every position without options that is not on the boundary. */
    readonly terminals: ArrayLike<number>;
    /**
     * Positions solved elsewhere: one worth m is labelled at stage m (it keeps its own
     * counter); one worth more than m, or ∞(K) with m ∈ K, has an option worth m in its own
     * graph, so it is marked at stage m. @defaultValue none
     */
    readonly boundary?: LabellingBoundary;
    /**
     * When given, bit m of `kBits[u]` is set for each stage m < 32 at which u was marked (an
     * option labelled m while u was not): for a position never labelled, K ∩ {0, …, 31}.
     * @defaultValue none
     */
    readonly kBits?: Uint32Array;
    /** Called before stage m begins (it may throw to refuse it), and every 2^16 labels with how many so far. @defaultValue none */
    readonly onStage?: (stage: number, labelled: number) => void;
}
/** The result of {@link labelGammas}. */
interface Labelling {
    /** The positions labelled here, in the order labelled (c: the place in this list); the others are ∞(K) or on the boundary. */
    readonly order: Int32Array;
    /** γ of each, in the same order (nondecreasing: stage by stage). */
    readonly gamma: Int32Array;
}
/**
 * Labels γ on every position of a graph (see the module notes).
 *
 * @param graph - the positions and their moves
 * @param start - the terminal positions, the boundary, what to report
 * @returns the positions labelled, in order, and their values
 */
export declare function labelGammas(graph: ImplicitGraph, start: LabellingConstraints): Labelling;
export {};
