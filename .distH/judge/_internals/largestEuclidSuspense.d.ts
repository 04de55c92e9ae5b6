/**
 * The largest `euclidSuspense` (src/games/euclid/suspense.ts) among the games (piles[i], piles[i + 1]) for
 * i = from, from + 2, … below to (0 for none), on safe non-negative integers.
 *
 * A deliberate copy of the general fold (`euclidSuspenseOfQuotients` on the
 * quotients of Euclid's algorithm, as `euclidSuspense` (src/games/euclid/suspense.ts) computes it), hand-inlined
 * for V8: numbers instead of bigint, no quotient list, one function that V8 optimises
 * early. Tested equal to euclidSuspense on bigint (test/judge/hdu3595.test.ts).
 */
export declare function largestEuclidSuspense(piles: ArrayLike<number>, from: number, to: number): number;
