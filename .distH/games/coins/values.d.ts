/** Whether x has an odd number of 1 bits (x is odious). */
export declare function isOdious(x: number): boolean;
/**
 * The n-th odious number (n ≥ 1): 1, 2, 4, 7, 8, 11, 13, 14, … The odious numbers are
 * 2m and 2m + 1 for m = 0, 1, …, whichever of the two has an odd number of 1 bits, so the
 * n-th is 2(n − 1) plus 1 when n − 1 is evil.
 */
export declare function odious(n: number): number;
/** The position of the odious number v (its index n with odious(n) = v), v odious. */
export declare const odiousIndex: (v: number) => number;
/** The largest power of 2 dividing n ≥ 1 (the ruler function, 2-adic part). */
export declare function rulerValue(n: number): number;
/** The Gray code of m: ⊕ of rulerValue(i) for i = 1 … m (by induction: gray(m) ⊕ gray(m − 1) is m's lowest 1 bit). */
export declare const gray: (m: number) => number;
/** The m ≥ 0 whose Gray code is x. */
export declare function grayInverse(x: number): number;
