import { GrundyError, InputError } from "../errors.js";
import { checkRules, maxParts, maxRemoval } from "../heap/heapRules.js";
import { buildQuotient } from "./_internals/build.js";
import { grundyValues } from "./_internals/grundyValues.js";
import { isTame } from "./_internals/tame.js";
import { presentation } from "./presentation.js";
/** The default last heap of {@link misereQuotient}. */
export const MISERE_DEFAULT_TO = 1000;
/** The default largest order. */
export const MISERE_DEFAULT_ELEMENTS = 5000;
/** The default time budget, in seconds. */
export const MISERE_DEFAULT_SECONDS = 60;
/** The largest `to` accepted (the heaps' table is a plain array). */
export const MISERE_MAX_TO = 1_000_000;
/** Nim (every removal, no split): its quotient is infinite. */
export function isNimRules(rules) {
    return rules.tail === 3 && !rules.unequal && (rules.digits[0] ?? 0) === 0 && rules.digits.slice(1).every((d) => d === 3);
}
const NIM_RULES = { code: "nim", name: "Nim", digits: [0, 3], tail: 3, unequal: false };
/**
 * Computes the misère quotient of a heap game, heap by heap, until Φ is proven periodic
 * (then `solved`), the heap `to` is reached, or a budget runs out (`stopped` says which).
 * See docs/misere-quotients.md for the method and the periodicity proof.
 *
 * @param rules - a heap game (take-and-break code, subtraction set …), from parseHeapGame
 * @param options - bound, budget, progress
 * @throws InputError for Nim (every removal allowed), whose quotient is infinite — misère
 *   Nim is Bouton's — and for a `to` that is not a natural number up to MISERE_MAX_TO
 * @example misereQuotient(parseHeapGame("kayles")).solved // true
 */
export function misereQuotient(rules, options = {}) {
    checkRules(rules);
    if (isNimRules(rules)) {
        throw new InputError("a heap game with a finite misère quotient: misère Nim's quotient is infinite (it grows at every power of 2), and misère Nim is Bouton's (analyze --play misere answers it)", rules.code);
    }
    const to = options.to ?? MISERE_DEFAULT_TO;
    if (!Number.isSafeInteger(to) || to < 0 || to > MISERE_MAX_TO)
        throw new InputError(`a last heap from 0 to ${MISERE_MAX_TO}`, String(to));
    const seconds = options.budget?.seconds ?? MISERE_DEFAULT_SECONDS;
    const elements = options.budget?.elements ?? MISERE_DEFAULT_ELEMENTS;
    if (!(seconds > 0))
        throw new InputError("a positive number of seconds", String(seconds));
    if (!Number.isSafeInteger(elements) || elements < 2)
        throw new InputError("a largest order of at least 2", String(elements));
    const t = maxRemoval(rules);
    const built = buildQuotient(rules, { to, seconds, elements, t, theorem: maxParts(rules) <= 2 && !rules.unequal, onProgress: options.onProgress });
    return quotientOf(rules, built, { to, seconds, elements });
}
/** The quotient's answers, from what the construction built. */
function quotientOf(rules, built, limits) {
    const { monoid: q, phi, heap, period } = built;
    const { order, table, isP, identity } = q;
    const pres = presentation(q, phi);
    let pSize = 0;
    for (let x = 0; x < order; x++)
        pSize += isP[x];
    const g = grundyValues(rules, heap);
    const nim = buildQuotient(NIM_RULES, { to: g.reduce((a, b) => Math.max(a, b), 0), seconds: Infinity, elements: 1 << 16, t: Infinity, theorem: false });
    const tame = isTame(q, phi, nim.monoid, nim.phi, g);
    const check = (x) => {
        if (!Number.isInteger(x) || x < 0 || x >= order)
            throw new InputError(`an element of the quotient, 0 to ${order - 1}`, String(x));
        return x;
    };
    const stoppedBecause = built.stopped === "to"
        ? `stopped at the last heap asked for, ${limits.to}, before Φ was proven periodic (raise it: to / --to)`
        : built.stopped === "seconds"
            ? `stopped after ${limits.seconds} s at heap ${heap} (raise budget.seconds / --seconds)`
            : built.stopped === "elements"
                ? `stopped at heap ${heap}: the quotient with heap ${heap + 1} has more than ${limits.elements} elements (raise budget.elements / --elements)`
                : undefined;
    const result = {
        rules,
        order,
        pSize,
        solved: period !== undefined,
        heap,
        ...(period ? { period: period.period, preperiod: period.preperiod } : {}),
        tame,
        changes: built.changes,
        presentation: pres.text,
        generators: pres.generators,
        identity,
        phiTable: phi,
        isP: (x) => isP[check(x)] === 1,
        mul: (x, y) => table[check(x) * order + check(y)],
        phi: (n) => {
            const big = typeof n === "bigint" ? n : Number.isSafeInteger(n) ? BigInt(n) : -1n;
            if (big < 0n)
                throw new InputError("a heap size: a natural number", String(n));
            if (big <= BigInt(heap))
                return phi[Number(big)];
            if (!period)
                throw new GrundyError(`the misère quotient of ${rules.name} reached heap ${heap} only, not ${big} (${stoppedBecause})`);
            const { period: p, preperiod: n0 } = period;
            return phi[Number(BigInt(n0) + ((big - BigInt(n0)) % BigInt(p)))];
        },
        elementName: (x) => pres.names[check(x)],
        ...(built.stopped ? { stopped: built.stopped } : {}),
        ...(stoppedBecause ? { stoppedBecause } : {}),
    };
    return result;
}
//# sourceMappingURL=quotient.js.map