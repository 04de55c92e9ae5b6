import type { Game } from "./game.js";
import { REMOTENESS } from "./measures.js";
import { evaluate, type SolveOptions } from "./solver.js";

/**
 * Smith's remoteness under normal play: how many moves the game lasts when the winner
 * hurries and the loser delays. Odd exactly when the player to move wins. It decides a
 * conjunctive compound (move in every component; play ends when any component ends).
 *
 * @param game - the game
 * @param position - the position
 * @returns the remoteness (0 at a terminal position)
 * @example remoteness(subtraction123, 5) // 3
 */
export function remoteness<P>(game: Game<P>, position: P, options: SolveOptions = {}): number {
  return evaluate(game, position, REMOTENESS, options);
}
