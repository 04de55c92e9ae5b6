import { type HeapRules } from "../games/heapRules.js";
import { type Family } from "./family.js";
/** A sum of heaps played by one ruleset. */
export interface Heaps {
    readonly rules: HeapRules;
    readonly heaps: readonly bigint[];
}
/** The heap games known by name. */
export declare const NAMED_HEAP_FAMILIES: readonly Family<Heaps>[];
/** Case, spaces, apostrophes, "_" and "-" do not matter in a game's name. */
export declare const squashName: (s: string) => string;
/**
 * Reads a heap game written any way the toolkit knows: a take-and-break code ("0.77",
 * "4.007", hexadecimal "0.F"), a subtraction set ("{1,3,4}", "all-but{2,3}") or the name
 * of a registered heap game ("kayles", "dawson", "Grundy's game", …; case, spaces,
 * hyphens and apostrophes ignored). A code of a named game gets its name.
 *
 * @param text - the game
 * @param families - the heap families whose names are known (the registry's)
 * @returns its rules
 * @throws InputError, one line, when the text is none of these
 * @example parseHeapGame("kayles").code // "0.77"
 */
export declare function parseHeapGameAmong(text: string, families: readonly Family[]): HeapRules;
/** `heap("code", n1,…)`: any take-and-break code, subtraction set or heap game name. */
export declare const heapCodeFamily: Family<Heaps>;
/** `subtraction({s1,…}, n1,…)`: a subtraction game. */
export declare const subtractionFamily: Family<Heaps>;
