import { pairNumberGame } from "../_internals/numberGame.js";
import { euclidRules } from "./rules.js";
/**
 * The Euclid game as an engine game on small number piles: two piles x ≤ y; a move takes
 * a positive multiple of x from y (leaving y − k·x ≥ 0). A position with an empty pile is
 * finished (terminal). The moves are {@link euclidRules}', through the one number adapter;
 * {@link euclidSuspense} is exact for bigint.
 *
 * @example suspense(euclidGame, [3, 2]) // 2
 */
export const euclidGame = pairNumberGame(euclidRules, "euclid");
//# sourceMappingURL=numberGame.js.map