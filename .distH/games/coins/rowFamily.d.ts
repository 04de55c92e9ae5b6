import type { Family } from "../family.js";
import type { View } from "../view.js";
import { type CoinRow } from "./row.js";
/** What a coin-turning game on a row is: its moves and its closed forms. */
export interface RowRules {
    readonly name: string;
    readonly usage: string;
    readonly summary: string;
    /** The sets of other coins (positions below n, increasing) that may be turned with the coin at n (the rightmost, heads). */
    others(n: number): Iterable<readonly number[]>;
    /** Whether turning `turned` (increasing, the last one the rightmost) is a move of the rules, its last coin being heads. */
    legal(turned: readonly number[]): boolean;
    /** The value of a head at position n (the row with that head alone). */
    value(n: number): bigint;
    /** The sets of other coins below n (increasing) whose values, with n's, nim-add to `d` (each a move of the rules). */
    othersFor(n: number, d: bigint): Iterable<readonly number[]>;
    readonly view: View<CoinRow>;
}
/**
 * The farthest head the engine is asked about: misère play, remoteness and suspense have no
 * closed form here, and a move may turn tails to heads below its rightmost coin, so a row
 * whose last head is at n reaches up to 2^(n−1) rows. Past this the family says so in one
 * line instead of letting the search fill memory with long rows.
 */
export declare const ENGINE_REACH = 24;
/** The record of a coin-turning game on a row: engine rules, closed forms, view. */
export declare function rowFamily(rules: RowRules): Family<CoinRow>;
