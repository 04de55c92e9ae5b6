import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
/**
 * The largest number of tokens a move may remove (t in the periodicity theorem), or
 * Infinity when the rules have a tail. 0 when only d0 (or nothing) is allowed.
 */
export function maxRemoval(rules) {
    if (rules.tail !== 0)
        return Infinity;
    for (let i = rules.digits.length - 1; i > 0; i--)
        if (rules.digits[i] !== 0)
            return i;
    return 0;
}
/** The most heaps a move may leave: 1 (subtraction-like), 2 (octal) or 3 (hexadecimal with bit 8). */
export function maxParts(rules) {
    let bits = rules.tail;
    for (const d of rules.digits)
        bits |= d;
    return bits & 8 ? 3 : bits & 4 ? 2 : 1;
}
/**
 * Checks that rules are well formed: digits are integers 0–15, d0 has no bit 1 or 2
 * (removing nothing and leaving one heap would be a pass), the tail has no split bits.
 *
 * @throws InputError naming the offending digit
 */
export function checkRules(rules) {
    if (typeof rules !== "object" || rules === null || !Array.isArray(rules.digits)) {
        throw new InputError("heap game rules (from parseHeapGame or takeAndBreak)", describeValue(rules));
    }
    rules.digits.forEach((d, i) => {
        if (!Number.isInteger(d) || d < 0 || d > 15)
            throw new InputError(`a digit 0-15 for removing ${i} tokens in ${rules.code}`, String(d));
    });
    const d0 = rules.digits[0] ?? 0;
    if (d0 & 3)
        throw new InputError(`a first digit d0 of 0, 4, 8 or C in ${rules.code} (d0 splits a heap without removing tokens)`, d0.toString(16).toUpperCase());
    if (!Number.isInteger(rules.tail) || rules.tail < 0 || rules.tail > 3) {
        throw new InputError(`a repeating digit 0-3 in ${rules.code}`, String(rules.tail));
    }
}
//# sourceMappingURL=heapRules.js.map