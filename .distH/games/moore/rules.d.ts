import { type Game } from "../../core/game.js";
/** A position of Moore's Nim_k: k, the most heaps one move may take from, and the heaps. */
export interface MoorePosition {
    readonly k: bigint;
    readonly heaps: readonly bigint[];
}
/** How a position is written: `moore(k; h1,h2,…)`. */
export declare const print: ({ k, heaps }: MoorePosition) => string;
/** The non-empty sets of at most `most` of `items`, smaller sets first. */
export declare function subsets<T>(items: readonly T[], most: number): Generator<T[]>;
/** Indices of the non-empty heaps, and how many of them one move may change. */
export declare function movable({ k, heaps }: MoorePosition): {
    live: number[];
    most: number;
};
/**
 * A move lowers at least one and at most k heaps, each by any positive amount. Moves are
 * told apart by which heap gets which size, as in `nim`: lowering one or the other of two
 * equal heaps are two moves (to equal positions, one key).
 */
export declare const mooreRules: Game<MoorePosition>;
