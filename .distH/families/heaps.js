import { defineGame } from "../core/game.js";
import { nimSumBig } from "../core/nim.js";
import { GrundyError, InputError } from "../errors.js";
import { GRUNDYS_GAME } from "../games/grundysGame.js";
import { heapOptions, isHeapOption } from "../games/heapRules.js";
import { parseSubtraction } from "../games/subtraction.js";
import { parseTakeAndBreak } from "../games/takeAndBreak.js";
import { analyzeHeapGame } from "../sequence/analyze.js";
import { findPeriod } from "../sequence/periodicity.js";
import { sparseSequence } from "../sequence/sparse.js";
import { Args } from "./args.js";
import { family } from "./family.js";
/** Heaps past this size need a proven period. */
const COMPUTE_LIMIT = 1 << 24;
/** Without a proven period, how far into a huge heap's options moves are looked for. */
const WINDOW = 4096;
const tables = new Map();
/** Values first computed for a heap game: enough to prove many periods (Kayles needs 168). */
const FIRST_VALUES = 1024;
function sequenceTable(rules) {
    let t = tables.get(rules.code);
    if (!t) {
        const values = sparseSequence(rules, FIRST_VALUES);
        t = { values, period: findPeriod(values, rules), searched: false };
        tables.set(rules.code, t);
    }
    return t;
}
/**
 * G(n) of a heap game for any n: computed values, a proven period past them, more values
 * (up to 2^24), or, for larger n, the full search for a period that `grundy seq` makes.
 */
