import { parseNatural } from "../arith/bigint.js";
import { quote } from "../_internals/quote.js";
import { InputError } from "../errors.js";
import { heapGame } from "./heapGame.js";
/** The largest number a subtraction set may hold (the rules keep one digit per removal). */
export const MAX_SUBTRACTION = 1 << 20;
/**
 * The rules of a subtraction game: take s tokens from a heap, s in the set (or, all-but,
 * any positive s not in it). Take-and-break digit 3 at each allowed s.
 *
 * @param set - positive integers (numbers or bigints) at most {@link MAX_SUBTRACTION}
 * @param options - `allBut: true` for an all-but subtraction game
 * @returns the rules, coded "{1,3,4}" or "all-but{2,3}"
 * @throws InputError for a number that is not a positive integer in range
 * @example subtractionRules([1, 3, 4]).digits // [0, 3, 0, 3, 3]
 */
export function subtractionRules(set, options = {}) {
    const values = new Set();
    for (const s of set) {
        const big = typeof s === "bigint" ? s : Number.isSafeInteger(s) ? BigInt(s) : null;
        if (big === null || big < 1n || big > BigInt(MAX_SUBTRACTION)) {
            throw new InputError(`a positive integer at most ${MAX_SUBTRACTION} in a subtraction set`, String(s));
        }
        values.add(Number(big));
    }
    const sorted = [...values].sort((a, b) => a - b);
    const top = sorted.length > 0 ? sorted[sorted.length - 1] : 0;
    const digits = new Array(top + 1).fill(options.allBut ? 3 : 0);
    digits[0] = 0;
    for (const s of sorted)
        digits[s] = options.allBut ? 0 : 3;
    const code = `${options.allBut ? "all-but" : ""}{${sorted.join(",")}}`;
    return { code, name: code, digits, tail: options.allBut ? 3 : 0, unequal: false };
}
const SET = /^(all-?but\s*)?\{([^{}]*)\}$/i;
/**
 * Parses a subtraction set: `{1,3,4}` (finite) or `all-but{2,3}` (every positive number
 * but those). Numbers are separated by commas or spaces; `{}` allows no move, `all-but{}` is Nim.
 *
 * @param text - the set
 * @returns the rules
 * @throws InputError naming a bad element or the whole text when it is no set
 * @example parseSubtraction("{1, 3, 4}").code // "{1,3,4}"
 */
export function parseSubtraction(text) {
    const m = SET.exec(text.trim());
    if (!m)
        throw new InputError("a subtraction set such as {1,3,4} or all-but{2,3}", text.trim());
    const items = m[2].split(/[\s,]+/).filter((s) => s !== "");
    const set = items.map((s) => parseNatural(s, {}, `a positive integer at most ${MAX_SUBTRACTION} in the subtraction set ${quote(text.trim())}`));
    return subtractionRules(set, { allBut: m[1] !== undefined });
}
/**
 * A subtraction game as a game of the engine (positions are lists of heaps).
 *
 * @param set - the set as text ("{1,3,4}", "all-but{2}") or as numbers
 * @param options - `allBut` when the numbers are the removals not allowed
 * @returns the game
 * @example grundy(subtraction([1, 3, 4]), [5]) // 3
 */
export function subtraction(set, options = {}) {
    return heapGame(typeof set === "string" ? parseSubtraction(set) : subtractionRules(set, options));
}
//# sourceMappingURL=subtraction.js.map