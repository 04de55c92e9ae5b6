import type { Board } from "../../games/view.js";
/**
 * A board as lines of text (no indentation, no colours), or undefined when it is too large
 * for a terminal.
 *
 * @param board - the board a view drew
 * @returns its lines
 */
export declare function boardLines(board: Board): string[] | undefined;
