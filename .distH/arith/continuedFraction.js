import { lehmerContinuedFraction } from "./_internals/lehmerContinuedFraction.js";
/**
 * The regular continued-fraction expansion of p / q: quotients [a0; a1, …, ak] with
 * p / q = a0 + 1 / (a1 + 1 / (… + 1 / ak)) and ak ≥ 2 unless the expansion is [a0] or [0; 1].
 * It is the sequence of quotients of Euclid's algorithm, computed exactly.
 *
 * Huge numbers go through Lehmer's method (src/arith/_internals/lehmerContinuedFraction.ts: most
 * quotients come from the leading bits, in doubles), so 10^5-digit piles take well under
 * a second instead of half a minute.
 *
 * @param p - numerator, ≥ 0
 * @param q - denominator, > 0
 * @returns the quotients
 * @example continuedFraction(9n, 4n) // [2n, 4n]
 */
export function continuedFraction(p, q) {
    if (q <= 0n || p < 0n)
        throw new RangeError("continuedFraction needs p ≥ 0 and q > 0");
    return lehmerContinuedFraction(p, q);
}
//# sourceMappingURL=continuedFraction.js.map