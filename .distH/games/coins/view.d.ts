import type { Board, View, ViewExample } from "../view.js";
import { type CoinGrid } from "./grid.js";
import { type CoinRow } from "./row.js";
/** "2", "2 and 5", "2, 3 and 5". */
export declare function listed(items: readonly string[]): string;
/** A row's board: its coins, heads true, position 1 first. */
export declare function rowBoard(row: CoinRow): Board | undefined;
/** The view of a coin-turning game on a row: the rule, starts, the row, "turned coins 2 and 5". */
export declare function rowView(rule: string, examples: readonly ViewExample[]): View<CoinRow>;
/** A random row of n coins for `shuffle`, with at least one head. */
export declare function randomCoins(random: () => number, n: number): string;
/** The view of Turning Corners: the grid of coins, a move as the rectangle whose corners it turned. */
export declare function gridView(rule: string, examples: readonly ViewExample[]): View<CoinGrid>;
