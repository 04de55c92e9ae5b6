import { describeValue, InputError } from "../errors.js";
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
/** Heaps up to this size have every option listed even under a window. */
const FULL = 4096n;
/**
 * The ways a move may leave one heap of size n, each as its list of non-empty parts
 * (`[]`: nothing left): the one move generator of heap games, read by the engine game
 * ({@link heapGame}) and by the analyser. Splits are listed once, parts a ≤ b (≤ c),
 * a < b when the rules want unequal parts. With a window, huge heaps list only the
 * options near either end (see {@link HeapOptionsWindow}) and set `complete` to false.
 *
 * @param rules - the rules
 * @param n - the heap
 * @param state - the window, and where to say that options were left out
 * @example [...heapOptions(parseTakeAndBreak("0.77"), 3n)] // [[2], [1, 1], [1], []]
 */
export function* heapOptions(rules, n, state = {}) {
    const { digits, tail, unequal } = rules;
    const window = state.window;
    const cut = () => {
        state.complete = false;
    };
    const lastRemoval = tail !== 0 ? n : BigInt(digits.length - 1) < n ? BigInt(digits.length - 1) : n;
    let removals;
    if (window === undefined || lastRemoval <= 2n * FULL)
        removals = range(0n, lastRemoval);
    else {
        // an all-but tail: small removals, and removals that leave little
        cut();
        const high = n - window < window + 1n ? window + 1n : n - window;
        removals = [...range(0n, window), ...range(high, n)];
    }
    for (const i of removals) {
        const d = i < BigInt(digits.length) ? digits[Number(i)] : tail;
        const r = n - i;
        if (d & 1 && r === 0n && i > 0n)
            yield [];
        if (d & 2 && r > 0n && i > 0n)
            yield [r];
        if (d & 4) {
            let top = unequal ? (r - 1n) / 2n : r / 2n;
            if (window !== undefined && r > 2n * FULL && top > window) {
                top = window;
                cut();
            }
            for (let a = 1n; a <= top; a++)
                yield [a, r - a];
        }
        if (d & 8) {
            let top = r / 3n;
            if (window !== undefined && r > FULL && top > window) {
                top = window;
                cut();
            }
            for (let a = 1n; a <= top; a++) {
                let topB = (r - a) / 2n;
                if (window !== undefined && topB > a + window && r > FULL) {
                    topB = a + window;
                    cut();
                }
                for (let b = a; b <= topB; b++)
                    yield [a, b, r - a - b];
            }
        }
    }
}
function* range(from, to) {
    for (let i = from; i <= to; i++)
        yield i;
}
/**
 * Whether a move may leave one heap of size n as the given non-empty parts (`[]`: nothing
 * left): the test {@link heapOptions} answers by listing, in O(1) for any n.
 *
 * @example isHeapOption(parseTakeAndBreak("0.77"), 5n, [2n, 1n]) // true: two pins from the middle
 */
export function isHeapOption(rules, n, parts) {
    if (parts.length > 3 || parts.some((p) => p <= 0n))
        return false;
    const i = n - parts.reduce((a, b) => a + b, 0n);
    if (i < 0n)
        return false;
    const d = i < BigInt(rules.digits.length) ? rules.digits[Number(i)] : rules.tail;
    switch (parts.length) {
        case 0:
            return (d & 1) !== 0 && i > 0n;
        case 1:
            return (d & 2) !== 0 && i > 0n;
        case 2:
            return (d & 4) !== 0 && !(rules.unequal && parts[0] === parts[1]);
        default:
            return (d & 8) !== 0;
    }
}
//# sourceMappingURL=heapRules.js.map