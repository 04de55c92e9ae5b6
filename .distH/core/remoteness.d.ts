import type { Game, LoopyGame } from "./game.js";
import type { SolveOptions } from "./solver.js";
/**
 * Smith's remoteness under normal play: how many moves the game lasts when the winner
 * hurries and the loser delays. Odd exactly when the player to move wins. It decides a
 * conjunctive compound (move in every component; play ends when any component ends).
 * For a loopy game (made with `loopy: true`), the remoteness of a won or lost position as
 * retrograde solvers define it (a win: 1 + the least remoteness of a lost option; a loss:
 * 1 + the greatest of its options), and `undefined` for a draw.
 *
 * @param game - the game
 * @param position - the position
 * @returns the remoteness (0 at a terminal position); undefined for a draw of a loopy game
 * @example remoteness(subtraction123, 5) // 3
 */
export declare function remoteness<P>(game: LoopyGame<P>, position: P, options?: SolveOptions): number | undefined;
/** (A game typed only as `Game` that is loopy at run time may return undefined too.) */
export declare function remoteness<P>(game: Game<P>, position: P, options?: SolveOptions): number;
