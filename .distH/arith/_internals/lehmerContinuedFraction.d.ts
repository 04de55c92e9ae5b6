/**
 * `continuedFraction` (src/arith/continuedFraction.ts) by the plain Euclid loop: one bigint division per quotient
 * (quadratic in the size of the numbers). The reference the fast form is tested against.
 */
export declare function plainContinuedFraction(p: bigint, q: bigint): bigint[];
/**
 * `continuedFraction` (src/arith/continuedFraction.ts) by Lehmer's method (Knuth, TAOCP 2, 4.5.2, Algorithm L), in
 * two levels. Inner level: with u > v > 0 and û, v̂ their leading LEAD_BITS bits (the
 * same shift), the quotients of (û + A)/(v̂ + C) and (û + B)/(v̂ + D) bracket those of
 * u / v, so while the two agree they are the true quotients; the cofactors A, B, C, D
 * (|·| < 2^LEAD_BITS, exact doubles) then give the new pair A·u + B·v, C·u + D·v by
 * multiplications by small numbers. When no quotient is certain (a huge one), one full
 * division is made. Outer level, for pairs of more than 2·PREFIX_BITS bits: the leading
 * PREFIX_BITS bits of both are reduced first (by the inner level, tracking the matrix)
 * until they fall to half that, and the matrix is applied to the whole pair: the
 * quotients found are those of u / v exactly when the new pair is u' > v' > 0 (then
 * u / v = [q1; …, qk, u'/v'] with u'/v' > 1, the start of its one regular expansion),
 * which is checked; else one inner round is made. Each costs a few linear operations.
 */
export declare function lehmerContinuedFraction(p: bigint, q: bigint): bigint[];
