import type { Game } from "../core/game.js";

/** The two Smith measures that decide conjunctive compounds. */
export type SmithKind = "remoteness" | "suspense";

/** A position seen by the generic engine, for work that has no closed form. @internal */
export interface EngineView<P = any> {
  game: Game<P>;
  position: P;
  /** The same position written back as a term of the expression language. */
  toTerm(p: P): Term;
}

/**
 * One summand of a position expression, e.g. `wythoff(8,4)`: what the analyser needs of
 * it. Closed forms where the game has them, the generic engine elsewhere. @internal
 */
export interface Term {
  /** The term in the expression language, e.g. `wythoff(8,4)`. */
  readonly text: string;
  /** The exact Grundy value; throws a GrundyError when it is out of reach. */
  grundy(): bigint;
  /** A closed-form normal-play test of a P-position, for games whose other values may be out of reach. */
  isP?(): boolean;
  /** Options whose Grundy value is `target`, at most `limit` of them; `complete` when none were left out. */
  movesTo(target: bigint, limit: number): { moves: Term[]; complete: boolean };
  /** The engine's view, for misère play and the Smith measures; throws a GrundyError when too large. */
  engine(): EngineView;
  /** Closed forms of a Smith measure and the optimal move (winner hurries/delays), when known. */
  smith?(kind: SmithKind): { value: number; move: Term | null };
  /** A closed-form misère outcome (true: the player to move wins), when known. */
  misereWins?(): boolean;
  /** For Nim terms: the heaps (sums of Nim terms are one Nim position). */
  readonly heaps?: readonly bigint[];
}
