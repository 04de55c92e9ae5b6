// The messages between the Play page and its worker (worker.ts). The page holds the game as
// data (the start expression, the options, the moves made as texts); the worker replays them
// on its own PlaySession and answers with a snapshot: everything the page draws.

import type { Board, CompoundKind, Level, Play, Player } from "sprague-grundy";

export type { Board, Level, Player };
export type Compound = CompoundKind;
export type PlayRule = Play;

/** A game as the page keeps it (and the URL carries it). */
export interface GameConfig {
  /** The start, in the expression language of `grundy analyze`. */
  expr: string;
  play: PlayRule;
  compound: Compound;
  level: Level;
  /** Who moves first: the person or the computer. */
  first: "you" | "computer";
  /** Seed of the computer's random choices (weaker levels). */
  seed: number;
  /** Whether the user's loaded families are in play (they cannot travel in a link). */
  userGames: boolean;
}

/** A move of one component, with its value for the player who makes it. */
export interface OptionView {
  /** The component after the move, as the library prints it. */
  to: string;
  /** Its board (its family's view), when it has one that can be drawn. */
  board?: Board;
  /** Sums: the whole move (the position after it), ready to play. */
  move?: string;
  wins?: boolean;
  /** Loopy games: the move keeps a draw (it leaves a drawn position). */
  draws?: boolean;
  remoteness?: number;
  suspense?: number;
}

export interface ComponentView {
  text: string;
  family: string;
  /** What one component of its family is called (its view's unit), e.g. "pair". */
  unit: string;
  /** Its family's rule in one sentence (its view's), when the family has a view. */
  rule?: string;
  /** Its board (its family's view), when it has one that can be drawn; else its moves are a list. */
  board?: Board;
  /** No move left in this component. */
  ended: boolean;
  /** Its options (sums: the moves that change it alone). */
  options: OptionView[];
  /** False when more options exist than are listed. */
  complete: boolean;
  /** Every/conjunctive compounds: the component's own value (suspense or remoteness) for the player to move. */
  value?: number;
  /** A cells board: the cells each move made so far filled in this component (a domino's two cells), oldest first. */
  pieces?: [number, number][][];
}

/** A whole move, as the move list shows it. */
export interface MoveView {
  /** The position after it: what the page records and the worker replays. */
  position: string;
  /** `from -> to`, joined by "; " for several components. */
  text: string;
  parts: { component: number; from: string; to: string }[];
  /** The move in a few words (its family's view describes it), e.g. "took 3 from heap 2". */
  brief?: string;
  wins?: boolean;
  /** Loopy games: the move keeps a draw (it leaves a drawn position). */
  draws?: boolean;
  remoteness?: number;
  suspense?: number;
}

/** Who was winning at a position of the game, for the player to move there. */
export interface ValuePoint {
  toMove: Player;
  /** 'N': the player to move wins with best play; 'P': they lose; 'D': a draw (loopy games); undefined when out of reach. */
  outcome?: "N" | "P" | "D";
  /** How long the game lasts with best play (Smith's remoteness or suspense), where known. */
  remoteness?: number;
  suspense?: number;
  /** Sums of several games: the nim-sum. */
  grundy?: string;
}

export interface PlayedView {
  by: Player;
  /** The position it left. */
  position: string;
  text: string;
  brief?: string;
  wins?: boolean;
  /** The mover's position before it was won. */
  fromWon?: boolean;
  /** When it let a win go: the move that would have won. */
  best?: string;
  bestBrief?: string;
}

export interface Snapshot {
  kind: "snapshot";
  id: number;
  /** The moves this snapshot is the position after (the request's, plus the computer's reply). */
  moves: string[];
  /** The computer's move just made, when it was asked to move. */
  played?: string;
  /** The milliseconds the computer took to choose it (the page puts them on the status line as data-think-ms). */
  thinkMs?: number;
  start: string;
  /** The boards of the start's components (a board keeps the start's size as the game goes on); null where none. */
  startBoards: (Board | null)[];
  position: string;
  toMove: Player;
  over: boolean;
  winner: Player | null;
  /** The game ended in a draw: a loopy game whose position occurred the session's repetition limit of times. */
  draw: boolean;
  /** That limit (a draw is declared when a position occurs this many times). */
  repetitions: number;
  components: ComponentView[];
  /** The legal moves in a neutral order (not best first: the order gives nothing away). */
  moveList: MoveView[];
  complete: boolean;
  hint: MoveView | null;
  /** The value of each position met: index k is the position after k moves. */
  timeline: ValuePoint[];
  history: PlayedView[];
  /** Index in `history` of each player's first move that let a won position go. */
  mistakes: { first?: number; second?: number };
  /** Set when a move of the request could not be replayed: the moves kept stop before it. */
  moveError?: string;
}

export interface ErrorReply {
  kind: "error";
  id: number;
  message: string;
  /** 1-based column of the bad token in the expression, when the parser names one. */
  column?: number;
}

export interface GamesReply {
  kind: "games";
  id: number;
  families: { name: string; usage: string; summary: string; examples: { label: string; expression: string; compound?: CompoundKind }[] }[];
  error?: string;
}

export type Reply = Snapshot | ErrorReply | GamesReply;

export type Request =
  | { kind: "state"; id: number; config: GameConfig; moves: string[] /** Let the computer move when it is its turn. */; autoplay: boolean }
  | { kind: "games"; id: number; name: string; source: string };
