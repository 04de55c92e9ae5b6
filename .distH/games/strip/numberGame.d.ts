import type { Game } from "../../core/game.js";
/**
 * A 2×n strip as a list of its n columns, each a bit set: 1 when the cell in row 1 is
 * coloured, 2 when the cell in row 2 is, 3 when both are, 0 when the column is blank.
 */
export type StripBoard = readonly number[];
/**
 * Strip colouring as an engine game on small boards (a number per column): on a 2×n
 * board a move colours one uncoloured cell, or an uncoloured 2×2 square (two adjacent
 * blank columns); whoever colours last wins. The moves are {@link stripRules}', through
 * the one number adapter; {@link stripColouringGrundy} is the closed form for any n.
 *
 * @example grundy(stripColouringGame, [0, 0]) // 2
 */
export declare const stripColouringGame: Game<StripBoard>;
