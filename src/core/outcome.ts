import { GameError } from "../errors.js";
import { checkOption } from "../_internals/checks.js";
import { PLAYS } from "./_internals/plays.js";
import type { FiniteGame, Game } from "./game.js";
import { grundy } from "./grundy.js";
import { type LoopyOutcome, loopyOutcome, loopyWinningMoves } from "./loopy.js";
import { MISERE_WIN } from "./_internals/measures.js";
import { checkGame } from "./_internals/checkGame.js";
import { evaluate } from "./_internals/evaluate.js";
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
export function outcome<P>(game: FiniteGame<P>, position: P, options?: OutcomeOptions): Outcome;
export function outcome<P>(game: Game<P>, position: P, options?: OutcomeOptions): LoopyOutcome;
export function outcome<P>(game: Game<P>, position: P, options: OutcomeOptions = {}): LoopyOutcome {
  if (game?.loopy === true) {
    refuseMisere(game, options);
    return loopyOutcome(game, position, options);
  }
  return wins(game, position, options) ? "N" : "P";
}

function refuseMisere<P>(game: Game<P>, options: OutcomeOptions): void {
  checkOption("play", options.play, PLAYS);
  if (options.play === "misere") throw new GameError(`${game.name} is a loopy game: misère play of loopy games is not supported (normal play only)`);
}

/** Whether the player to move wins. */
function wins<P>(game: Game<P>, position: P, options: OutcomeOptions = {}): boolean {
  checkOption("play", options.play, PLAYS);
  if (options.play === "misere") return evaluate(game, position, MISERE_WIN, options) === 1;
  return grundy(game, position, options) !== 0;
}

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
export function winningMoves<P>(game: Game<P>, position: P, options: OutcomeOptions = {}): P[] {
  checkGame(game);
  if (game.loopy === true) {
    refuseMisere(game, options);
    return loopyWinningMoves(game, position, options);
  }
  const out: P[] = [];
  for (const o of game.moves(position)) if (!wins(game, o, options)) out.push(o);
  return out;
}
