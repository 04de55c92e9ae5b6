import { wythoffIsP, wythoffPartner, wythoffPPosition, wythoffWinningMoves } from "./closedForms.js";
import { wythoffGrundyTable } from "./grundyTable.js";
export { wythoffIsP, wythoffIsPNumber, wythoffPartner, wythoffPPosition, wythoffWinningMoves } from "./closedForms.js";
export { wythoffFamily } from "./family.js";
export { wythoffGrundyTable, type WythoffGrundyTable } from "./grundyTable.js";
export { wythoffGame, type WythoffPosition } from "./numberGame.js";
/**
 * Wythoff's game: the engine game, its record and its exact closed forms, grouped.
 *
 * @example wythoff.isP(4n, 7n) // true
 */
export declare const wythoff: {
    /** The game for the generic solver (small number positions). */
    readonly game: import("../../index.js").Game<import("./numberGame.js").WythoffPosition>;
    /** The record of `wythoff(a,b)` in the position language (its `game`: the exact rules). */
    readonly family: import("../family.js").Family<import("../_internals/pairs.js").Piles>;
    /** See {@link wythoffIsP}. */
    readonly isP: typeof wythoffIsP;
    /** See {@link wythoffPPosition}. */
    readonly pPosition: typeof wythoffPPosition;
    /** See {@link wythoffPartner}. */
    readonly partner: typeof wythoffPartner;
    /** See {@link wythoffWinningMoves}. */
    readonly winningMoves: typeof wythoffWinningMoves;
    /** See {@link wythoffGrundyTable}: G(x, y) for all x, y < n. */
    readonly grundyTable: typeof wythoffGrundyTable;
};
