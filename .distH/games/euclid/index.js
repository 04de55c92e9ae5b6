// The Euclid game: one namespace (`family`, `game`, closed forms), and its public names.
import { euclidFamily } from "./family.js";
import { euclidGrundy } from "./grundy.js";
import { euclidGame } from "./numberGame.js";
import { euclidQuotients, euclidSuspense, euclidSuspenseOfQuotients } from "./suspense.js";
export { euclidFamily } from "./family.js";
export { euclidGrundy } from "./grundy.js";
export { euclidGame } from "./numberGame.js";
export { euclidQuotients, euclidSuspense, euclidSuspenseOfQuotients } from "./suspense.js";
/**
 * The Euclid game: the engine game, its record and its exact closed forms, grouped.
 *
 * @example euclid.suspense(3n, 2n) // 2
 */
export const euclid = {
    /** The game for the generic solver (small number positions). */
    game: euclidGame,
    /** The record of `euclid(a,b)` in the position language (its `game`: the exact rules). */
    family: euclidFamily,
    /** See {@link euclidSuspense}. */
    suspense: euclidSuspense,
    /** See {@link euclidSuspenseOfQuotients}. */
    suspenseOfQuotients: euclidSuspenseOfQuotients,
    /** See {@link euclidQuotients}. */
    quotients: euclidQuotients,
    /** See {@link euclidGrundy}. */
    grundy: euclidGrundy,
};
//# sourceMappingURL=index.js.map