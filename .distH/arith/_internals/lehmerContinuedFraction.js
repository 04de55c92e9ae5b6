// Lehmer's method for continued fractions of huge numbers, and the plain Euclid loop it
// is tested against; continuedFraction (src/arith/continuedFraction.ts) checks and calls it.
import { bitLength } from "../bigint.js";
/**
 * `continuedFraction` (src/arith/continuedFraction.ts) by the plain Euclid loop: one bigint division per quotient
 * (quadratic in the size of the numbers). The reference the fast form is tested against.
 */
export function plainContinuedFraction(p, q) {
    const out = [];
    while (q !== 0n) {
        const a = p / q;
        out.push(a);
        [p, q] = [q, p - a * q];
    }
    return out;
}
/** Below 2^PLAIN_BITS (the smaller number) the plain loop finishes. */
const PLAIN_BITS = 128;
/** The leading bits Lehmer's inner loop works on: small enough that every value is an exact double. */
const LEAD_BITS = 48;
/** The leading bits of a huge pair reduced on their own first (see {@link reduce}). */
const PREFIX_BITS = 6144;
/** Applies (u, v) ← (a·u + b·v, c·u + d·v) to the pair (and its matrix). */
function apply(pair, a, b, c, d) {
    const u = pair.u;
    pair.u = a * u + b * pair.v;
    pair.v = c * u + d * pair.v;
    if (pair.track) {
        const pa = pair.a;
        const pb = pair.b;
        pair.a = a * pa + b * pair.c;
        pair.b = a * pb + b * pair.d;
        pair.c = c * pa + d * pair.c;
        pair.d = c * pb + d * pair.d;
    }
}
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
export function lehmerContinuedFraction(p, q) {
    const out = [];
    if (p < q) {
        // the first quotient is 0
        out.push(0n);
        [p, q] = [q, p];
    }
    if (q === 0n)
        return out;
    const pair = { u: p, v: q, track: false, a: 1n, b: 0n, c: 0n, d: 1n };
    reduce(pair, PLAIN_BITS, out, bitLength(p));
    for (const a of plainContinuedFraction(pair.u, pair.v))
        out.push(a);
    return out;
}
/** Euclid's algorithm on the pair while v ≥ 2^stopBits (stopBits ≥ 128), quotients appended to out; bitsOfU ≥ the bits of u. */
function reduce(pair, stopBits, out, bitsOfU) {
    const stop = 1n << BigInt(stopBits);
    // an upper bound on the bits of u, exact after each measurement
    let bitsU = bitsOfU;
    while (pair.v >= stop) {
        // measure u's bits from its top: one shift of u (the bound only falls)
        let shift = Math.max(0, bitsU - 64);
        let top = pair.u >> BigInt(shift);
        bitsU = shift + bitLength(top);
        if (bitsU - shift < LEAD_BITS && shift > 0) {
            // u fell by more than a few bits (a prefix round, a huge quotient): measure it whole
            bitsU = bitLength(pair.u);
            shift = Math.max(0, bitsU - 64);
            top = pair.u >> BigInt(shift);
        }
        // the leading PREFIX_BITS bits take u down by about PREFIX_BITS / 2 bits: not below the stop
        if (bitsU >= 2 * PREFIX_BITS && bitsU - stopBits >= PREFIX_BITS) {
            const after = prefixRound(pair, bitsU, PREFIX_BITS, out);
            if (after > 0) {
                bitsU = after;
                continue;
            }
        }
        innerRound(pair, top, shift, bitsU, out);
    }
}
/**
 * One outer round on the leading `lead` bits (see {@link lehmerContinuedFraction}).
 * Returns a bound on the bits of the new u (that of the reduced lead, shifted back, plus
 * two), or 0 when it found nothing certain.
 */
function prefixRound(pair, bitsU, lead, out) {
    const s = BigInt(bitsU - lead);
    const top = { u: pair.u >> s, v: pair.v >> s, track: true, a: 1n, b: 0n, c: 0n, d: 1n };
    const found = [];
    reduce(top, Math.floor(lead / 2) + 64, found, lead);
    if (found.length === 0)
        return 0;
    const u = top.a * pair.u + top.b * pair.v;
    const v = top.c * pair.u + top.d * pair.v;
    if (!(v > 0n && u > v))
        return 0;
    pair.u = u;
    pair.v = v;
    if (pair.track) {
        const { a, b, c, d } = pair;
        pair.a = top.a * a + top.b * c;
        pair.b = top.a * b + top.b * d;
        pair.c = top.c * a + top.d * c;
        pair.d = top.c * b + top.d * d;
    }
    for (const a of found)
        out.push(a);
    return bitsU - lead + bitLength(top.u) + 2;
}
/** One round of Algorithm L on the leading LEAD_BITS bits (top = u >> shift, u of bitsU bits). */
function innerRound(pair, top, shift, bitsU, out) {
    const h = bitsU - LEAD_BITS;
    let uh = Number(top >> BigInt(h - shift));
    let vh = Number(pair.v >> BigInt(h));
    let a = 1;
    let b = 0;
    let c = 0;
    let d = 1;
    for (;;) {
        if (vh + c === 0 || vh + d === 0)
            break;
        const q1 = Math.floor((uh + a) / (vh + c));
        if (q1 !== Math.floor((uh + b) / (vh + d)))
            break;
        out.push(BigInt(q1));
        let t = a - q1 * c;
        a = c;
        c = t;
        t = b - q1 * d;
        b = d;
        d = t;
        t = uh - q1 * vh;
        uh = vh;
        vh = t;
    }
    if (b === 0) {
        // no quotient is certain from the leading bits: one full division
        const quotient = pair.u / pair.v;
        out.push(quotient);
        apply(pair, 0n, 1n, 1n, -quotient);
    }
    else
        apply(pair, BigInt(a), BigInt(b), BigInt(c), BigInt(d));
}
//# sourceMappingURL=lehmerContinuedFraction.js.map