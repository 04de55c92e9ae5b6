// Chomp: one namespace (`family`, `game`), and its public names.
import { chompFamily } from "./family.js";
export { chompFamily } from "./family.js";
/** Chomp: its record (outcomes exact for rectangles, two rows, L shapes and squares) and engine game. */
export const chomp = {
    /** The record of `chomp(rows,columns[; row lengths])` in the position language. */
    family: chompFamily,
    /** The rules: the engine game on row lengths. */
    game: chompFamily.game,
};
export { solveChompBox, chompBoxRefusal, chompBoxIsP, chompBoxWinningMoves, } from "./box.js";
export { CHOMP_BOX_MAX_PATH } from "./boxRank.js";
export { chompRectangleMoves, formatChompBoxTable, formatChompSquare } from "./boxTable.js";
//# sourceMappingURL=index.js.map