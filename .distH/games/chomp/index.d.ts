export { chompFamily } from "./family.js";
/** Chomp: its record (outcomes exact for rectangles, two rows, L shapes and squares) and engine game. */
export declare const chomp: {
    /** The record of `chomp(rows,columns[; row lengths])` in the position language. */
    readonly family: import("../family.js").Family<import("./family.js").ChompPosition>;
    /** The rules: the engine game on row lengths. */
    readonly game: import("../../index.js").Game<import("./family.js").ChompPosition>;
};
export { solveChompBox, chompBoxRefusal, chompBoxIsP, chompBoxWinningMoves, type ChompBox, type ChompBoxOptions, type ChompBoxProgress, type ChompSquare, } from "./box.js";
export { CHOMP_BOX_MAX_PATH } from "./boxRank.js";
export { chompRectangleMoves, formatChompBoxTable, formatChompSquare, type ChompBoardMoves } from "./boxTable.js";
