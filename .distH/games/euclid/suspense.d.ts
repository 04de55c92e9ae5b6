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
export declare function euclidSuspenseOfQuotients(quotients: readonly (bigint | number)[]): number;
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
export declare function euclidSuspense(p: bigint | number, q: bigint | number): number;
/**
 * The quotients of Euclid's algorithm on the piles (max / min), empty when a pile is
 * empty: the stages of the Euclid game.
 *
 * @example euclidQuotients(3n, 7n) // [2n, 3n]
 */
export declare function euclidQuotients(p: bigint | number, q: bigint | number): bigint[];
