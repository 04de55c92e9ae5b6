/**
 * Grundy values of Wythoff's game, G(x, y) for all 0 ≤ x, y < n.
 *
 * A move lowers one pile, or both piles by the same amount, so G(x, y) is the mex of the
 * values to its left in the row, above it in the column and before it on the diagonal.
 * Each row, column and diagonal keeps a bitset of the values it holds (all values are
 * below 2n since G(x, y) ≤ x + y); the mex is the first zero bit of the union of three
 * bitsets, searched from the first word that is not full in any of them.
 */
export interface WythoffGrundyTable {
    /** The side n of the table. */
    readonly size: number;
    /** G(x, y) at index x·n + y. */
    readonly values: Uint32Array;
    /** G(x, y) for 0 ≤ x, y < size. */
    at(x: number, y: number): number;
}
/**
 * Computes G(x, y) of Wythoff's game for all x, y < n.
 *
 * @param n - the side of the table, at most {@link MAX_WYTHOFF_TABLE} (memory is about n² bytes of work space plus 4n² for the result)
 * @throws InputError for a size that is not a non-negative integer, or too large
 * @returns the table
 * @example wythoffGrundyTable(3).at(2, 1) // 0: (2, 1) is a P-position
 */
export declare function wythoffGrundyTable(n: number): WythoffGrundyTable;
