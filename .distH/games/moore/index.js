// Moore's Nim_k: one namespace (`family`, `game`), and its public names.
import { mooreIsP, mooreWinningMoves } from "./closedForms.js";
import { mooreFamily } from "./family.js";
export { mooreIsP, mooreWinningMoves } from "./closedForms.js";
export { mooreFamily } from "./family.js";
/** Moore's Nim_k: its record (P-positions and winning moves exact at any size) and engine game. */
export const moore = {
    /** The record of `moore(k; h1,h2,…)` in the position language. */
    family: mooreFamily,
    /** The rules: the engine game. */
    game: mooreFamily.game,
    /** Moore's theorem: P exactly when every binary column of the heaps sums to a multiple of k + 1. */
    isP: mooreIsP,
    /** Every winning move (up to a limit), or those found within the search's work and Moore's. */
    winningMoves: mooreWinningMoves,
};
//# sourceMappingURL=index.js.map