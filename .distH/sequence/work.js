// Up-front limits of a sequence computation: the work of three-heap codes and the memory of the values.
import { maxParts } from "../heap/heapRules.js";
import { GrundyError } from "../errors.js";
/** The most option checks (≈ n³/36 for n values of rules whose moves may leave three heaps) a sequence may need: about a minute. */
const SEQUENCE_WORK_LIMIT = 5e9;
/** The most memory the values of one sequence may take (2 bytes a value, 4 once a value passes 65,535). */
const SEQUENCE_MEMORY_LIMIT = 2 ** 30;
const fmt = (n) => Math.round(n).toLocaleString("en-US");
const bytes = (n) => (n >= 2 ** 30 ? `${(n / 2 ** 30).toFixed(1)} GiB` : `${(n / 2 ** 20).toFixed(0)} MiB`);
/**
 * Refuses, before any work, a sequence of `count` values (heaps 0 … count − 1) out of
 * reach: rules whose moves may leave three heaps cost about count³/36 option checks
 * (limit {@link SEQUENCE_WORK_LIMIT}); any sequence takes at least 2 bytes a value
 * (limit {@link SEQUENCE_MEMORY_LIMIT}). Call it before computing a sequence whose length
 * a user chose.
 *
 * @param rules - the heap game
 * @param count - how many values
 * @throws GrundyError naming the estimated work or memory and the limit
 * @example checkSequenceWork(parseHeapGame("0.FFF"), 10 ** 6) // throws: ≈ 27,777,777,777,777,776 option checks
 */
export function checkSequenceWork(rules, count) {
    const game = rules.name === rules.code ? rules.code : `${rules.name} (${rules.code})`;
    const memory = 2 * count;
    if (memory > SEQUENCE_MEMORY_LIMIT) {
        throw new GrundyError(`${game}: ${fmt(count)} values need at least ${bytes(memory)} of memory (2 bytes a value, 4 once a value passes 65,535); the limit is ${bytes(SEQUENCE_MEMORY_LIMIT)} (${fmt(SEQUENCE_MEMORY_LIMIT / 2)} values)`);
    }
    if (maxParts(rules) >= 3) {
        const work = count ** 3 / 36;
        if (work > SEQUENCE_WORK_LIMIT) {
            const most = Math.floor(Math.cbrt(36 * SEQUENCE_WORK_LIMIT));
            throw new GrundyError(`${game}: moves that leave three heaps make ${fmt(count)} values cost ≈ n³/36 = ${fmt(work)} option checks; the limit is ${fmt(SEQUENCE_WORK_LIMIT)} (about ${fmt(most)} values)`);
        }
    }
}
//# sourceMappingURL=work.js.map