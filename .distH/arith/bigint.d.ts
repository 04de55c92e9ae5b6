import { type InputLocation } from "../errors.js";
/**
 * Integer square root: the largest r with r² ≤ n. Exact for any size.
 *
 * @param n - a non-negative integer
 * @returns ⌊√n⌋
 * @example isqrt(10n ** 40n + 1n) // 10n ** 20n
 */
export declare function isqrt(n: bigint): bigint;
/** Number of bits in the binary representation of n ≥ 0 (0 for 0). */
export declare function bitLength(n: bigint): number;
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
export declare function parseNatural(token: string, location?: InputLocation, what?: string): bigint;
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
export declare function decimalToBigInt(digits: string): bigint;
/**
 * Parses a non-negative integer that must fit a JavaScript number exactly (≤ 2^53 − 1),
 * e.g. a count of test cases.
 */
export declare function parseSafeNatural(token: string, location?: InputLocation, what?: string): number;
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
export declare function parseNaturalInRange(token: string, min: number, max: number, what: string): number;
