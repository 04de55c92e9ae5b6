import { DEFAULT_BUDGET } from "../core/solver.js";
import { type Analysis, MAX_WRITTEN_COPIES, movedTerm, readTerms, solveOptions, type Term } from "../analyze/engine.js";
import { compoundEnded, type CompoundKind, compoundKind, KINDS } from "../core/compoundKinds.js";
import { PLAYS } from "../core/_internals/plays.js";
import type { Play } from "../core/outcome.js";
import { GrundyError, InputError, UserCodeError } from "../errors.js";
import { checkOption } from "../_internals/checks.js";
import { describeValue } from "../_internals/describeValue.js";
import type { Family } from "../games/family.js";
import { seededRandom } from "../_internals/random.js";
import type { Level, Move, MoveList, Played, Player } from "./move.js";
import { ended, positionKey } from "./_internals/components.js";
import { SessionEngine } from "./_internals/engine.js";
import { legalMoves, neutralOrder } from "./_internals/legalMoves.js";
import { PerfectPlayer } from "./_internals/perfect.js";
import { describedExample } from "./_internals/readDescribed.js";
import { readMove } from "./_internals/readMove.js";

export type { Level, Move, MoveList, Played, Player } from "./move.js";

/** Options of {@link PlaySession}: those of `analyze`, and the computer's level. */
export interface PlayOptions {
  /** 'normal' or 'misere' (sums only). @defaultValue 'normal' */
  play?: Play;
  /** How the components are played together. @defaultValue 'sum' */
  compound?: CompoundKind;
  /** User game families the expression may use. @defaultValue none */
  games?: readonly Family[];
  /** The most moves the engine may examine in valuing one move it weighs (a fresh budget for each move). @defaultValue 2,000,000 */
  budget?: number;
  /** How the computer plays. @defaultValue 'perfect' */
  level?: Level;
  /** Seed of the computer's random choices (random and weak levels). @defaultValue 1 */
  seed?: number;
  /**
   * Sums with a loopy game: the game ends as a draw when a position (the whole sum) occurs
   * for this many times in the line of play. Play on a finite graph that never ends must
   * repeat a position, so every game ends. @defaultValue 3
   */
  repetitions?: number;
}

interface State {
  terms: Term[];
  turn: number;
  /** The position's text, once written (as long as the position: a sum of 10^6 components is megabytes). */
  text?: string;
  /** Whether the compound has ended here (no legal move), once asked. */
  ended?: boolean;
}

const other = (p: Player): Player => (p === "first" ? "second" : "first");

/**
 * A game in progress against the computer: the position, whose turn it is, the history
 * (with undo and redo), the legal moves with their values, a hint, and the computer's
 * reply. Pure (no I/O): the terminal (`grundy play`) and the browser lab both drive it.
 *
 * The computer plays Smith's strategy: from a won position it wins as fast as the
 * compound allows, from a lost one it makes the game last as long as it can. Sums and
 * selective compounds are searched as one game when the engine can (its remoteness,
 * normal or misère); past its reach the closed forms decide (any winning move; from a
 * lost position, the first legal move). Conjunctive and every compounds move each
 * component by its remoteness or suspense (closed forms at any size where the family has
 * them).
 *
 * @example
 * const s = new PlaySession("nim(3,5)");
 * s.hint()?.text       // "nim(3,5) -> nim(3,3)"
 * s.move("nim(3,3)");
 * s.computerMove();    // the reply
 */
export class PlaySession {
  /** The expression as written back, e.g. `nim(3,5)`. */
  readonly start: string;
  readonly play: Play;
  readonly compound: CompoundKind;
  readonly level: Level;
  /** Sums with a loopy game: how many times a position may occur before the game is a draw. */
  readonly repetitions: number;
  /** Whether a component is a loopy game (then draws are possible). */
  readonly loopy: boolean;
  private state: State;
  private readonly past: { state: State; played: Played }[] = [];
  private future: { state: State; played: Played }[] = [];
  private readonly rng: () => number;
  private readonly engine: SessionEngine;
  private readonly perfect: PerfectPlayer;

