import type { HeapRules } from "./heapRules.js";
/** Which options {@link heapOptions} lists: all of them, or a window when the heap is huge. */
export interface HeapOptionsWindow {
    /**
     * Past 4096 tokens, list only removals and first parts within this many of either end
     * (options come in infinite families whose values repeat once the period is reached).
     * @defaultValue no window: every option
     */
    window?: bigint;
    /** Set to false when the window left options out. */
    complete?: boolean;
}
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
export declare function heapOptions(rules: HeapRules, n: bigint, state?: HeapOptionsWindow): Generator<bigint[]>;
/**
 * Whether a move may leave one heap of size n as the given non-empty parts (`[]`: nothing
 * left): the test {@link heapOptions} answers by listing, in O(1) for any n.
 *
 * @example isHeapOption(parseTakeAndBreak("0.77"), 5n, [2n, 1n]) // true: two pins from the middle
 */
export declare function isHeapOption(rules: HeapRules, n: bigint, parts: readonly bigint[]): boolean;
