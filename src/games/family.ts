import type { Game, GameSpec } from "../core/game.js";
import type { SearchBudget } from "../core/solver.js";
import type { HeapRules } from "../heap/heapRules.js";
import type { LawTheorem } from "../pattern/theorem.js";
import type { Grid } from "./grid.js";
import type { View } from "./view.js";
import type { SearchFace } from "./searchFace.js";
import type { TableFace } from "./tableFace.js";
import type { Args } from "./args.js";

/** The two Smith measures that decide conjunctive compounds: remoteness (conjunctive) and suspense (Every-SG). */
export type { SmithKind } from "../core/compound.js";
import type { SmithKind } from "../core/compound.js";

/** A heap game's position as its rules and heaps (see {@link ClosedForms.takeAndBreakHeaps}). */
export interface TakeAndBreakHeaps<P> {
  readonly rules: HeapRules;
  readonly heaps: readonly bigint[];
  /** The position of these heaps by the same rules. */
  at(heaps: readonly bigint[]): P;
}

/** Options of a position whose Grundy value is a target: at most `limit` of them, `complete` when none was left out. */
export interface MovesTo<P> {
  moves: P[];
  complete: boolean;
}

/**
 * Expressions that show a family off, in the position language: the lab's Explore page offers
 * them as examples and starts from them (its analyse box from a sum of the first single
 * games, its Laws from the first one-variable expression, in the registry's order).
 */
export interface FamilyExamples {
  /** Optional. Positions or sums to analyse, as `grundy analyze` reads them, e.g. "wythoff(8,4)"; a single game first. */
  readonly analyze?: readonly string[];
  /** Optional. Expressions with one or two free variables (`n`; `a`, `b`) whose law `grundy pattern` finds, e.g. "wythoff(a,b)". */
  readonly pattern?: readonly string[];
}

/**
 * What a family may know in closed form. Every member is optional (marked so below), and may return
 * `undefined` for a position it does not decide: the analyser then asks the engine game
 * (`Family.game`), within the analysis's one search budget. A closed form answers at any
 * size; it throws a GrundyError when a value is out of everyone's reach.
 */
export interface ClosedForms<P> {
  /**
   * Optional. The exact Grundy value. A family with a search of its own (Cram's boards past
   * the engine) spends one unit of `budget` for each position it expands, and throws a
   * GrundyError once the budget is spent; without one it keeps to a bound of its own.
   */
  grundy?(position: P, budget?: SearchBudget): bigint | undefined;
  /** Optional. Whether the position is a P-position (normal play), for games whose other values may be out of reach. */
  isP?(position: P): boolean | undefined;
  /** Optional. Options whose Grundy value is `target`, at most `limit` of them (`budget` as for {@link grundy}). */
  movesTo?(position: P, target: bigint, limit: number, budget?: SearchBudget): MovesTo<P> | undefined;
  /** Optional. The misère outcome of the position alone: true when the player to move wins. */
  misereWins?(position: P): boolean | undefined;
  /** Optional. Remoteness or suspense, and the move Smith's strategy makes (winner hurries/delays), null at the end. */
  smith?(position: P, kind: SmithKind): { value: number; move: P | null } | undefined;
  /** Optional. Whether `to` is an option of `from` (one move), for positions too large to list their options. */
  isOption?(from: P, to: P): boolean | undefined;
  /** Optional. For Nim positions: the heaps (a sum of Nim positions is one Nim position, decided by Bouton at any size). */
  nimHeaps?(position: P): readonly bigint[] | undefined;
  /**
   * Optional. For heap games: the rules, the heaps, and the position of other heaps by the same
   * rules (a misère sum of one game's heaps is decided by its misère quotient).
   */
  takeAndBreakHeaps?(position: P): TakeAndBreakHeaps<P> | undefined;
}

