import { maxParts, maxRemoval } from "../heap/heapRules.js";
/**
 * The bound B of {@link periodicityBound} from the theorem's parameters t, k and
 * unequal alone, for any game the theorem covers: B = k·n1 + (k − 1)·p + t (plus p when
 * splits must be unequal), n1 = max(n0, 1). A constant added to every option of a kind
 * of move (as strip colouring's lone cell adds ⊕1) is the same on both sides of the
 * proof and changes nothing.
 *
 * @param theorem - t, k and unequal
 * @param preperiod - n0
 * @param period - p
 * @returns B
 * @example theoremBound({ removed: 2, parts: 2 }, 71, 12) // 2·71 + 12 + 2 = 156
 */
export function theoremBound(theorem, preperiod, period) {
    const k = theorem.parts;
    const n1 = Math.max(preperiod, 1);
    return k * n1 + (k - 1) * period + theorem.removed + (theorem.unequal ? period : 0);
}
/**
 * The periodicity theorem's parameters of a heap game: t = {@link maxRemoval} and
 * k = {@link maxParts}; null for rules with infinitely many removals (no theorem applies).
 */
export function heapTheorem(rules) {
    const t = maxRemoval(rules);
    if (!Number.isFinite(t))
        return null;
    return { removed: t, parts: maxParts(rules), unequal: rules.unequal };
}
/**
 * Where the periodicity theorem's check must reach: with n1 = max(n0, 1), t the largest
 * removal and k the most heaps a move leaves, if G(n + p) = G(n) for n1 ≤ n < B where
 * B = k·n1 + (k − 1)·p + t (plus p when splits must be unequal), then G(n + p) = G(n) for
 * every n ≥ n1. (For octal games, k = 2: the classical bound 2·n0 + p + t.) Each option
 * of heap n + p with n ≥ B then has a part of at least n1 + p, which shortened by p gives
 * an option of heap n of the same value, and each option of n a part of at least n1,
 * which lengthened by p gives one of n + p.
 *
 * @param rules - the heap game
 * @param preperiod - n0
 * @param period - p
 * @returns B, or null for rules with infinitely many removals
 * @example periodicityBound(parseHeapGame("0.77"), 71, 12) // 2·71 + 12 + 2 = 156
 */
export function periodicityBound(rules, preperiod, period) {
    const theorem = heapTheorem(rules);
    return theorem && theoremBound(theorem, preperiod, period);
}
/**
 * Finds the least period of a computed Grundy sequence and its preperiod, and says
 * whether the periodicity theorem proves it. For each p in turn, the agreement
 * G(n + p) = G(n) is followed back from the end of the values; the first p whose
 * agreement is proven, or long enough to be apparent, is the answer.
 *
 * @param values - G(0), …, G(N − 1)
 * @param rules - the game the values belong to (for the theorem)
 * @param options - how long an apparent period must repeat
 * @returns the period, or null when none is apparent
 * @example findPeriod(sparseSequence(parseHeapGame("0.77"), 200), parseHeapGame("0.77"))
 * // { period: 12, preperiod: 71, lastException: 70, proven: true, needed: 168 }
 */
export function findPeriod(values, rules, options = {}) {
    return findPeriodByTheorem(values, heapTheorem(rules), options);
}
/**
 * {@link findPeriod} for any game the periodicity theorem covers (see
 * {@link PeriodicityTheorem}: heap games, and others such as strip colouring's blank
 * runs), or none (null: no period is proven).
 *
 * @param values - G(0), …, G(N − 1)
 * @param theorem - t, k and unequal of the game, or null
 * @param options - how long an apparent period must repeat, or proven periods only
 * @returns the period, or null when none is apparent (or, with `provenOnly`, proven)
 * @example findPeriodByTheorem(values, { removed: 2, parts: 2 }, { provenOnly: true })
 */
export function findPeriodByTheorem(values, theorem, options = {}) {
    const N = values.length;
    const repeats = options.minRepeats ?? 1.5;
    const provenOnly = options.provenOnly === true;
    for (let p = 1; p < N; p++) {
        let m = N - p - 1;
        while (m >= 0 && values[m] === values[m + p])
            m--;
        const n0 = m + 1;
        const agree = N - p - n0;
        const bound = theorem && theoremBound(theorem, n0, p);
        const proven = bound !== null && bound <= N - p;
        if (provenOnly ? !proven : !proven && (agree < repeats * p || agree < p + 16)) {
            // the bound grows with p (and n0): past the p whose proof needs more than N values
            // even from n0 = 0, no proof fits
            if (provenOnly ? theorem === null || theoremBound(theorem, 0, p) > N - p : (repeats + 1) * p > N)
                break;
            continue;
        }
        return { period: p, preperiod: n0, lastException: n0 > 0 ? n0 - 1 : null, proven, needed: bound === null ? null : bound + p };
    }
    return null;
}
//# sourceMappingURL=periodicity.js.map