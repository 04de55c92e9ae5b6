import type { HeapRules } from "./heapRules.js";
import { type HeapGame } from "./heapGame.js";
/**
 * Parses a take-and-break code `d0.d1d2…`: digit di says what removing i tokens from a
 * heap may leave, as a sum of 1 (no heap), 2 (one heap), 4 (two heaps) and, in
 * hexadecimal digits up to F, 8 (three heaps). d0 (0, 4, 8 or C) splits without removing.
 *
 * @param code - e.g. "0.77" (Kayles), "0.07", "4.007", "0.F"
 * @returns the rules, named by their code (`parseHeapGame` names the well-known ones)
 * @throws InputError naming the column of a bad character, e.g. for "0.8x", "..1" or ""
 * @example parseTakeAndBreak("0.137").digits // [0, 1, 3, 7]
 */
export declare function parseTakeAndBreak(code: string): HeapRules;
/**
 * The take-and-break game with the given code, as a game of the engine (positions are
 * lists of heaps).
 *
 * @param code - a code such as "0.77"
 * @returns the game
 * @example grundy(takeAndBreak("0.77"), [4]) // 1
 */
export declare function takeAndBreak(code: string): HeapGame;
/**
 * Expands a code pattern: each `?` after the point stands for any octal digit 0–7, and a
 * `?` before it for d0 = 0 or 4. Codes come out in increasing order. A text without `?`
 * expands to itself.
 *
 * @param pattern - e.g. "0.??" (64 codes, from 0.00 to 0.77)
 * @returns the codes
 * @throws InputError when the pattern would name more than `limit` games
 * @example expandCodePattern("0.?7") // ["0.07", "0.17", …, "0.77"]
 */
export declare function expandCodePattern(pattern: string, limit?: number): string[];
