import { type HeapGame } from "../games/heapGame.js";
import type { HeapRules } from "../games/heapRules.js";
import type { Call } from "../expression/ast.js";
import { type Family } from "./family.js";
/**
 * Every built-in game family, in the order help texts list them. The one list of games:
 * the position language, `grundy analyze --help`, `grundy seq`'s names and the README's
 * list are read from here.
 */
export declare const FAMILIES: readonly Family[];
/** The families an analysis knows: the built-ins and the user's, looked up by name or alias. */
export declare class Registry {
    private readonly byName;
    /**
     * @param extra - user families (from {@link defineFamily}); a name already taken is an error
     * @throws GrundyError when a user family's name or alias is taken
     */
    constructor(extra?: readonly Family[]);
    /** The families, built-ins first. */
    readonly list: readonly Family[];
    /** The family called `name` (case, "_", "-" and "'" ignored), if any. */
    find(name: string): Family | undefined;
    /** What a game may be, for error messages: every usage. */
    expected(): string;
    /** Reads a parsed call into its family and position, or says which games exist. */
    read(call: Call): {
        family: Family;
        position: unknown;
    };
    /** A heap game's rules from a code, a subtraction set or a heap family's name (see {@link parseHeapGame}). */
    heapRules(text: string): HeapRules;
}
/** The registry of the built-in families. */
export declare const BUILTINS: Registry;
/**
 * Reads a heap game written any way the toolkit knows: a take-and-break code ("0.77",
 * "4.007", hexadecimal "0.F"), a subtraction set ("{1,3,4}", "all-but{2,3}") or a heap
 * game's name from the registry ("kayles", "officers", "Grundy's game", …; case, spaces,
 * hyphens and apostrophes ignored).
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
/**
 * The families as a Markdown table (usage, what it is), for the README: `npm run readme`
 * writes it between the README's `games` markers, and a test checks it is up to date.
 */
export declare function familiesMarkdown(families?: readonly Family[]): string;
