/**
 * The rules of a heap game as data: what a move may do to one heap. Take-and-break codes,
 * subtraction sets and Grundy's game all become a `HeapRules`, which one engine
 * interprets (the sequence methods, the periodicity check and {@link heapGame}).
 *
 * Removing `i` tokens from a heap of size n ≥ i is allowed with the digit `digits[i]`
 * (`tail` for every i ≥ digits.length), a sum of bits: 1 — leave no heap (only when
 * n = i), 2 — leave one non-empty heap, 4 — leave two non-empty heaps, 8 — leave three.
 * `digits[0]` (d0) splits a heap without removing anything, so it has bits 4 and 8 only.
 */
export interface HeapRules {
    /** How the ruleset is written, e.g. "0.77", "4.007", "{1,3,4}". */
    readonly code: string;
    /** A name for people, e.g. "Kayles"; the code itself when the game has no name. */
    readonly name: string;
    /** `digits[i]`: what removing i tokens may leave (bits 1, 2, 4, 8); `digits[0]` is d0. */
    readonly digits: readonly number[];
    /** The digit of every removal i ≥ digits.length: 0 for finitely many removals, 3 for all-but subtraction games. */
    readonly tail: number;
    /** Splits into two heaps must leave heaps of different sizes (Grundy's game). */
    readonly unequal: boolean;
}
/**
 * The largest number of tokens a move may remove (t in the periodicity theorem), or
 * Infinity when the rules have a tail. 0 when only d0 (or nothing) is allowed.
 */
export declare function maxRemoval(rules: HeapRules): number;
/** The most heaps a move may leave: 1 (subtraction-like), 2 (octal) or 3 (hexadecimal with bit 8). */
export declare function maxParts(rules: HeapRules): 1 | 2 | 3;
/**
 * Checks that rules are well formed: digits are integers 0–15, d0 has no bit 1 or 2
 * (removing nothing and leaving one heap would be a pass), the tail has no split bits.
 *
 * @throws InputError naming the offending digit
 */
export declare function checkRules(rules: HeapRules): void;
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
