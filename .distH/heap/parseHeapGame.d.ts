import { type HeapGame } from "./heapGame.js";
import type { HeapRules } from "./heapRules.js";
/** A heap game's names and rules, as {@link parseHeapGameAmong} looks them up (a named heap rule, or a family record with `rules`). */
export interface HeapName {
    readonly name: string;
    readonly aliases: readonly string[];
    readonly rules?: HeapRules | undefined;
}
/**
 * Reads a heap game written any way the toolkit knows, with the names of `known`: a
 * take-and-break code ("0.77", "4.007", hexadecimal "0.F"), a subtraction set ("{1,3,4}",
 * "all-but{2,3}") or the name of a known heap game ("kayles", "dawson", "Grundy's game",
 * …; case, spaces, hyphens, apostrophes and a final "s" ignored). A code of a named game gets its name.
 *
 * @param text - the game
 * @param known - the heap games whose names are known (entries without rules are skipped)
 * @returns its rules
 * @throws InputError, one line, when the text is none of these
 */
export declare function parseHeapGameAmong(text: string, known: readonly HeapName[]): HeapRules;
/**
 * Reads a heap game written any way the toolkit knows: a take-and-break code ("0.77",
 * "4.007", hexadecimal "0.F"), a subtraction set ("{1,3,4}", "all-but{2,3}") or a heap
 * game's name ("kayles", "officers", "Grundy's game", …, the names of
 * {@link NAMED_HEAP_RULES}; case, spaces, hyphens and apostrophes ignored).
 *
 * @param text - the game
 * @returns its rules
 * @throws InputError, one line, when the text is none of these
 * @example parseHeapGame("kayles").code // "0.77"
 */
export declare function parseHeapGame(text: string): HeapRules;
/**
 * The heap game written as `text`, as a game of the engine.
 *
 * @param text - a code, a subtraction set or a name, as {@link parseHeapGame} reads them
 * @returns the game (positions are lists of heaps)
 * @throws InputError when the text is no heap game
 * @example winningMoves(heapGameOf("kayles"), [5]) // [[2, 2]]
 */
export declare function heapGameOf(text: string): HeapGame;
