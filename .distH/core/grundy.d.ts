import type { Game } from "./game.js";
import type { SolveOptions } from "./solver.js";
/**
 * The Sprague-Grundy value of a position: the mex of its options' values (the nim-sum of
 * its components' values when the game splits positions into components).
 * Memoised per game; iterative, so play may be arbitrarily long.
 *
 * @param game - a game made by {@link defineGame}
 * @param position - the position
 * @param options - progress reporting for long searches
 * @returns the Grundy value (0 exactly when the player to move loses under normal play); for a
 *   loopy game its finite γ value
 * @throws GameError for a position of a loopy game whose γ is infinite (see `gamma`)
 * @example grundy(nim, [3, 5, 7]) // 1
 */
export declare function grundy<P>(game: Game<P>, position: P, options?: SolveOptions): number;
