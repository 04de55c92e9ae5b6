import type { Game } from "../../core/game.js";
/**
 * Nim on small heaps (numbers), for the generic solver: a position is a list of heap
 * sizes; a move lowers one heap (the moves of {@link nimRules}, through the one number
 * adapter). Each heap is an independent component whose Grundy value is its size.
 *
 * @example grundy(nimNumberGame, [3, 5, 7]) // 1
 */
export declare const nimNumberGame: Game<readonly number[]>;
