import type { HeapRules } from "./heapRules.js";
import { type HeapGame } from "./heapGame.js";
/** The largest number a subtraction set may hold (the rules keep one digit per removal). */
export declare const MAX_SUBTRACTION: number;
/** Options of {@link subtractionRules}. */
export interface SubtractionOptions {
    /** The set lists the removals that are NOT allowed: any other positive number may be taken. @defaultValue false */
    allBut?: boolean;
}
/**
 * The rules of a subtraction game: take s tokens from a heap, s in the set (or, all-but,
 * any positive s not in it). Take-and-break digit 3 at each allowed s.
 *
 * @param set - positive integers (numbers or bigints) at most {@link MAX_SUBTRACTION}
 * @param options - `allBut: true` for an all-but subtraction game
 * @returns the rules, coded "{1,3,4}" or "all-but{2,3}"
 * @throws InputError for a number that is not a positive integer in range
 * @example subtractionRules([1, 3, 4]).digits // [0, 3, 0, 3, 3]
 */
export declare function subtractionRules(set: Iterable<number | bigint>, options?: SubtractionOptions): HeapRules;
/**
 * Parses a subtraction set: `{1,3,4}` (finite) or `all-but{2,3}` (every positive number
 * but those). Numbers are separated by commas or spaces; `{}` allows no move, `all-but{}` is Nim.
 *
 * @param text - the set
 * @returns the rules
 * @throws InputError naming a bad element or the whole text when it is no set
 * @example parseSubtraction("{1, 3, 4}").code // "{1,3,4}"
 */
export declare function parseSubtraction(text: string): HeapRules;
/**
 * A subtraction game as a game of the engine (positions are lists of heaps).
 *
 * @param set - the set as text ("{1,3,4}", "all-but{2}") or as numbers
 * @param options - `allBut` when the numbers are the removals not allowed
 * @returns the game
 * @example grundy(subtraction([1, 3, 4]), [5]) // 3
 */
export declare function subtraction(set: string | Iterable<number | bigint>, options?: SubtractionOptions): HeapGame;
