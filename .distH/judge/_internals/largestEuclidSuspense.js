// HDU 3595's fast path: the largest Euclid suspense of many pile pairs, on numbers.
/**
 * The largest `euclidSuspense` (src/games/euclid/suspense.ts) among the games (piles[i], piles[i + 1]) for
 * i = from, from + 2, … below to (0 for none), on safe non-negative integers.
 *
 * A deliberate copy of the general fold (`euclidSuspenseOfQuotients` on the
 * quotients of Euclid's algorithm, as `euclidSuspense` (src/games/euclid/suspense.ts) computes it), hand-inlined
 * for V8: numbers instead of bigint, no quotient list, one function that V8 optimises
 * early. Tested equal to euclidSuspense on bigint (test/judge/hdu3595.test.ts).
 */
export function largestEuclidSuspense(piles, from, to) {
    let max = 0;
    for (let i = from; i + 1 < to; i += 2) {
        const p = piles[i];
        const q = piles[i + 1];
        let x = p < q ? p : q;
        let y = p < q ? q : p;
        let add0 = 0;
        let add1 = 0;
        while (x > 0) {
            // the stage's quotient is ≥ 2 exactly when y ≥ 2·x; 2·x and y % x are exact on
            // doubles, so this is exact for every safe integer
            const big = y >= 2 * x;
            const next0 = 1 + add1;
            add1 = big ? 2 + add1 : 1 + add0;
            add0 = next0;
            const r = y % x;
            y = x;
            x = r;
        }
        if (add0 > max)
            max = add0;
    }
    return max;
}
//# sourceMappingURL=largestEuclidSuspense.js.map