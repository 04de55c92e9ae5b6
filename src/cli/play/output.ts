// What the terminal player tells its user, as events: an Output is a terminal or plain text
// (textOutput.ts) or JSON lines (jsonOutput.ts); the controller calls it and never prints.
import { GrundyError, UserCodeError } from "../../errors.js";
import type { Move, Played } from "../../play/session.js";
import type { Match, Side } from "./match.js";
import type { MenuEntry } from "./menu.js";

/** Who is who (defined beside the match). */
export type { Side };

/** What the user lost: their first move from a won position that did not win. */
export interface Mistake {
  /** Their k-th move. */
  turn: number;
  move: Move;
  /** The position before it. */
  before: string;
  /** A move that would have won there, when known. */
  better?: Move;
}

/** Where the game's events go: a terminal or plain text, or JSON lines. */
export interface Output {
  menu(entries: MenuEntry[], seed: number): void;
  start(match: Match): void;
  /** The user's turn: the position and the moves (text only). */
  turn(match: Match): void;
  /** A move; `words`: the move described by its families' views (text output with boards only; JSON lines describe every move). */
  move(match: Match, by: Side, move: Move, words?: string): void;
  /** The game is over and the user may go on: undo, new or quit (text output on a terminal). */
  again?(match: Match): void;
  hint(match: Match, move: Move | null): void;
  moves(match: Match): void;
  undo(match: Match, undone: Played[]): void;
  redo(match: Match, redone: Played[]): void;
  values(match: Match): void;
  help(match: Match): void;
  error(message: string): void;
  /** The game is over: its winner, or "draw" (a sum with a loopy game whose position repeated). */
  end(match: Match, winner: Side | "draw", mistake: Mistake | undefined): void;
  stopped(quit: boolean): void;
  /** Runs a computation, with a "thinking…" note on a terminal while it lasts. */
  busy<T>(f: () => T): T;
}

/** The commands a user may type, each with what it does; the examples are moves of the game being played. */
export function commandHelp(match: Match): [string, string][] {
  const example = match.list().moves[0]?.move;
  const position = example ? `, e.g. ${example.position}` : "";
  const fromTo = example ? `, e.g. ${example.text}` : "";
  const words = match.session.describedExample();
  return [
    ["<number>", "play that move from the list"],
    ...(words ? ([["<words>", `the move as the game describes it, e.g. ${words}; the words may be left out`]] as [string, string][]) : []),
    ["<position>", `play the move to that position${position} (the whole position)`],
    ["a -> b", `move component a to b${fromTo}; several joined by ;`],
    ["hint", "the best move here"],
    ["moves", "the legal moves, numbered"],
    ["undo", "take back your last move (and the computer's reply)"],
    ["redo", "play again what undo took back"],
    ["new", "start the game again from its first position"],
    ["values", "show or hide Grundy values and which moves win"],
    ["help", "this list"],
    ["quit", "stop the game"],
  ];
}

/** The words that are commands (a line of letters that is none of them is an error, not a move). */
export const COMMANDS: ReadonlySet<string> = new Set(["hint", "moves", "undo", "redo", "new", "values", "help", "?", "quit", "exit", "q"]);

/** A GrundyError's message, or rethrows anything else: a bug, or an error in a user's code (it ends the game: one line, exit 2). */
export function userError(e: unknown): string {
  if (e instanceof GrundyError && !(e instanceof UserCodeError)) return e.message;
  throw e;
}
