import { type Game } from "../core/game.js";
/**
 * Nim: a position is a list of heap sizes; a move lowers one heap. Each heap is an
 * independent component whose Grundy value is its size.
 *
 * @example grundy(nim, [3, 5, 7]) // 1
 */
export declare const nim: Game<readonly number[]>;
