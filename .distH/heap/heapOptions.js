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
//# sourceMappingURL=heapOptions.js.map