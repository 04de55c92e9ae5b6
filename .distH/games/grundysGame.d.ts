import type { HeapRules } from "./heapRules.js";
import { type HeapGame } from "./heapGame.js";
/**
 * The rules of Grundy's game: a move splits one heap into two heaps of different sizes
 * (take-and-break d0 = 4 with unequal parts, CGSuite's "4!.0").
 */
export declare const GRUNDYS_GAME: HeapRules;
/**
 * Grundy's game as a game of the engine: positions are lists of heaps.
 *
 * @example grundy(grundysGame, [7]) // 0
 */
export declare const grundysGame: HeapGame;
