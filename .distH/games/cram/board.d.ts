/**
 * A Cram position: a `rows` × `columns` grid whose empty cells are the set bits of `empty`,
 * bit `r · columns + c` for row r and column c (both 0-based, row 0 on top). Filled cells
 * are the clear bits. Exact at any size; two boards are the same position when all three
 * members are equal (a board and its mirror image are two positions of equal value).
 */
export interface CramBoard {
    readonly rows: number;
    readonly columns: number;
    readonly empty: bigint;
}
/** The most cells a board may have (the engine reaches far fewer: see ./rules.ts). */
export declare const MAX_CELLS = 4096;
/** The empty board of `rows` × `columns` cells. */
export declare function emptyBoard(rows: number, columns: number): CramBoard;
/** The cells of a board as a byte array, index r · columns + c: 1 empty, 0 filled. */
export declare function cellsOf(b: CramBoard): Uint8Array;
/** A board from its cells (1 empty): one native BigInt parse. */
export declare function boardOf(rows: number, columns: number, cells: ArrayLike<number>): CramBoard;
/** Every cell empty? */
export declare const isBlank: (b: CramBoard) => boolean;
/**
 * The key of a board: the board itself, exactly (rows, columns and every cell). A number,
 * `(2^(rows·columns) + empty) · 64 + columns`, for boards of at most 46 cells and fewer
 * than 64 columns (boards of at most 18 cells get keys below 2^25: the engine's dense
 * table); a bigint, the same with 16 bits for the columns, beyond.
 */
export declare function boardKey(b: CramBoard): number | bigint;
/**
 * The regions of a board that no domino joins: the connected sets of empty cells (4-way
 * adjacency), each cut to its bounding box and turned to its least orientation
 * ({@link leastOrientation}). Regions of one cell (no move) are dropped; no region at all
 * is the end of the game. Iterative (a stack of cells), linear in the cells.
 */
export declare function regions(b: CramBoard): CramBoard[];
/**
 * A region (cell k at row `rs[k]`, column `cs[k]` of its h × w bounding box) in its least
 * orientation: turned upright (at least as many rows as columns: a region and its
 * transpose are one game), then the least bitboard among the 4 symmetries of the rectangle
 * (identity, the two mirrors, the half turn), or the 8 of a square. Symmetric regions meet
 * one key.
 */
export declare function leastOrientation(h: number, w: number, rs: readonly number[], cs: readonly number[]): CramBoard;
/** The board as text: rows joined by "/", "." empty and "#" filled. */
export declare function boardText(b: CramBoard): string;
/** The most cells a board is drawn with (larger boards are listed as text). */
export declare const MAX_DRAWN_CELLS = 400;
