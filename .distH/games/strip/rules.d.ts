import { type Game } from "../../core/game.js";
/** A coloured cell of a {@link Strip}: row 1 or 2, column 1..n. */
export type StripRulesCell = readonly [row: 1 | 2, column: bigint];
type Cell = StripRulesCell;
/** A 2×n strip with some cells coloured: cells sorted by column then row, each once. */
export interface Strip {
    readonly n: bigint;
    readonly cells: readonly Cell[];
}
/** A strip with its cells sorted and each once. */
export declare function strip(n: bigint, coloured: readonly Cell[]): Strip;
/** How a strip is written: `strip(n; row,column …)`. */
export declare const print: ({ n, cells }: Strip) => string;
/** Strip colouring on a 2×n strip of any n, the rules (the family's engine game): a move colours one blank cell, or a blank 2×2 square (two adjacent blank columns). */
export declare const stripRules: Game<Strip>;
export {};
