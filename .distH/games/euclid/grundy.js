import { continuedFraction } from "../../arith/continuedFraction.js";
import { nonNegativeInteger } from "../../_internals/checks.js";
/**
 * The Grundy value of Euclid's game (Cole and Davie's rules: take a positive multiple of
 * the smaller pile from the larger, never below zero; a pile at zero ends the game, and
 * whoever moved last wins), exactly and in O(log) steps for any size.
 *
 * @param a - one pile
 * @param b - the other pile
 * @returns G(a, b); 0 when a pile is empty
 * @example euclidGrundy(3n, 2n) // 0n: (3, 2) is a P-position
 */
export function euclidGrundy(a, b) {
    /*
     * Why: with a ≥ b > 0, q = ⌊a/b⌋, r = a mod b, the options of (a, b) are (r + jb, b) for
     * 0 ≤ j < q, and the options of (r + jb, b) are the (r + ib, b) with i < j. So, with
     * c = G(b, r) (0 when r = 0), the values x_j = G(r + jb, b) for j ≥ 1 run through
     * 0, 1, 2, … skipping c, and G(a, b) = x_q = q − 1 if q ≤ c, else q. Folding this over the
     * continued-fraction quotients of a/b from the last one gives the value.
     */
    a = nonNegativeInteger(a, "the first pile of euclidGrundy");
    b = nonNegativeInteger(b, "the second pile of euclidGrundy");
    if (a === 0n || b === 0n)
        return 0n;
    if (a < b)
        [a, b] = [b, a];
    const qs = continuedFraction(a, b);
    let c = 0n;
    for (let i = qs.length - 1; i >= 0; i--) {
        const q = qs[i];
        c = q <= c ? q - 1n : q;
    }
    return c;
}
//# sourceMappingURL=grundy.js.map