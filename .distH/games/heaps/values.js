// The Grundy values of heap games at any heap, for the heap families: computed once per
// ruleset, extended on demand, and past 2^24 read from a proven period.
import { GrundyError } from "../../errors.js";
import { analyzeHeapGame } from "../../sequence/analyze.js";
import { findPeriod } from "../../sequence/periodicity.js";
import { sparseSequence } from "../../sequence/sparse.js";
/** Heaps past this size need a proven period. */
const COMPUTE_LIMIT = 1 << 24;
const tables = new Map();
/** Values first computed for a heap game: enough to prove many periods (Kayles needs 168). */
const FIRST_VALUES = 1024;
/** The table of a heap game (by its code), made with its first values on first use. */
export function sequenceTable(rules) {
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
export function heapValue(rules, n, text) {
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
//# sourceMappingURL=values.js.map