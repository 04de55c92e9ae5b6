import { describeValue, InputError } from "../errors.js";
import { heapGame } from "../games/heapGame.js";
import { Args } from "./args.js";
import { chompFamily } from "./chomp.js";
import { digraphFamily } from "./digraph.js";
import { euclidFamily } from "./euclid.js";
import { fsvpFamily } from "./fsvp.js";
import { isFamily } from "./family.js";
import { heapCodeFamily, NAMED_HEAP_FAMILIES, parseHeapGameAmong, squashName, subtractionFamily } from "./heaps.js";
import { laskerFamily } from "./lasker.js";
import { mooreFamily } from "./moore.js";
import { nimFamily } from "./nim.js";
import { stripFamily } from "./strip.js";
import { subAddFamily } from "./subadd.js";
import { wythoffFamily } from "./wythoff.js";
/**
 * Every built-in game family, in the order help texts list them. The one list of games:
 * the position language, `grundy analyze --help`, `grundy seq`'s names and the README's
 * list are read from here.
 */
export const FAMILIES = [
    nimFamily,
    wythoffFamily,
    euclidFamily,
    stripFamily,
    ...NAMED_HEAP_FAMILIES,
    mooreFamily,
    laskerFamily,
    chompFamily,
    heapCodeFamily,
    subtractionFamily,
    // loopy games (answered by the loopy engine: γ values, draws)
    fsvpFamily,
    subAddFamily,
    digraphFamily,
];
/** The families an analysis knows: the built-ins and the user's, looked up by name or alias. */
export class Registry {
    byName = new Map();
    /**
     * @param extra - user families (from {@link defineFamily}); a name already taken is an error
     * @throws GrundyError when a user family's name or alias is taken
     */
    constructor(extra = []) {
        if (!Array.isArray(extra))
            throw new InputError("a list of game families made by defineFamily", describeValue(extra));
        for (const f of [...FAMILIES, ...extra]) {
            if (!isFamily(f))
                throw new InputError("a game family made by defineFamily", describeValue(f));
            for (const name of [f.name, ...f.aliases]) {
                const key = squashName(name);
                const taken = this.byName.get(key);
                if (taken && taken !== f)
                    throw new InputError(`a family name not already taken (${taken.usage} has it)`, name);
                this.byName.set(key, f);
            }
        }
        this.list = [...FAMILIES, ...extra.filter((f, i) => extra.indexOf(f) === i)];
    }
    /** The families, built-ins first. */
    list;
    /** The family called `name` (case, "_", "-" and "'" ignored), if any. */
    find(name) {
        return this.byName.get(squashName(name));
    }
    /** What a game may be, for error messages: every usage. */
    expected() {
        return `a game: ${this.list.map((f) => f.usage).join(", ")}`;
    }
    /** Reads a parsed call into its family and position, or says which games exist. */
    read(call) {
        const family = this.find(call.name);
        if (!family)
            throw new InputError(this.expected(), call.name, { column: call.column });
        return { family, position: family.read(new Args(call, family.usage)) };
    }
    /** A heap game's rules from a code, a subtraction set or a heap family's name (see {@link parseHeapGame}). */
    heapRules(text) {
        if (typeof text !== "string")
            throw new InputError('a heap game as a string: an octal code such as "0.77", a subtraction set such as "{1,2}" or a name', describeValue(text));
        return parseHeapGameAmong(text, this.list);
    }
}
/** The registry of the built-in families. */
export const BUILTINS = new Registry();
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
export function parseHeapGame(text) {
    return BUILTINS.heapRules(text);
}
/**
 * The heap game written as `text`, as a game of the engine.
 *
 * @param text - a code, a subtraction set or a name, as {@link parseHeapGame} reads them
 * @returns the game (positions are lists of heaps)
 * @throws InputError when the text is no heap game
 * @example winningMoves(heapGameOf("kayles"), [5]) // [[2, 2]]
 */
export function heapGameOf(text) {
    return heapGame(parseHeapGame(text));
}
/**
 * The families as a Markdown table (usage, what it is), for the README: `npm run readme`
 * writes it between the README's `games` markers, and a test checks it is up to date.
 */
export function familiesMarkdown(families = FAMILIES) {
    const rows = families.map((f) => `| \`${f.usage}\` | ${f.summary}${f.aliases.length ? ` (also ${f.aliases.map((a) => `\`${a}\``).join(", ")})` : ""} |`);
    return ["| game | what it is |", "| --- | --- |", ...rows].join("\n");
}
//# sourceMappingURL=registry.js.map