import type { FiniteGame, Game } from "./game.js";
import { type LoopyOutcome } from "./loopy.js";
import type { SolveOptions } from "./solver.js";
export type { LoopyOutcome } from "./loopy.js";
/** Normal play: whoever cannot move loses. Misère play: whoever cannot move wins. */
export type Play = "normal" | "misere";
/** 'N': the next player (to move) wins; 'P': the previous player wins. (Loopy games add 'D', see {@link LoopyOutcome}.) */
export type Outcome = "N" | "P";
/** Options of {@link outcome} and {@link winningMoves}. */
export interface OutcomeOptions extends SolveOptions {
    /** The play convention. @defaultValue 'normal' */
    play?: Play;
}
/**
 * The outcome class of a position under normal or misère play.
 *
 * @param game - the game
 * @param position - the position
 * @param options - `play: 'misere'` for misère play
 * @returns 'N' when the player to move wins, 'P' when they lose; for a loopy game (made with
 *   `loopy: true`) also 'D', a draw with best play (from its generalized Sprague–Grundy value)
 * @throws GameError for misère play of a loopy game (not supported)
 * @example outcome(nim, [1, 1], { play: "misere" }) // 'N'
 */
export declare function outcome<P>(game: FiniteGame<P>, position: P, options?: OutcomeOptions): Outcome;
export declare function outcome<P>(game: Game<P>, position: P, options?: OutcomeOptions): LoopyOutcome;
/**
 * Every winning move: the options after which the player who moved wins.
 * Empty when the position is lost (or terminal), or, in a loopy game, a draw.
 *
 * @param game - the game
 * @param position - the position
 * @param options - `play: 'misere'` for misère play
 * @returns the winning options, in the order `moves` gives them
 * @example winningMoves(nim, [3, 5, 7]) // [[2, 5, 7], [3, 4, 7], [3, 5, 6]]
 */
export declare function winningMoves<P>(game: Game<P>, position: P, options?: OutcomeOptions): P[];
