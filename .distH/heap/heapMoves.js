import { heapOptions } from "./heapOptions.js";
/**
 * The moves of a sum of heaps played by one ruleset: each distinct non-empty heap is
 * replaced, in place, by each of its options ({@link heapOptions}, parts in increasing
 * order); equal heaps are moved in only once. The one move generator of positions of heaps:
 * {@link heapGame} (number heaps) and the heap families of the position language (bigint
 * heaps, src/games/heaps) both read it.
 *
 * @param rules - the rules
 * @param heaps - the heaps
 * @example [...heapMoves(parseTakeAndBreak("0.77"), [3n])] // [[2n], [1n, 1n], [1n], []]
 */
export function* heapMoves(rules, heaps) {
    const done = new Set();
    for (let j = 0; j < heaps.length; j++) {
        const n = heaps[j];
        if (n === 0n || done.has(n))
            continue;
        done.add(n);
        for (const parts of heapOptions(rules, n))
            yield [...heaps.slice(0, j), ...parts, ...heaps.slice(j + 1)];
    }
}
//# sourceMappingURL=heapMoves.js.map