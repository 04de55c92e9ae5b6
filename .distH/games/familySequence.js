// The games whose Grundy sequence `grundy seq` and the lab's sequence explorer compute: codes,
// subtraction sets and names, and a user's families: one with heap rules (`rules`, as the
// built-in heap families have) is read by its name like them; one whose positions are single
// heaps (a call name(n), positions a heap size or a list of heap sizes) is computed from its
// moves. Browser-safe: the CLI and the lab's worker load the families, each its own way.
import { describeValue, GrundyError, InputError } from "../errors.js";
import { parseExpression } from "../expression/parse.js";
import { parseHeapGame } from "../heap/parseHeapGame.js";
import { analyzeHeapGame } from "../sequence/analyze.js";
import { gameSequenceReport } from "../sequence/gameSequence.js";
import { Registry } from "./registry.js";
/** Reads a game: a loaded family by its name (its rules when it has them), else a code, a set or a built-in name. */
export function readSeqGame(text, families) {
    if (families.length === 0)
        return { kind: "rules", rules: parseHeapGame(text) };
    let registry;
    try {
        registry = new Registry(families);
    }
    catch (e) {
        if (e instanceof InputError)
            throw new GrundyError(`--games: ${e.message}`);
        throw e;
    }
    const family = registry.find(text.trim());
    if (family && families.includes(family) && !family.rules)
        return { kind: "family", family };
    try {
        return { kind: "rules", rules: registry.heapRules(text) };
    }
    catch (e) {
        // a misspelt name of the user's own game: say which names were loaded
        if (e instanceof InputError)
            throw new InputError(`${e.expected}, or one of your families (${families.map((f) => f.name).join(", ")})`, e.got, e.location);
        throw e;
    }
}
const heapSize = (x) => typeof x === "number" && Number.isSafeInteger(x) && x >= 0 ? x : typeof x === "bigint" && x >= 0n && x <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : undefined;
/** A family's positions as heaps: heap n is the call name(n); a position is a heap size or a list of them. */
export function familyHeaps(family) {
    const registry = new Registry([family]);
    return {
        heap(n) {
            return registry.read(parseExpression(`${family.name}(${n})`).terms[0]).position;
        },
        heaps(p) {
            const one = heapSize(p);
            if (one !== undefined)
                return [one];
            if (Array.isArray(p)) {
                const all = p.map(heapSize);
                if (all.every((h) => h !== undefined))
                    return all;
            }
            throw new GrundyError(`${family.name}: the position ${describeValue(p)} is not a heap: a sequence is computed for a family whose positions are a heap size (a number) or a list of heap sizes, with a call ${family.name}(n)`);
        },
    };
}
/** The report of a game: the heap rules' methods, or the naive method from a family's moves (an apparent period at most). */
export function seqReport(game, options) {
    if (game.kind === "rules")
        return analyzeHeapGame(game.rules, options);
    return gameSequenceReport(game.family.name, game.family.game, familyHeaps(game.family), {
        ...(options.to !== undefined ? { to: options.to } : {}),
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
}
//# sourceMappingURL=familySequence.js.map