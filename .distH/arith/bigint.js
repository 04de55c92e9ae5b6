import { InputError } from "../errors.js";
/**
 * Integer square root: the largest r with r² ≤ n. Exact for any size.
 *
 * @param n - a non-negative integer
 * @returns ⌊√n⌋
 * @example isqrt(10n ** 40n + 1n) // 10n ** 20n
 */
export function isqrt(n) {
    if (n < 0n)
        throw new RangeError("isqrt of a negative number");
    if (n < 9007199254740992n) {
        // below 2^53 the double root is within one of the truth; correct it exactly
        let r = BigInt(Math.floor(Math.sqrt(Number(n))));
        while (r * r > n)
            r--;
        while ((r + 1n) * (r + 1n) <= n)
            r++;
        return r;
    }
    // Newton from above, starting from the root of the top half of the bits: with
    // r = ⌊√(n / 4^k)⌋, √n < (r + 1)·2^k, and with k about a quarter of the bits that start
    // is within 2^-(bits/4) of √n, so two or three divisions finish (not one a bit)
    const bits = bitLength(n);
    const k = Math.floor(bits / 4);
    if (k < 32) {
        let x = 1n << BigInt(Math.ceil(bits / 2));
        for (;;) {
            const y = (x + n / x) >> 1n;
            if (y >= x)
                return x;
            x = y;
        }
    }
    // x ≥ ⌊√n⌋ throughout (a Newton step from any positive x lands there); one step from
    // the start leaves x within a few units, and squaring (much cheaper than a division)
    // walks the rest and proves x² ≤ n < (x + 1)²
    let x = (isqrt(n >> BigInt(2 * k)) + 1n) << BigInt(k);
    for (;;) {
        x = (x + n / x) >> 1n;
        for (let i = 0; i < 4; i++) {
            if (x * x <= n)
                return x;
            x--;
        }
    }
}
/** Number of bits in the binary representation of n ≥ 0 (0 for 0). */
export function bitLength(n) {
    if (n < 0n)
        n = -n;
    return n === 0n ? 0 : n.toString(2).length;
}
const NATURAL = /^[0-9]+$/;
/**
 * Parses a non-negative decimal integer of any size.
 *
 * @param token - the text, e.g. "123456789012345678901234567890"
 * @param location - where the token was read, for the error message
 * @param what - how to describe what was expected
 * @returns the value as a bigint
 * @throws InputError naming the token when it is not a non-negative integer
 * @example parseNatural("42") // 42n
 */
export function parseNatural(token, location = {}, what = "a non-negative integer") {
    if (!NATURAL.test(token))
        throw new InputError(what, token, location);
    return decimalToBigInt(token);
}
/** Below this many digits {@link decimalToBigInt} leaves the text to `BigInt` (quadratic, but fast there). */
const PLAIN_DIGITS = 4096;
/** POWERS[j] = 10^(PLAIN_DIGITS·2^j), each the square of the one before (computed when first needed). */
const POWERS = [];
function tenToBlock(j) {
    for (let i = POWERS.length; i <= j; i++)
        POWERS.push(i === 0 ? 10n ** BigInt(PLAIN_DIGITS) : POWERS[i - 1] * POWERS[i - 1]);
    return POWERS[j];
}
/**
 * The value of a string of decimal digits (leading zeros allowed), in time near that of
 * one multiplication of the result's size: `BigInt(text)` is quadratic in the number of
 * digits (a second for a million, minutes for ten million). Divide and conquer: the
 * lowest PLAIN_DIGITS·2^j digits (the largest such block shorter than the text) and the
 * rest are converted on their own and combined with the power 10^(PLAIN_DIGITS·2^j),
 * computed by squaring and kept for later calls.
 *
 * @param digits - only the characters 0–9, at least one (not checked: see {@link parseNatural})
 * @returns the value, equal to `BigInt(digits)`
 * @example decimalToBigInt("00042") // 42n
 */
export function decimalToBigInt(digits) {
    return convert(digits, 0, digits.length);
}
function convert(digits, from, to) {
    const n = to - from;
    if (n <= PLAIN_DIGITS)
        return BigInt(from === 0 && to === digits.length ? digits : digits.slice(from, to));
    let j = 0;
    while (PLAIN_DIGITS * 2 ** (j + 1) < n)
        j++;
    const split = to - PLAIN_DIGITS * 2 ** j;
    const high = convert(digits, from, split);
    const low = convert(digits, split, to);
    return high === 0n ? low : high * tenToBlock(j) + low;
}
/**
 * Parses a non-negative integer that must fit a JavaScript number exactly (≤ 2^53 − 1),
 * e.g. a count of test cases.
 */
export function parseSafeNatural(token, location = {}, what = "a non-negative integer") {
    const v = parseNatural(token, location, what);
    if (v > BigInt(Number.MAX_SAFE_INTEGER))
        throw new InputError(`${what} at most ${Number.MAX_SAFE_INTEGER}`, token, location);
    return Number(v);
}
/**
 * Parses an integer from `min` to `max` (both safe integers), e.g. an option's value.
 *
 * @param token - the text
 * @param min - the least value allowed
 * @param max - the largest value allowed
 * @param what - how to describe what was expected, e.g. "a heap size for --to"
 * @returns the value as a number
 * @throws InputError `expected <what> from <min> to <max>, got "<token>"`
 * @example parseNaturalInRange("12", 1, 100, "a size") // 12
 */
export function parseNaturalInRange(token, min, max, what) {
    const expected = `${what} from ${min} to ${max}`;
    const v = parseNatural(token.trim(), {}, expected);
    if (v < BigInt(min) || v > BigInt(max))
        throw new InputError(expected, token);
    return Number(v);
}
//# sourceMappingURL=bigint.js.map