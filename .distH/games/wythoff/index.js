// Wythoff's game: one namespace (`family`, `game`, closed forms), and its public names.
import { wythoffIsP, wythoffPartner, wythoffPPosition, wythoffWinningMoves } from "./closedForms.js";
import { wythoffFamily } from "./family.js";
import { wythoffGrundyTable } from "./grundyTable.js";
import { wythoffGame } from "./numberGame.js";
export { wythoffIsP, wythoffIsPNumber, wythoffPartner, wythoffPPosition, wythoffWinningMoves } from "./closedForms.js";
export { wythoffFamily } from "./family.js";
export { wythoffGrundyTable } from "./grundyTable.js";
export { wythoffGame } from "./numberGame.js";
/**
 * Wythoff's game: the engine game, its record and its exact closed forms, grouped.
 *
 * @example wythoff.isP(4n, 7n) // true
 */
export const wythoff = {
    /** The game for the generic solver (small number positions). */
    game: wythoffGame,
    /** The record of `wythoff(a,b)` in the position language (its `game`: the exact rules). */
    family: wythoffFamily,
    /** See {@link wythoffIsP}. */
    isP: wythoffIsP,
    /** See {@link wythoffPPosition}. */
    pPosition: wythoffPPosition,
    /** See {@link wythoffPartner}. */
    partner: wythoffPartner,
    /** See {@link wythoffWinningMoves}. */
    winningMoves: wythoffWinningMoves,
    /** See {@link wythoffGrundyTable}: G(x, y) for all x, y < n. */
    grundyTable: wythoffGrundyTable,
};
//# sourceMappingURL=index.js.map