  /**
   * @param expression - the start, e.g. `nim(3,5)` or `nim(1,2) + nim(3)`
   * @param options - play convention, compound, user families, the computer's level
   * @throws InputError for a malformed expression or option, GrundyError for misère play of a compound other than sum
   */
  constructor(expression: string, options: PlayOptions = {}) {
    if (typeof expression !== "string") throw new InputError('an expression (a string) such as "nim(3,5,7)"', describeValue(expression));
    this.play = checkOption("play", options.play, PLAYS) ?? "normal";
    this.compound = checkOption("compound", options.compound, KINDS) ?? "sum";
    this.level = options.level ?? "perfect";
    if (typeof this.level === "string" && this.level !== "perfect" && this.level !== "random")
      throw new InputError("a level: perfect, random or 0 to 10", describeValue(this.level));
    if (typeof this.level !== "string" && !(Number.isInteger(this.level) && this.level >= 0 && this.level <= 10)) {
      throw new InputError("a level: perfect, random or 0 to 10", describeValue(this.level));
    }
    const sum = compoundKind(this.compound).measure === "grundy";
    if (this.play === "misere" && !sum) throw new GrundyError(`misère play is for sums (compound sum), not ${this.compound}`);
    const budget = options.budget ?? DEFAULT_BUDGET;
    this.rng = seededRandom(options.seed ?? 1);
    this.repetitions = options.repetitions ?? 3;
    if (!(Number.isInteger(this.repetitions) && this.repetitions >= 2))
      throw new InputError("the option repetitions to be an integer, 2 or more", describeValue(options.repetitions));
    const terms = readTerms(expression, options.games, solveOptions({ budget }));
    const copied = terms.find((t) => t.copies > 1n);
    if (copied) throw new InputError(`at most ${MAX_WRITTEN_COPIES.toLocaleString("en-US")} copies of a term in a game to play (k*term)`, copied.text);
    this.loopy = terms.some((t) => t.loopy);
    if (this.loopy && this.play === "misere") throw new GrundyError("misère play of loopy games is not supported (normal play only)");
    if (this.loopy && !sum) throw new GrundyError(`loopy games are played in sums only (compound sum), not ${this.compound} compounds`);
    this.engine = new SessionEngine(this.play, this.compound, budget, options.games, this.loopy);
    this.perfect = new PerfectPlayer(this.engine);
    this.state = { terms, turn: 0 };
    this.start = this.position;
  }

  /** The current position, e.g. `nim(3,3)`. */
  get position(): string {
    this.state.text ??= this.state.terms.map((t) => t.text).join(" + ");
    return this.state.text;
  }

  /** The components of the position, in the expression language. */
  get components(): string[] {
    return this.state.terms.map((t) => t.text);
  }

  /** Whose turn it is. */
  get toMove(): Player {
    return this.state.turn % 2 === 0 ? "first" : "second";
  }

  /** The moves made so far, oldest first (undone moves are not in it). */
  get history(): readonly Played[] {
    return this.past.map((p) => p.played);
  }

  /** The analysis of the current position (outcome, values, winning moves), as `analyze` gives it. */
  analysis(): Analysis {
    return this.engine.analyze(this.state.terms);
  }

  /** 'N' when the player to move wins with perfect play, 'P' when they lose, 'D' when neither can force a win (loopy games). */
  outcome(): "N" | "P" | "D" {
    return this.analysis().outcome;
  }

  /** How many times the current position has occurred in the line of play (1 the first time). */
  occurrences(): number {
    const key = positionKey(this.state.terms);
    let n = 1;
    for (const p of this.past) if (positionKey(p.state.terms) === key) n++;
    return n;
  }

  /** Whether the game has ended in a draw: a sum with a loopy game whose position occurred `repetitions` times. */
  isDraw(): boolean {
    return this.loopy && this.occurrences() >= this.repetitions && !this.state.terms.every(ended);
  }

  /** Whether the game is over: no legal move (as the compound's table says: under conjunctive, as soon as one component has ended), or a draw by repetition ({@link isDraw}). */
  isOver(): boolean {
    if (this.isDraw()) return true;
    this.state.ended ??= compoundEnded(this.compound, this.state.terms.map(ended));
    return this.state.ended;
  }

  /** The winner once the game is over (normal play: whoever moved last; misère: the other), else null. */
  winner(): Player | null {
    if (!this.isOver() || this.isDraw()) return null;
    // the player to move cannot move: under normal play they lose
    return this.play === "normal" ? other(this.toMove) : this.toMove;
  }

  /** How the game ended: the winner, 'draw' (by repetition), or null while it goes on. */
  result(): Player | "draw" | null {
    if (this.isDraw()) return "draw";
    return this.winner();
  }

