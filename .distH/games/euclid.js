import { continuedFraction } from "../arith/continuedFraction.js";
import { defineGame } from "../core/game.js";
import { checkedPair, describeValue, InputError, nonNegativeInteger } from "../errors.js";
/**
 * The Euclid game as an engine game: two piles x ≤ y; a move takes a positive multiple
 * of x from y (leaving y − k·x ≥ 0). A position with an empty pile is finished (terminal).
 * Positions are small `[p, q]` pairs of numbers; {@link euclidSuspense} is exact for bigint.
 *
 * @example suspense(euclidGame, [3, 2]) // 2
 */
export const euclidGame = defineGame({
    name: "euclid",
    moves: function* ([p, q]) {
        if (p === 0 || q === 0)
            return;
        if (p <= q)
            for (let r = q - p; r >= 0; r -= p)
                yield [p, r];
        else
            for (let r = p - q; r >= 0; r -= q)
                yield [r, q];
    },
    key: (position) => {
        const [p, q] = checkedPair(position, "euclid");
        return `${p},${q}`;
    },
    show: ([p, q]) => `(${p}, ${q})`,
});
/**
 * The suspense number of a Euclid game from the quotients a_1, …, a_m of Euclid's
 * algorithm on its piles (the continued fraction of max / min, in Euclid's order, as
 * {@link euclidQuotients} gives them). The one general form of the suspense fold:
 * {@link euclidSuspense} is this on {@link euclidQuotients}.
 *
 * @param quotients - a_1, …, a_m, each ≥ 1 (a_m ≥ 2 unless m = 1)
 * @returns the suspense number (odd exactly when the player to move wins)
 * @example euclidSuspenseOfQuotients([1n, 2n]) // 2 (the game (2, 3))
 */
export function euclidSuspenseOfQuotients(quotients) {
    if (!Array.isArray(quotients))
        throw new InputError("a list of quotients (positive integers)", describeValue(quotients));
    quotients.forEach((a, i) => {
        if (nonNegativeInteger(a, `quotient ${i + 1}`) === 0n)
            throw new InputError(`quotient ${i + 1} to be a positive integer`, "0");
    });
    /*
     * Closed form (proved here and checked exhaustively against the generic solver): with t = 0 after the last quotient, going from a_m back to a_1,
     *
     *   t ← t + 2  when a_i ≥ 2 and t is odd,   t ← t + 1  otherwise,
     *
     * and the suspense is the final t. Each quotient is one "stage" that lasts one or two
     * moves; the player facing a quotient ≥ 2 controls the stage (takes it in one move or
     * leaves one multiple so that the opponent must finish it), so every stage with a_i ≥ 2
     * is an N-position whose suspense is odd.
     *
     * Why: in a stage with quotient a and value t after it, the positions with j = 1..a
     * multiples left move to j' ∈ [1, j) or to the next stage (value t). If t is even (the
     * next stage is lost for the mover there), every j wins by jumping there: suspense t + 1.
     * If t is odd, j = 1 must move there and loses with suspense t + 1 (even); j ≥ 2 wins by
     * moving to j = 1, the largest even option, with suspense t + 2.
     *
     * Folded front to back, so that the quotients could come one by one from Euclid's
     * algorithm: after the stages a_1..a_i the suspense is a function t ↦ t + A(t mod 2) of
     * the value t of the rest, so two numbers (A(0), A(1)) carry the whole composition; the
     * answer is A(0) (t = 0 after the last stage).
     */
    let add0 = 0;
    let add1 = 0;
    for (const a of quotients) {
        // t even: the stage adds 1 and leaves t + 1 (odd); t odd: it adds 2 and leaves t + 2
        // (odd) when a ≥ 2, else it adds 1 and leaves t + 1 (even)
        const next0 = 1 + add1;
        add1 = a >= 2 ? 2 + add1 : 1 + add0;
        add0 = next0;
    }
    return add0;
}
function check(x, what) {
    nonNegativeInteger(x, what);
}
/**
 * Smith's suspense number of the Euclid game (p, q) in O(log min(p, q)) steps, exact for
 * any size: 0 when a pile is empty, else {@link euclidSuspenseOfQuotients} of the
 * quotients of Euclid's algorithm on (max, min). It decides the Every-SG (continued
 * conjunctive) compound of Euclid games: the player to move wins it exactly when the
 * largest suspense is odd.
 *
 * @param p - one pile, ≥ 0
 * @param q - the other pile, ≥ 0
 * @returns the suspense number
 * @example euclidSuspense(1, 1) // 1
 * @example euclidSuspense(3n, 2n) // 2
 */
export function euclidSuspense(p, q) {
    return euclidSuspenseOfQuotients(euclidQuotients(p, q));
}
/**
 * The quotients of Euclid's algorithm on the piles (max / min), empty when a pile is
 * empty: the stages of the Euclid game.
 *
 * @example euclidQuotients(3n, 7n) // [2n, 3n]
 */
export function euclidQuotients(p, q) {
    check(p, "p");
    check(q, "q");
    let x = BigInt(p);
    let y = BigInt(q);
    if (x > y)
        [x, y] = [y, x];
    return x === 0n ? [] : continuedFraction(y, x);
}
/**
 * The Euclid game: the engine game and its exact closed forms, grouped.
 *
 * @example euclid.suspense(3n, 2n) // 2
 */
export const euclid = {
    /** The game for the generic solver (small number positions). */
    game: euclidGame,
    /** See {@link euclidSuspense}. */
    suspense: euclidSuspense,
    /** See {@link euclidSuspenseOfQuotients}. */
    suspenseOfQuotients: euclidSuspenseOfQuotients,
    /** See {@link euclidQuotients}. */
    quotients: euclidQuotients,
};
//# sourceMappingURL=euclid.js.map