import { Args } from "../args.js";
/** A row of coins: `length` coins, heads at the positions in `heads` (1-based, increasing); the rest tails. */
export interface CoinRow {
    readonly length: number;
    readonly heads: readonly number[];
}
/**
 * Reads a call's one string of `H` and `T` into a row. Errors name the column of the bad
 * character (or of the call) and what was expected.
 */
export declare function readRow(a: Args): CoinRow;
/**
 * A string of `H` and `T` as a row; `column` is where its first character stands (for errors).
 *
 * @throws InputError naming the column of the first character that is not H or T, or the empty string
 */
export declare function parseCoins(text: string, column: number, usage: string): CoinRow;
/** The row as its string, e.g. "HTTHH". */
export declare function coinString(row: CoinRow): string;
/** The row with the coins at `turned` (positions, increasing, distinct) turned over: one merge of two sorted lists. */
export declare function turnRow(row: CoinRow, turned: readonly number[]): CoinRow;
/** The coins that differ between two rows (sorted): the coins a move turned. */
export declare function turnedCoins(from: CoinRow, to: CoinRow): number[];
/** A canonical key: the heads (trailing tails change nothing). */
export declare const rowKey: (row: CoinRow) => string;
