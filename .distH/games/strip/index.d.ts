import { stripBlankGrundy, stripColouringGrundy, stripColouringPeriodicity, stripColouringSegments, stripColouringWinningMove } from "./closedForms.js";
export { stripBlankGrundy, stripBlankRunSpan, stripColouringGrundy, stripColouringPeriodicity, stripColouringSegments, stripColouringWinningMove, stripSegmentMoves, type StripCell, type StripMove, type StripPeriodicity, type StripSegment, } from "./closedForms.js";
export { stripFamily } from "./family.js";
export { stripColouringGame, type StripBoard } from "./numberGame.js";
/**
 * Strip colouring: the engine game, its record and its exact closed forms, grouped.
 *
 * @example strip.grundy(2, [[1, 1], [2, 2]]) // 0
 */
export declare const strip: {
    /** The game for the generic solver (small boards, a number per column). */
    readonly game: import("../../index.js").Game<import("./numberGame.js").StripBoard>;
    /** The record of `strip(n; row,column …)` in the position language (its `game`: the exact rules). */
    readonly family: import("../family.js").Family<import("./rules.js").Strip>;
    /** See {@link stripColouringGrundy}. */
    readonly grundy: typeof stripColouringGrundy;
    /** See {@link stripBlankGrundy}. */
    readonly blankGrundy: typeof stripBlankGrundy;
    /** See {@link stripColouringSegments}. */
    readonly segments: typeof stripColouringSegments;
    /** See {@link stripColouringWinningMove}. */
    readonly winningMove: typeof stripColouringWinningMove;
    /** See {@link stripColouringPeriodicity}. */
    readonly periodicity: typeof stripColouringPeriodicity;
};
/** The strip's namespace under its older name. */
export declare const stripColouring: {
    /** The game for the generic solver (small boards, a number per column). */
    readonly game: import("../../index.js").Game<import("./numberGame.js").StripBoard>;
    /** The record of `strip(n; row,column …)` in the position language (its `game`: the exact rules). */
    readonly family: import("../family.js").Family<import("./rules.js").Strip>;
    /** See {@link stripColouringGrundy}. */
    readonly grundy: typeof stripColouringGrundy;
    /** See {@link stripBlankGrundy}. */
    readonly blankGrundy: typeof stripBlankGrundy;
    /** See {@link stripColouringSegments}. */
    readonly segments: typeof stripColouringSegments;
    /** See {@link stripColouringWinningMove}. */
    readonly winningMove: typeof stripColouringWinningMove;
    /** See {@link stripColouringPeriodicity}. */
    readonly periodicity: typeof stripColouringPeriodicity;
};