/**
 * A game family of the position language, e.g. `wythoff(a,b)`: one record that says how a
 * call is written and read, how a position prints, the rules (an engine game) and the
 * closed forms. The registry lists the built-in families; `analyze`, `seq`, `play`, the
 * help texts and the README read it.
 */
export interface Family<P = any> extends ClosedForms<P> {
  /** Required. The name of a call, e.g. "wythoff". Names are matched ignoring case, "_", "-" and "'". */
  readonly name: string;
  /** Required (may be empty; {@link defineFamily} defaults it to none). Other names for the same family, e.g. "grundys" for "grundy". */
  readonly aliases: readonly string[];
  /** Required. How a call is written, e.g. "wythoff(a,b)". */
  readonly usage: string;
  /** Required ({@link defineFamily} defaults it to the usage). One sentence for people. */
  readonly summary: string;
  /** Required. The rules: an engine game whose positions the family reads and prints (one position type, exact). */
  readonly game: Game<P>;
  /**
   * Required. Reads the arguments of a call into a position; throws an InputError naming the
   * column. {@link defineFamily} makes it from a spec's `parse(bigint[])` (the one adapter
   * between a user's record and this contract); built-ins whose calls have sections, strings
   * or sets (strip, chomp, heap, subtraction, subadd, digraph) write it directly.
   */
  read(args: Args): P;
  /** Required. Writes a position back as a call, e.g. `wythoff(7,4)`. */
  print(position: P): string;
  /** Optional. For heap games with fixed rules: the rules (`grundy seq` reads them by the family's name). */
  readonly rules?: HeapRules;
  /** Optional. How a position is drawn and a move described (the lab and `grundy play` read it; see ./view.ts): without it, moves are listed as text. */
  readonly view?: View<P>;
  /** Optional. How `grundy solve <name>` values one large position by the search (see ./searchFace.ts): the subcommand is generated from it. */
  readonly search?: SearchFace<P>;
  /** Optional. How `grundy solve <name>` solves a whole game, every position, into a table (see ./tableFace.ts): the subcommand is generated from it. */
  readonly table?: TableFace;
  /**
   * Optional, built-ins only ({@link defineFamily} drops it: a theorem is a claim of proof).
   * For a position read with one argument set to `variable` (a value no one types), the
   * theorem that proves a period of the Grundy values of that position as the argument runs
   * over 0, 1, 2, … (the rest fixed); undefined when none applies. `grundy pattern "strip(n)"`
   * proves its period with it.
   */
  lineTheorem?(position: P, variable: bigint): LawTheorem | undefined;
  /** Optional. Expressions that show the family off (see {@link FamilyExamples}): the lab's Explore page offers them and starts from them. */
  readonly examples?: FamilyExamples;
  /** Optional. The positions as points (x, y) of a plane and their values row after row (see ./grid.ts): `grundy plot <name>` and the lab's heat map draw it. */
  readonly grid?: Grid;
}

/** What {@link defineFamily} takes: a family's name, usage, rules, and how calls are read and printed. */
export interface FamilySpec<P> extends ClosedForms<P> {
  /** The name used in expressions, e.g. "moore2": a letter, then letters, digits or "_". */
  name: string;
  /** Other names for it. @defaultValue none */
  aliases?: readonly string[];
  /** How a call is written, e.g. "moore2(h1,h2,…)" (shown in errors and help). */
  usage: string;
  /** One sentence for people. @defaultValue the usage */
  summary?: string;
  /** The rules: a game from {@link defineGame}, or the spec `defineGame` takes. */
  game: Game<P> | GameSpec<P>;
  /** The call's integer arguments, in order, to a position; throw an InputError for bad ones. */
  parse(args: bigint[]): P;
  /** A position back as a call, e.g. `moore2(1,2,3)`. */
  print(position: P): string;
  /** How a position is drawn on one of the generic boards, a move described, the rule and example starts. @defaultValue none (moves listed as text) */
  view?: View<P>;
}
