// A misère sum of heaps of one take-and-break game whose misère quotient is solved
// (Plambeck–Siegel): the sum is the product of its heaps' elements Φ(n), a misère
// P-position exactly when the product lies in the P-portion; at any heap size and count.
import { InputError } from "../../errors.js";
import { heapOptions } from "../../heap/heapOptions.js";
import { misereQuotient } from "../../misere/quotient.js";
import { storedQuotient } from "../../misere/storedQuotient.js";
import { componentMove } from "./componentMove.js";
/**
 * What an analysis lets a quotient cost the first time a game is met (then it is kept):
 * seconds and elements. A game whose quotient is not solved within them goes to the search.
 */
export const ANALYZE_QUOTIENT_BUDGET = { seconds: 60, elements: 200 };
/** The quotients met so far, by code (null: not solved within the budget, or no quotient). */
const quotients = new Map();
/**
 * The solved misère quotient of a heap game, computed once — or loaded from the shipped table
 * of solved quotients (src/misere/solvedQuotients.data.ts) in its place, at once — (null when
 * there is none within the budget, or, without `compute`, when it was not computed before).
 */
export function solvedQuotient(rules, compute = true, budget = ANALYZE_QUOTIENT_BUDGET) {
    const known = quotients.get(rules.code);
    if (known !== undefined)
        return known;
    if (!compute)
        return null;
    let q = storedQuotient(rules) ?? null;
    if (q) {
        quotients.set(rules.code, q);
        return q;
    }
    try {
        const found = misereQuotient(rules, { budget: { ...budget } });
        q = found.solved ? found : null;
    }
    catch (e) {
        // rules without a quotient (Nim, all-but tails) are the search's (or Bouton's)
        if (!(e instanceof InputError))
            throw e;
    }
    quotients.set(rules.code, q);
    return q;
}
/** x^k in the quotient, by squaring (k may be huge). */
export function power(q, x, k) {
    let result = q.identity;
    let base = x;
    let e = k;
    while (e > 0n) {
        if (e & 1n)
            result = q.mul(result, base);
        e >>= 1n;
        if (e > 0n)
            base = q.mul(base, base);
    }
    return result;
}
/** The element of one copy of a term: the product of its heaps' elements. */
function elementOf(q, heaps) {
    let x = q.identity;
    for (const h of heaps)
        x = q.mul(x, q.phi(h));
    return x;
}
/** Heaps above this make a sum the quotient's at once (a search of such sums is hopeless). */
const LARGE_HEAP = 24n;
/**
 * The terms' common rules and their quotient, when every term is heaps of one game whose
 * quotient is solved. `compute`: "always"; "when needed" (a heap past LARGE_HEAP or a count of
 * copies: else only a quotient computed before, the search answering small sums first); "never"
 * (only one computed before).
 */
export function quotientOf(terms, compute = "always") {
    const heaps = terms.map((t) => t.takeAndBreakHeaps());
    const first = heaps[0];
    if (!first || heaps.some((h) => h === undefined || h.rules.code !== first.rules.code))
        return null;
    const needed = terms.some((t, i) => t.copies > 1n || heaps[i].heaps.some((h) => h > LARGE_HEAP));
    return solvedQuotient(first.rules, compute === "always" || (compute === "when needed" && needed));
}
/** Options of a heap enough to meet every element an option can have: all of them, or a window of Φ's period near either end (then `state.complete` is set false). */
function heapOptionsFor(q, n, state) {
    const window = BigInt((q.preperiod ?? 0) + 2 * (q.period ?? 1) + 2);
    const options = { window, complete: true };
    return (function* () {
        yield* heapOptions(q.rules, n, options);
        if (!options.complete)
            state.complete = false;
    })();
}
/**
 * A sum of heaps of one game decided by its solved misère quotient: outcome, each
 * component's outcome alone, and the winning moves (a heap move that lands the product in
 * P; for a huge heap, the options that meet every element, by Φ's period).
 */
export function quotientSum(terms, q, push) {
    const one = terms.map((t) => elementOf(q, t.takeAndBreakHeaps().heaps));
    const whole = terms.map((t, i) => power(q, one[i], t.copies));
    // the product of every term but i: prefix and suffix products (no inverses in a monoid)
    const n = terms.length;
    const suffix = new Array(n + 1).fill(q.identity);
    for (let i = n - 1; i >= 0; i--)
        suffix[i] = q.mul(whole[i], suffix[i + 1]);
    const total = suffix[0];
    const wins = !q.isP(total);
    const components = terms.map((t, i) => ({ text: t.text, outcome: q.isP(whole[i]) ? "P" : "N", element: q.elementName(whole[i]) }));
    if (!wins)
        return { wins, components, complete: true };
    // a huge heap's winning moves are listed near either end only (its options' elements repeat by Φ's period)
    const state = { complete: true };
    let prefix = q.identity;
    // the moves of equal terms with equal context are the same: found once
    const tried = new Map();
    terms.forEach((t, i) => {
        const { heaps, at } = t.takeAndBreakHeaps();
        // the rest of the sum, and the other copies of this term
        let rest = q.mul(prefix, suffix[i + 1]);
        if (t.copies > 1n)
            rest = q.mul(rest, power(q, one[i], t.copies - 1n));
        prefix = q.mul(prefix, whole[i]);
        const key = `${t.text}|${rest}`;
        let found = tried.get(key);
        if (!found) {
            found = [];
            const done = new Set();
            heaps.forEach((h, j) => {
                if (done.has(h))
                    return;
                done.add(h);
                const others = elementOf(q, [...heaps.slice(0, j), ...heaps.slice(j + 1)]);
                const context = q.mul(rest, others);
                for (const parts of heapOptionsFor(q, h, state)) {
                    if (!q.isP(q.mul(context, elementOf(q, parts))))
                        continue;
                    found.push(t.at(at([...heaps.slice(0, j), ...parts, ...heaps.slice(j + 1)])));
                }
            });
            tried.set(key, found);
        }
        for (const to of found)
            push(t.copies > 1n ? copiesMove(t, i, to) : componentMove(terms, i, to));
    });
    return { wins, components, complete: state.complete };
}
/** A move in one copy of a term of k copies: the term becomes k − 1 copies and the moved one. */
function copiesMove(t, i, to) {
    return { component: i, from: t.text, to: `${t.family.print(t.position)}*${t.copies - 1n} + ${to.text}` };
}
//# sourceMappingURL=quotientSum.js.map