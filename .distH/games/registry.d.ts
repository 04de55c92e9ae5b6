import type { Call } from "../expression/ast.js";
import type { HeapRules } from "../heap/heapRules.js";
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
    /** The family called `name` (case, spaces, "_", "-", "'" and a final "s" ignored: see squashName), if any. */
    find(name: string): Family | undefined;
    /** What a game may be, for error messages: every usage. */
    expected(): string;
    /** Reads a parsed call into its family and position, or says which games exist. */
    read(call: Call): {
        family: Family;
        position: unknown;
    };
    /** A heap game's rules from a code, a subtraction set or a heap family's name (as src/heap's parseHeapGame reads them, with the names of every family that has `rules`). */
    heapRules(text: string): HeapRules;
}
/** The registry of the built-in families. */
export declare const BUILTINS: Registry;
/**
 * The families as a Markdown table (usage, what it is), for the README: `npm run readme`
 * writes it between the README's `games` markers, and a test checks it is up to date.
 */
export declare function familiesMarkdown(families?: readonly Family[]): string;
