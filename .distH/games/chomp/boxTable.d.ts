import { type ChompBox, type ChompSquare } from "./box.js";
/** One a × b board and every winning first move of it (1-based squares; none for 1 × 1, a P-position). */
export interface ChompBoardMoves {
    readonly rows: number;
    readonly columns: number;
    readonly winningMoves: readonly ChompSquare[];
}
/** Every board a × b with a ≤ rows, b ≤ columns (at most the box's), row by row. */
export declare function chompRectangleMoves(box: ChompBox, rows?: number, columns?: number): ChompBoardMoves[];
/** A square as the table writes it: `row,column`. */
export declare const formatChompSquare: (s: ChompSquare) => string;
/**
 * The boards as a table: a line per number of rows a, a column per number of columns b, each
 * cell the winning first moves of the a × b board (`row,column` of the square taken, several
 * joined by `/`), `P` for 1 × 1 (no move: the mover must take the poisoned square).
 */
export declare function formatChompBoxTable(boards: readonly ChompBoardMoves[]): string;