function heapValue(rules, n, text) {
    const t = sequenceTable(rules);
    if (n < BigInt(t.values.length))
        return t.values[Number(n)];
    if (t.period?.proven) {
        const { preperiod, period } = t.period;
        return t.values[preperiod + Number((n - BigInt(preperiod)) % BigInt(period))];
    }
    if (n < BigInt(COMPUTE_LIMIT)) {
        t.values = sparseSequence(rules, Math.min(COMPUTE_LIMIT, Math.max(Number(n) + 1, 2 * t.values.length)));
        t.period = findPeriod(t.values, rules);
        return heapValue(rules, n, text);
    }
    if (!t.searched) {
        t.searched = true;
        const report = analyzeHeapGame(rules);
        if (report.period?.proven || report.values.length > t.values.length) {
            t.values = report.values;
            t.period = report.period;
        }
        return heapValue(rules, n, text);
    }
    throw new GrundyError(`${text()}: ${rules.code} has no proven period within the ${t.values.length.toLocaleString("en-US")} values computed, and heap ${n} is past the ${COMPUTE_LIMIT.toLocaleString("en-US")} computed here`);
}
/** The engine game of heaps under their rules: a move replaces one heap by what the rules leave of it. */
function heapsGame(name, print) {
    return defineGame({
        name,
        moves: function* ({ rules, heaps }) {
            const done = new Set();
            for (let j = 0; j < heaps.length; j++) {
                const n = heaps[j];
                if (n === 0n || done.has(n))
                    continue;
                done.add(n);
                for (const parts of heapOptions(rules, n))
                    yield { rules, heaps: [...heaps.slice(0, j), ...parts, ...heaps.slice(j + 1)] };
            }
        },
        key: ({ rules, heaps }) => `${rules.code}|${heaps
            .filter((h) => h > 0n)
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
            .join(",")}`,
        components: ({ rules, heaps }) => (heaps.length <= 1 ? [{ rules, heaps }] : heaps.filter((h) => h > 0n).map((h) => ({ rules, heaps: [h] }))),
        show: print,
    });
}
/** A heap family: how it is written and read; the rules, values and moves are shared by all of them. */
function heapFamily(spec) {
    const value = (p, n) => heapValue(p.rules, n, () => spec.print(p));
    return family({
        ...spec,
        game: heapsGame(spec.name, spec.print),
        grundy: (p) => nimSumBig(p.heaps.map((h) => BigInt(value(p, h)))),
        isOption(from, to) {
            if (from.rules.code !== to.rules.code)
                return false;
            // one heap h of `from` is replaced by the parts: the rest is the same multiset
            const rest = to.heaps.filter((h) => h > 0n);
            for (const h of new Set(from.heaps.filter((x) => x > 0n))) {
                const left = rest.slice();
                let ok = true;
                let skipped = false;
                for (const x of from.heaps) {
                    if (x === 0n)
                        continue;
                    if (x === h && !skipped) {
                        skipped = true;
                        continue;
                    }
                    const at = left.indexOf(x);
                    if (at < 0) {
                        ok = false;
                        break;
                    }
                    left.splice(at, 1);
                }
                if (ok && isHeapOption(from.rules, h, left))
                    return true;
            }
            return false;
        },
        movesTo(p, target, limit) {
            const { rules, heaps } = p;
            const x = nimSumBig(heaps.map((h) => BigInt(value(p, h)))); // every heap's value first, so the period is known below
            const period = sequenceTable(rules).period;
            const window = BigInt(period?.proven ? period.preperiod + 2 * period.period + 2 : WINDOW);
            const moves = [];
            let complete = true;
            const done = new Set();
            heaps.forEach((n, j) => {
                if (done.has(n))
                    return; // equal heaps give the same moves
                done.add(n);
                const want = BigInt(value(p, n)) ^ x ^ target;
                const state = { window, complete: true };
                for (const parts of heapOptions(rules, n, state)) {
                    if (parts.reduce((acc, q) => acc ^ BigInt(value(p, q)), 0n) !== want)
                        continue;
                    if (moves.length >= limit) {
                        complete = false;
                        return;
                    }
                    moves.push({ rules, heaps: [...heaps.slice(0, j), ...parts, ...heaps.slice(j + 1)] });
                }
                complete &&= state.complete;
            });
            return { moves, complete };
        },
    });
}
/** A heap game under a fixed name: `kayles(3,5)`, `dawson(7)`, `grundy(9)`. */
function namedHeapFamily(name, rules, summary, aliases = []) {
    return heapFamily({
        name,
        aliases,
        usage: `${name}(n1,n2,…)`,
        summary,
        rules,
        read(a) {
            a.sections(1);
            return { rules, heaps: a.ints(0, undefined, "heap sizes") };
        },
        print: ({ heaps }) => `${name}(${heaps.join(",")})`,
    });
}
const named = (code, name) => ({ ...parseTakeAndBreak(code), name });
/** The heap games known by name. */
export const NAMED_HEAP_FAMILIES = [
    namedHeapFamily("kayles", named("0.77", "Kayles"), "Kayles (0.77): knock down one pin or two adjacent pins"),
    namedHeapFamily("dawson", named("0.07", "Dawson's Kayles"), "Dawson's Kayles (0.07): knock down two adjacent pins", ["dawsonskayles"]),
    namedHeapFamily("dawsonschess", named("0.137", "Dawson's chess"), "Dawson's chess (0.137): take a lone token, two tokens from an end, or three from anywhere"),
    namedHeapFamily("officers", named("0.6", "Officers"), "Officers (0.6): take one token, leaving one or two non-empty heaps"),
    namedHeapFamily("treblecross", named("0.007", "Treblecross"), "Treblecross (0.007): take three adjacent tokens, leaving any heaps"),
    namedHeapFamily("doublekayles", named("0.7777", "Double Kayles"), "Double Kayles (0.7777): take one to four adjacent pins"),
    namedHeapFamily("grundy", GRUNDYS_GAME, "Grundy's game: split a heap into two unequal heaps", ["grundys", "grundysgame"]),
];
/** Case, spaces, apostrophes, "_" and "-" do not matter in a game's name. */
export const squashName = (s) => s.toLowerCase().replace(/[\s'’_-]+/g, "");
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
export function parseHeapGameAmong(text, families) {
    const t = text.trim();
    const known = families.filter((f) => f.rules);
    if (t.startsWith("{") || /^all-?but/i.test(t))
        return parseSubtraction(t);
    if (t === "" || /^[0-9.]/.test(t) || /^[0-9A-Fa-f][.]/.test(t)) {
        const rules = parseTakeAndBreak(t);
        return known.find((f) => f.rules.code === rules.code)?.rules ?? rules;
    }
    const f = known.find((k) => [k.name, ...k.aliases].some((n) => squashName(n) === squashName(t)));
    if (f)
        return f.rules;
    throw new InputError(`a take-and-break code (0.77), a subtraction set ({1,3,4}) or a game name (${known.map((k) => k.name).join(", ")})`, t);
}
/** Rethrows a rules error at the column of the atom that held the rules. */
function atColumn(column, f) {
    try {
        return f();
    }
    catch (e) {
        if (e instanceof InputError)
            throw new InputError(e.expected, e.got, { column });
        throw e;
    }
}
/**
 * Reads `name(rules, n1,n2,…)`: a first atom of the given kind that `parse` turns into
 * rules (its errors at that atom's column), then the heaps.
 */
function rulesThenHeaps(kind, what, parse) {
    return (a) => {
        a.sections(1);
        const [first, ...rest] = a.atoms(0);
        if (!first || first.kind !== kind)
            throw new InputError(what, Args.show(first), { column: first?.column ?? a.call.column });
        const rules = atColumn(first.column, () => parse(first));
        return { rules, heaps: rest.map((x) => a.int(x, "heap sizes")) };
    };
}
/** `heap("code", n1,…)`: any take-and-break code, subtraction set or heap game name. */
export const heapCodeFamily = heapFamily({
    name: "heap",
    usage: 'heap("code", n1,n2,…)',
    summary: 'a take-and-break code ("0.07", "4.007", hexadecimal) or a heap game\'s name, on heaps',
    read: rulesThenHeaps("string", 'a quoted code first in heap("code", n…)', (code) => parseHeapGameAmong(code.value, NAMED_HEAP_FAMILIES)),
    print: ({ rules, heaps }) => `heap("${rules.code}"${heaps.map((h) => `,${h}`).join("")})`,
});
/** `subtraction({s1,…}, n1,…)`: a subtraction game. */
export const subtractionFamily = heapFamily({
    name: "subtraction",
    usage: "subtraction({s1,s2,…}, n1,n2,…)",
    summary: "a subtraction game: take s tokens from a heap, s in the set",
    read: rulesThenHeaps("set", "a set {s1,s2,…} first in subtraction({…}, n…)", (set) => parseSubtraction(`{${set.values.join(",")}}`)),
    print: ({ rules, heaps }) => `subtraction(${rules.code}${heaps.map((h) => `,${h}`).join("")})`,
});
//# sourceMappingURL=heaps.js.map