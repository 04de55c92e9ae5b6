import { InputError, type InputLocation } from "../errors.js";

/**
 * Integer square root: the largest r with r² ≤ n. Exact for any size.
 *
 * @param n - a non-negative integer
 * @returns ⌊√n⌋
 * @example isqrt(10n ** 40n + 1n) // 10n ** 20n
 */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError("isqrt of a negative number");
  if (n < 9007199254740992n) {
    // below 2^53 the double root is within one of the truth; correct it exactly
    let r = BigInt(Math.floor(Math.sqrt(Number(n))));
    while (r * r > n) r--;
    while ((r + 1n) * (r + 1n) <= n) r++;
    return r;
  }
  // Newton from above, starting at a power of two ≥ √n
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** Number of bits in the binary representation of n ≥ 0 (0 for 0). */
export function bitLength(n: bigint): number {
  if (n < 0n) n = -n;
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
export function parseNatural(token: string, location: InputLocation = {}, what = "a non-negative integer"): bigint {
  if (!NATURAL.test(token)) throw new InputError(what, token, location);
  return BigInt(token);
}

/**
 * Parses a non-negative integer that must fit a JavaScript number exactly (≤ 2^53 − 1),
 * e.g. a count of test cases.
 */
export function parseSafeNatural(token: string, location: InputLocation = {}, what = "a non-negative integer"): number {
  const v = parseNatural(token, location, what);
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new InputError(`${what} at most ${Number.MAX_SAFE_INTEGER}`, token, location);
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
export function parseNaturalInRange(token: string, min: number, max: number, what: string): number {
  const expected = `${what} from ${min} to ${max}`;
  const v = parseNatural(token.trim(), {}, expected);
  if (v < BigInt(min) || v > BigInt(max)) throw new InputError(expected, token);
  return Number(v);
}
