import { euclidGrundy } from "./grundy.js";
import { euclidQuotients, euclidSuspense, euclidSuspenseOfQuotients } from "./suspense.js";
export { euclidFamily } from "./family.js";
export { euclidGrundy } from "./grundy.js";
export { euclidGame, type EuclidPosition } from "./numberGame.js";
export { euclidQuotients, euclidSuspense, euclidSuspenseOfQuotients } from "./suspense.js";
/**
 * The Euclid game: the engine game, its record and its exact closed forms, grouped.
 *
 * @example euclid.suspense(3n, 2n) // 2
 */
export declare const euclid: {
    /** The game for the generic solver (small number positions). */
    readonly game: import("../../index.js").Game<import("./numberGame.js").EuclidPosition>;
    /** The record of `euclid(a,b)` in the position language (its `game`: the exact rules). */
    readonly family: import("../family.js").Family<import("../_internals/pairs.js").Piles>;
    /** See {@link euclidSuspense}. */
    readonly suspense: typeof euclidSuspense;
    /** See {@link euclidSuspenseOfQuotients}. */
    readonly suspenseOfQuotients: typeof euclidSuspenseOfQuotients;
    /** See {@link euclidQuotients}. */
    readonly quotients: typeof euclidQuotients;
    /** See {@link euclidGrundy}. */
    readonly grundy: typeof euclidGrundy;
};
