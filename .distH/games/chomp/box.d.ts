import { type ChompBoxRanks } from "./boxRank.js";
import type { ChompPosition } from "./family.js";
/** Every diagram of a box: bit `r` of `nBits` is set when the diagram of rank r is N. */
export interface ChompBox extends ChompBoxRanks {
    /** P-positions among the diagrams (the empty diagram counts as N: its mover has already won). */
    readonly pPositions: number;
    readonly nBits: Uint32Array;
}
/** How far a box solve has come: diagrams visited in rank order, of `diagrams`. */
export interface ChompBoxProgress {
    readonly done: number;
    readonly diagrams: number;
    readonly pPositions: number;
}
export interface ChompBoxOptions {
    /** Called every 2^22 diagrams and at the end. */
    onProgress?: (progress: ChompBoxProgress) => void;
}
/** A square of the board, 1-based: row 1 is the top row, column 1 the left one; (1, 1) is poisoned. */
export interface ChompSquare {
    readonly row: number;
    readonly column: number;
}
/**
 * Why a box is not solved here, or undefined when it is within the bounds: at most 2^32
 * diagrams (512 MiB of bits, every rank a 32-bit index; 17 × 17 is 292 MB, 18 × 18 would
 * be 1.13 GB) and rows + columns ≤ 100,000.
 */
export declare function chompBoxRefusal(rows: number, columns: number): string | undefined;
/**
 * P/N of every diagram in the rows × columns box. Diagrams are visited in rank order
 * (`boxRank.ts`), the next one from the last by the colex successor of its boundary path
 * (the lowest row that can grow grows by one and the rows below it empty). A diagram whose
 * bit is still clear when it is reached is P (all its options rank lower and none of them
 * marked it), and every parent of it (a diagram with a move to it) is marked N.
 *
 * The parents: a move at square (i, j) cuts rows i, i + 1, … to j − 1 squares. So the
 * parents of d through (i, j) exist when (i, j) is an addable corner of d (row i has j − 1
 * squares, the row above at least j, or i = 1 and j ≤ columns), and they are d with any
 * non-empty partition μ added to the run of h rows of length j − 1 starting at row i, μ
 * fitting in h rows × w columns, w the step above the run (the row above's length minus
 * j − 1, or the box's columns minus j − 1). A row's rank term depends on its own length
 * only, so a parent's rank is d's plus one table entry a row of the run: the partitions are
 * walked as an odometer whose last row runs in the inner loop.
 *
 * Marking parents visits each edge into a P-position once (on 14 × 14: 256,366 P-positions
 * of 40 M diagrams); scanning every diagram's options until one is P would read a bit per
 * option of every diagram, and a P-position's every option. Memory: the bits (diagrams / 8
 * bytes) and tables of (rows + 1)(columns + 1) numbers. Iterative.
 *
 * @throws GrundyError when the box is over the bounds of {@link chompBoxRefusal}
 */
export declare function solveChompBox(rows: number, columns: number, options?: ChompBoxOptions): ChompBox;
/** Whether a diagram (row lengths from the top, a `ChompPosition`; `[]` empty) fits in the box. */
export declare function fitsChompBox(box: ChompBoxRanks, lengths: readonly number[]): boolean;
/** Whether a diagram of the box is P (row lengths from the top; the caller checks {@link fitsChompBox}). */
export declare function chompBoxIsP(box: ChompBox, lengths: readonly number[]): boolean;
/**
 * The winning moves of a diagram in the box: every square (1-based) whose taking leaves a
 * P-position, row by row. Empty when the diagram is P.
 */
export declare function chompBoxWinningMoves(box: ChompBox, lengths: ChompPosition): ChompSquare[];
