import { mooreIsP, mooreWinningMoves } from "./closedForms.js";
export { mooreIsP, mooreWinningMoves } from "./closedForms.js";
export { mooreFamily } from "./family.js";
export type { MoorePosition } from "./rules.js";
/** Moore's Nim_k: its record (P-positions and winning moves exact at any size) and engine game. */
export declare const moore: {
    /** The record of `moore(k; h1,h2,…)` in the position language. */
    readonly family: import("../family.js").Family<import("./rules.js").MoorePosition>;
    /** The rules: the engine game. */
    readonly game: import("../../index.js").Game<import("./rules.js").MoorePosition>;
    /** Moore's theorem: P exactly when every binary column of the heaps sums to a multiple of k + 1. */
    readonly isP: typeof mooreIsP;
    /** Every winning move (up to a limit), or those found within the search's work and Moore's. */
    readonly winningMoves: typeof mooreWinningMoves;
};
