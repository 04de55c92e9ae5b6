// What a head is worth in each coin-turning game on a row, and the inverses the closed forms
// need (which position has a given value).
/** Whether x has an odd number of 1 bits (x is odious). */
export function isOdious(x) {
    let p = 0;
    for (let y = x; y > 0; y = Math.floor(y / 2))
        p ^= y % 2;
    return p === 1;
}
/**
 * The n-th odious number (n ≥ 1): 1, 2, 4, 7, 8, 11, 13, 14, … The odious numbers are
 * 2m and 2m + 1 for m = 0, 1, …, whichever of the two has an odd number of 1 bits, so the
 * n-th is 2(n − 1) plus 1 when n − 1 is evil.
 */
export function odious(n) {
    const m = n - 1;
    return 2 * m + (isOdious(m) ? 0 : 1);
}
/** The position of the odious number v (its index n with odious(n) = v), v odious. */
export const odiousIndex = (v) => Math.floor(v / 2) + 1;
/** The largest power of 2 dividing n ≥ 1 (the ruler function, 2-adic part). */
export function rulerValue(n) {
    let p = 1;
    while (n % (2 * p) === 0)
        p *= 2;
    return p;
}
/** The Gray code of m: ⊕ of rulerValue(i) for i = 1 … m (by induction: gray(m) ⊕ gray(m − 1) is m's lowest 1 bit). */
export const gray = (m) => m ^ Math.floor(m / 2);
/** The m ≥ 0 whose Gray code is x. */
export function grayInverse(x) {
    let m = 0;
    for (let y = x; y > 0; y = Math.floor(y / 2))
        m ^= y;
    return m;
}
//# sourceMappingURL=values.js.map