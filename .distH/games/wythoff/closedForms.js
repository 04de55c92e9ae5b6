import { isqrt } from "../../arith/bigint.js";
import { nonNegativeInteger } from "../../_internals/checks.js";
/**
 * ⌊k·φ⌋ exactly, φ = (1 + √5) / 2: since k√5 is irrational for k > 0,
 * ⌊(k + k√5) / 2⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋.
 */
function floorPhiBig(k) {
    return (k + isqrt(5n * k * k)) >> 1n;
}
const PHI = (1 + Math.sqrt(5)) / 2;
const FAST_LIMIT = 2 ** 40;
const TOLERANCE = 2 ** -50;
/**
 * ⌊k·φ⌋ for a number 0 ≤ k ≤ 2^40, exact. Proof of the fast path: fl(√5) is within
 * 2^-52 of √5 (half an ulp in [2, 4)), 1 + fl(√5) is exact and so is halving, so
 * |PHI − φ| ≤ 2^-53. The product x = fl(k·PHI) is within 2^-53·k·PHI of k·PHI; hence
 * |x − kφ| < 3k·2^-53 < k·2^-50 = tol. With f = ⌊x⌋, the differences x − f and 1 − (x − f)
 * are computed exactly (x < 2^41), so when both exceed tol, f < kφ < f + 1 and ⌊kφ⌋ = f.
 * Otherwise (when kφ is within about 10^-6 of an integer: rare) the bigint form decides.
 */
function floorPhiNumber(k) {
    if (k === 0)
        return 0;
    const x = k * PHI;
    const f = Math.floor(x);
    const frac = x - f;
    const tol = k * TOLERANCE;
    if (frac > tol && 1 - frac > tol)
        return f;
    return Number(floorPhiBig(BigInt(k)));
}
/** ⌊k·φ⌋ for a non-negative integer k, exact for any size. */
function floorPhi(k) {
    return k <= BigInt(FAST_LIMIT) ? BigInt(floorPhiNumber(Number(k))) : floorPhiBig(k);
}
function toBig(x, what) {
    return nonNegativeInteger(x, what);
}
/**
 * The k-th P-position (a_k, b_k) of Wythoff's game, a_k = ⌊k·φ⌋ and b_k = a_k + k,
 * computed with integer arithmetic only (exact for any k).
 *
 * @param k - the index, k ≥ 0
 * @returns `[a_k, b_k]`
 * @example wythoffPPosition(3n) // [4n, 7n]
 */
export function wythoffPPosition(k) {
    const kk = toBig(k, "k");
    const a = floorPhi(kk);
    return [a, a + kk];
}
/**
 * Whether (a, b) is a P-position of Wythoff's game (the player to move loses). Exact
 * for any size; numbers below 2^40 apart take a floating-point path whose error is
 * bounded and checked (see the source), falling back to integers when undecided.
 *
 * @param a - one pile, ≥ 0
 * @param b - the other pile, ≥ 0
 * @returns true exactly when (a, b) is some (a_k, b_k) or (b_k, a_k)
 * @example wythoffIsP(4, 7) // true
 * @example wythoffIsP(10n ** 60n, 10n ** 60n + 1n) // false
 */
export function wythoffIsP(a, b) {
    if (typeof a === "number" && typeof b === "number" && Number.isSafeInteger(a) && Number.isSafeInteger(b) && a >= 0 && b >= 0) {
        return wythoffIsPNumber(a, b);
    }
    let x = toBig(a, "a");
    let y = toBig(b, "b");
    if (x > y)
        [x, y] = [y, x];
    // x = ⌊kφ⌋ with k = y − x, i.e. 2x − k < k√5 < 2x − k + 2 (k√5 is irrational for k > 0):
    // compared by squares, three multiplications instead of an integer square root's divisions
    // (a million-digit pair in a fifth of a second)
    const k = y - x;
    if (k === 0n)
        return x === 0n;
    const low = 2n * x - k;
    const high = low + 2n;
    if (high <= 0n)
        return false;
    const fiveKK = 5n * k * k;
    return (low < 0n || low * low < fiveKK) && fiveKK < high * high;
}
/** {@link wythoffIsP} for safe non-negative integers, without bigint (the judge's fast path, hdu1527). */
export function wythoffIsPNumber(a, b) {
    const x = a < b ? a : b;
    const k = a < b ? b - a : a - b;
    if (k <= FAST_LIMIT)
        return floorPhiNumber(k) === x;
    return floorPhiBig(BigInt(k)) === BigInt(x);
}
/**
 * The partner of v in the P-position containing it: each natural number v > 0 lies in
 * exactly one P-position (a_k, b_k) (Beatty's theorem); 0 is its own partner.
 *
 * The number of a_j ≤ v with j ≥ 1 is ⌊(v + 1)/φ⌋ = ⌊(v + 1)φ⌋ − (v + 1) =: k, so v = a_k
 * when that k gives a_k = v; otherwise v = b_j with j = v − k (the b_j ≤ v are the
 * other v − k numbers of 1..v).
 *
 * @param v - a pile size ≥ 0
 * @returns the other pile of the unique P-position containing v
 * @example wythoffPartner(4n) // 7n
 */
export function wythoffPartner(v) {
    const vv = toBig(v, "v");
    if (vv === 0n)
        return 0n;
    const k = floorPhi(vv + 1n) - (vv + 1n);
    if (floorPhi(k) === vv)
        return vv + k;
    const j = vv - k;
    return floorPhi(j);
}
/**
 * Every winning move from (a, b): the positions reachable in one move that are
 * P-positions, in the orientation of the input. At most three: lower the larger pile,
 * lower the smaller pile, or lower both by the same amount. Empty when (a, b) is a
 * P-position.
 *
 * @param a - first pile, ≥ 0
 * @param b - second pile, ≥ 0
 * @returns the winning moves as `[a', b']` pairs
 * @example wythoffWinningMoves(8n, 4n) // [[7n, 4n]]
 * @example wythoffWinningMoves(5n, 5n) // [[5n, 3n], [3n, 5n], [0n, 0n]]
 */
export function wythoffWinningMoves(a, b) {
    const x = toBig(a, "a");
    const y = toBig(b, "b");
    const out = [];
    // keep a, lower b to a's partner
    const pa = wythoffPartner(x);
    if (pa < y)
        out.push([x, pa]);
    // keep b, lower a to b's partner
    const pb = wythoffPartner(y);
    if (pb < x)
        out.push([pb, y]);
    // lower both: the P-position with the same difference d
    const small = x < y ? x : y;
    const d = x < y ? y - x : x - y;
    const ad = floorPhi(d);
    if (ad < small) {
        const take = small - ad;
        out.push([x - take, y - take]);
    }
    return out;
}
//# sourceMappingURL=closedForms.js.map