import { chooseMask, maskParity } from "./mask.js";
import { naiveSequence } from "./naive.js";
import { findPeriod } from "./periodicity.js";
import { maxParts } from "../heap/heapRules.js";
import { sparseSequence } from "./sparse.js";
/** The most values computed without `to` to prove a period that appeared early. */
export const AUTO_PROOF_LIMIT = 1 << 22;
const ROUNDS = [1 << 10, 1 << 12, 1 << 14, 1 << 16];
const THREE_PART_ROUNDS = [1 << 8, 1 << 10];
const MAX_LISTED = 10_000;
/**
 * Lists the heaps holding rare values under a mask (the mask making the fewest rare when
 * none is given; heap 0, of value 0, is always rare).
 *
 * @param values - a Grundy sequence
 * @param mask - the mask, default {@link chooseMask}'s
 * @returns the mask, the count and the first rare heaps with their values
 */
export function rareValues(values, mask = chooseMask(values).mask) {
    const positions = [];
    const vals = [];
    let count = 0;
    for (let n = 0; n < values.length; n++) {
        if (maskParity(values[n], mask) !== 0)
            continue;
        count++;
        if (positions.length < MAX_LISTED) {
            positions.push(n);
            vals.push(values[n]);
        }
    }
    return { mask, count, positions, values: vals };
}
/**
 * Computes a heap game's Grundy sequence and reports on it: period and preperiod (proven
 * by the periodicity theorem or only apparent), last exceptional value, largest value,
 * rare values.
 *
 * @param rules - the game
 * @param options - how far (`to`), which method, progress
 * @returns the report
 * @example analyzeHeapGame(parseHeapGame("kayles")).period
 * // { period: 12, preperiod: 71, lastException: 70, proven: true, needed: 168 }
 */
export function analyzeHeapGame(rules, options = {}) {
    const compute = (count) => {
        const seqOptions = options.onProgress ? { onProgress: options.onProgress } : {};
        return options.method === "naive" ? naiveSequence(rules, count, seqOptions) : sparseSequence(rules, count, seqOptions);
    };
    let values;
    let period;
    let stop;
    if (options.to !== undefined) {
        values = compute(options.to + 1);
        period = findPeriod(values, rules);
    }
    else {
        values = new Uint16Array(0);
        period = null;
        // moves that leave three heaps cost about n³/36 per sequence of n values: stay small
        const threeParts = maxParts(rules) === 3;
        const rounds = threeParts ? THREE_PART_ROUNDS : ROUNDS;
        const proofLimit = threeParts ? THREE_PART_ROUNDS[THREE_PART_ROUNDS.length - 1] * 2 : AUTO_PROOF_LIMIT;
        let followed = null;
        for (const count of rounds) {
            values = compute(count);
            period = findPeriod(values, rules);
            if (period && !period.proven && period.needed !== null && period.needed <= proofLimit) {
                followed = { period, round: count };
                values = compute(Math.max(period.needed, count));
                period = findPeriod(values, rules);
            }
            if (period?.proven) {
                // just enough values to prove it
                if (period.needed !== null && period.needed < values.length)
                    values = values.slice(0, period.needed);
                break;
            }
        }
        if (!period?.proven) {
            const f = (n) => n.toLocaleString("en-US");
            const last = rounds[rounds.length - 1];
            const why = followed && followed.round === last
                ? `the automatic rounds end at ${f(last)} values, where period ${f(followed.period.period)} from heap ${f(followed.period.preperiod)} appeared; the ${f(values.length)} values its proof needs ${period && period.period === followed.period.period ? "do not prove it" : "break it"}`
                : `the automatic rounds (up to 2^16 values, 2^10 for rules that leave three heaps) end at ${f(values.length)} values`;
            stop = `${why}; --to N computes heaps 0 … N`;
        }
    }
    let at = 0;
    for (let n = 1; n < values.length; n++)
        if (values[n] > values[at])
            at = n;
    return { rules, values, largest: { value: values[at] ?? 0, at }, rare: rareValues(values), period, ...(stop !== undefined ? { stop } : {}) };
}
//# sourceMappingURL=analyze.js.map