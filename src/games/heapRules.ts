import { describeValue, InputError } from "../errors.js";

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
export function maxRemoval(rules: HeapRules): number {
  if (rules.tail !== 0) return Infinity;
  for (let i = rules.digits.length - 1; i > 0; i--) if (rules.digits[i] !== 0) return i;
  return 0;
}

/** The most heaps a move may leave: 1 (subtraction-like), 2 (octal) or 3 (hexadecimal with bit 8). */
export function maxParts(rules: HeapRules): 1 | 2 | 3 {
  let bits = rules.tail;
  for (const d of rules.digits) bits |= d;
  return bits & 8 ? 3 : bits & 4 ? 2 : 1;
}

/**
 * Checks that rules are well formed: digits are integers 0–15, d0 has no bit 1 or 2
 * (removing nothing and leaving one heap would be a pass), the tail has no split bits.
 *
 * @throws InputError naming the offending digit
 */
export function checkRules(rules: HeapRules): void {
  if (typeof rules !== "object" || rules === null || !Array.isArray(rules.digits)) {
    throw new InputError("heap game rules (from parseHeapGame or takeAndBreak)", describeValue(rules));
  }
  rules.digits.forEach((d, i) => {
    if (!Number.isInteger(d) || d < 0 || d > 15) throw new InputError(`a digit 0-15 for removing ${i} tokens in ${rules.code}`, String(d));
  });
  const d0 = rules.digits[0] ?? 0;
  if (d0 & 3) throw new InputError(`a first digit d0 of 0, 4, 8 or C in ${rules.code} (d0 splits a heap without removing tokens)`, d0.toString(16).toUpperCase());
  if (!Number.isInteger(rules.tail) || rules.tail < 0 || rules.tail > 3) {
    throw new InputError(`a repeating digit 0-3 in ${rules.code}`, String(rules.tail));
  }
}

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
export function* heapOptions(rules: HeapRules, n: bigint, state: HeapOptionsWindow = {}): Generator<bigint[]> {
  const { digits, tail, unequal } = rules;
  const window = state.window;
  const cut = (): void => {
    state.complete = false;
  };
  const lastRemoval = tail !== 0 ? n : BigInt(digits.length - 1) < n ? BigInt(digits.length - 1) : n;
  let removals: Iterable<bigint>;
  if (window === undefined || lastRemoval <= 2n * FULL) removals = range(0n, lastRemoval);
  else {
    // an all-but tail: small removals, and removals that leave little
    cut();
    const high = n - window < window + 1n ? window + 1n : n - window;
    removals = [...range(0n, window), ...range(high, n)];
  }
  for (const i of removals) {
    const d = i < BigInt(digits.length) ? digits[Number(i)]! : tail;
    const r = n - i;
    if (d & 1 && r === 0n && i > 0n) yield [];
    if (d & 2 && r > 0n && i > 0n) yield [r];
    if (d & 4) {
      let top = unequal ? (r - 1n) / 2n : r / 2n;
      if (window !== undefined && r > 2n * FULL && top > window) {
        top = window;
        cut();
      }
      for (let a = 1n; a <= top; a++) yield [a, r - a];
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
        for (let b = a; b <= topB; b++) yield [a, b, r - a - b];
      }
    }
  }
}

function* range(from: bigint, to: bigint): Generator<bigint> {
  for (let i = from; i <= to; i++) yield i;
}

/**
 * Whether a move may leave one heap of size n as the given non-empty parts (`[]`: nothing
 * left): the test {@link heapOptions} answers by listing, in O(1) for any n.
 *
 * @example isHeapOption(parseTakeAndBreak("0.77"), 5n, [2n, 1n]) // true: two pins from the middle
 */
export function isHeapOption(rules: HeapRules, n: bigint, parts: readonly bigint[]): boolean {
  if (parts.length > 3 || parts.some((p) => p <= 0n)) return false;
  const i = n - parts.reduce((a, b) => a + b, 0n);
  if (i < 0n) return false;
  const d = i < BigInt(rules.digits.length) ? rules.digits[Number(i)]! : rules.tail;
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
