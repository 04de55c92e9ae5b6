import { type Game } from "../core/game.js";
import { type HeapRules } from "./heapRules.js";
/** A heap game: positions are lists of heap sizes, each heap an independent component. */
export interface HeapGame extends Game<readonly number[]> {
    /** The rules every heap is played by. */
    readonly rules: HeapRules;
}
/**
 * The game of the engine that plays heaps by the given rules: a position is a list of
 * heap sizes, a move replaces one heap by what the rules leave of it (in place, parts in
 * increasing order), and each non-empty heap is a component, so `grundy`, `outcome` and
 * `winningMoves` work on single heaps and on sums of heaps. Moves are listed once each:
 * equal heaps are moved in only once, splits are listed with parts a ≤ b (≤ c). The
 * engine solves heaps by their options, O(n) each for octal games: for long runs of heap
 * values use `sparseSequence` (grundy/sequence).
 *
 * @param rules - the rules, e.g. from {@link parseHeapGame}
 * @returns the game
 * @example grundy(heapGame(parseHeapGame("0.77")), [3, 5]) // 3 ^ 4 = 7
 */
export declare function heapGame(rules: HeapRules): HeapGame;