  /**
   * The legal moves, with their values for the player to move: the best ones first (the
   * winning ones, Smith's move), then the others in the games' order; or, with `order`
   * "neutral", the same list sorted by text (numbers as numbers), so that the order gives
   * nothing away (what `grundy play` and the lab show). Huge positions have more moves than
   * can be listed: at most `limit` (the best move always among them), and `complete` says
   * whether that is all.
   *
   * @param limit - the most moves to list @defaultValue 50
   * @param order - "best" first or "neutral" @defaultValue "best"
   */
  legalMoves(limit = 50, order: "best" | "neutral" = "best"): MoveList {
    if (this.isOver()) return { moves: [], complete: true };
    const list = legalMoves(this.engine, this.state.terms, this.perfectMove(), limit);
    return order === "neutral" ? { moves: neutralOrder(list.moves, this.state.terms.length), complete: list.complete } : list;
  }

  /** The move Smith's strategy makes for the player to move (null when the game is over). */
  private perfectMove(): Move | null {
    return this.perfect.move(this.state.terms, this.position, () => this.isOver());
  }

  /** The best move for the player to move (Smith's strategy), or null when the game is over. */
  hint(): Move | null {
    return this.perfectMove();
  }

  /**
   * Reads a move: the position after it (`nim(3,3)`, the whole expression), component
   * moves `nim(3,5) -> nim(3,3)` (several joined by ";"), or the move as the components'
   * views describe it (`bite at row 1, column 2`, or shorter: `bite 1,2`, `1 2`; see
   * `readsAs` in games/describedMove.ts), and checks it is legal.
   *
   * @throws InputError saying what was expected
   */
  parseMove(text: string): Move {
    if (this.isOver()) throw new InputError("no move: the game is over", text);
    return readMove(this.engine, this.state.terms, text);
  }

  /**
   * A move of the position as its views describe moves, and its numbers alone, as a user may
   * type it: e.g. `"bite at row 1, column 2" or "1 2"`; undefined when no component's view
   * describes its moves (or the game is over).
   */
  describedExample(): string | undefined {
    return this.isOver() ? undefined : describedExample(this.state.terms);
  }

  /** Applies a move made by the player to move. */
  private apply(move: Move): Move {
    const by = this.toMove;
    let fromWon: boolean | undefined;
    try {
      fromWon = this.outcome() === "N";
    } catch (e) {
      if (!(e instanceof GrundyError) || e instanceof UserCodeError) throw e;
    }
    const terms = this.state.terms.slice();
    for (const p of move.parts) terms[p.component] = movedTerm(p);
    const best = fromWon === true && move.wins === false ? this.perfectMove() : null;
    const played: Played = { by, move, position: move.position, before: this.position, ...(fromWon !== undefined ? { fromWon } : {}), ...(best ? { best } : {}) };
    this.past.push({ state: this.state, played });
    this.future = [];
    this.state = { terms, turn: this.state.turn + 1 };
    return move;
  }

  /**
   * Plays a move for the player to move, written as {@link parseMove} reads it.
   *
   * @returns the move made
   * @throws InputError for an illegal or malformed move (the game is unchanged)
   */
  move(text: string): Move {
    return this.apply(this.parseMove(text));
  }

  /** Plays a move already listed by {@link legalMoves} or {@link hint}. */
  playMove(move: Move): Move {
    return this.apply(move);
  }

  /** The computer's move at its level, played; null when the game is over. */
  computerMove(): Move | null {
    if (this.isOver()) return null;
    const perfect = this.level === "perfect" || (typeof this.level === "number" && this.rng() * 10 < this.level);
    if (perfect) {
      const m = this.perfectMove();
      return m && this.apply(m);
    }
    const { moves } = this.legalMoves(200);
    const m = moves[Math.floor(this.rng() * moves.length)];
    return m ? this.apply(m) : null;
  }

  /** Takes back the last move; false when there is none. */
  undo(): boolean {
    return this.travel(this.past, this.future);
  }

  /** Plays again the last move taken back; false when there is none. */
  redo(): boolean {
    return this.travel(this.future, this.past);
  }

  /** Moves one step of history from `from` to `to` (undo: past to future; redo: back). */
  private travel(from: { state: State; played: Played }[], to: { state: State; played: Played }[]): boolean {
    const step = from.pop();
    if (!step) return false;
    to.push({ state: this.state, played: step.played });
    this.state = step.state;
    return true;
  }

  /** The first move by `player` that let a won position go (from N to a move that does not win), if any. */
  firstMistake(player: Player): Played | undefined {
    return this.history.find((h) => h.by === player && h.fromWon === true && h.move.wins === false);
  }
}
