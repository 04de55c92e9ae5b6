// Strip colouring: one namespace (`family`, `game`, closed forms), and its public names.
import { stripBlankGrundy, stripColouringGrundy, stripColouringPeriodicity, stripColouringSegments, stripColouringWinningMove } from "./closedForms.js";
import { stripFamily } from "./family.js";
import { stripColouringGame } from "./numberGame.js";
export { stripBlankGrundy, stripBlankRunSpan, stripColouringGrundy, stripColouringPeriodicity, stripColouringSegments, stripColouringWinningMove, stripSegmentMoves, } from "./closedForms.js";
export { stripFamily } from "./family.js";
export { stripColouringGame } from "./numberGame.js";
/**
 * Strip colouring: the engine game, its record and its exact closed forms, grouped.
 *
 * @example strip.grundy(2, [[1, 1], [2, 2]]) // 0
 */
export const strip = {
    /** The game for the generic solver (small boards, a number per column). */
    game: stripColouringGame,
    /** The record of `strip(n; row,column …)` in the position language (its `game`: the exact rules). */
    family: stripFamily,
    /** See {@link stripColouringGrundy}. */
    grundy: stripColouringGrundy,
    /** See {@link stripBlankGrundy}. */
    blankGrundy: stripBlankGrundy,
    /** See {@link stripColouringSegments}. */
    segments: stripColouringSegments,
    /** See {@link stripColouringWinningMove}. */
    winningMove: stripColouringWinningMove,
    /** See {@link stripColouringPeriodicity}. */
    periodicity: stripColouringPeriodicity,
};
/** The strip's namespace under its older name. */
export const stripColouring = strip;
//# sourceMappingURL=index.js.map