import {
  analyzeTerms,
  COMPOUNDS,
  componentMove,
  gammaOutcome,
  movedTerm,
  PLAYS,
  readTerms,
  solveOptions,
  sumGamma,
  type Analysis,
  type ComponentMove,
} from "../analyze/analyze.js";
import { Term } from "../analyze/term.js";
import type { CompoundKind } from "../core/compound.js";
import { defineGame, type Game, type Key } from "../core/game.js";
import { MISERE_REMOTENESS, REMOTENESS } from "../core/measures.js";
import type { Play } from "../core/outcome.js";
import { solveLoopy } from "../core/loopy.js";
import { evaluate, type SolveOptions } from "../core/solver.js";
import { checkOption, describeValue, GrundyError, InputError } from "../errors.js";
import type { Family } from "../games/family.js";
import { seededRandom } from "../_internals/random.js";

/** The two players: `first` moves at the start. */
export type Player = "first" | "second";

/** How the computer plays: perfectly, uniformly at random, or perfectly with probability k/10. */
export type Level = "perfect" | "random" | number;

/** Options of {@link PlaySession}: those of `analyze`, and the computer's level. */
export interface PlayOptions {
  /** 'normal' or 'misere' (sums only). @defaultValue 'normal' */
  play?: Play;
  /** How the components are played together. @defaultValue 'sum' */
  compound?: CompoundKind;
  /** User game families the expression may use. @defaultValue none */
  games?: readonly Family[];
  /** The most moves the engine may examine for one decision (a fresh budget each time). @defaultValue 2,000,000 */
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

/** A legal move, written in the expression language, with its value for the player who makes it. */
export interface Move {
  /** The component moves, e.g. `[{ component: 0, from: "wythoff(8,4)", to: "wythoff(7,4)" }]`. */
  parts: ComponentMove[];
  /** The move as text: `wythoff(8,4) -> wythoff(7,4)`, several component moves joined by "; ". */
  text: string;
  /** The whole position after it, e.g. `wythoff(7,4)`. */
  position: string;
  /** True when it wins for the player who makes it (it leaves a lost position); undefined when out of reach. */
  wins?: boolean;
  /** Sums with a loopy game: true when the position it leaves is a draw with best play. */
  draws?: boolean;
  /** Conjunctive compounds: the remoteness of the position it leaves. */
  remoteness?: number;
  /** Every compounds: the suspense of the position it leaves. */
  suspense?: number;
}

/** One move made, in order. */
export interface Played {
  by: Player;
  move: Move;
  /** The position it left. */
  position: string;
  /** The position before it. */
  before: string;
  /** Whether the mover's position before it was won (N), when known: a move from a won position that does not win lets the win go. */
  fromWon?: boolean;
  /** When it let a won position go: the move that would have won (Smith's). */
  best?: Move;
}

/** Legal moves, at most a limit of them; `complete` when none was left out. */
export interface MoveList {
  moves: Move[];
  complete: boolean;
}

interface State {
  terms: Term[];
  turn: number;
}

const other = (p: Player): Player => (p === "first" ? "second" : "first");

/** Splits text at a separator outside parentheses, braces and quotes. */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "(" || ch === "{") depth++;
    else if (ch === ")" || ch === "}") depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim());
}

/** Options of a component listed for play: at most this many per component. */
const OPTIONS_SCANNED = 2_000_000;

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
 * const s = new PlaySession("wythoff(8,4)");
 * s.hint()?.text       // "wythoff(8,4) -> wythoff(7,4)"
 * s.play("wythoff(7,4)");
 * s.computerMove();    // the reply
 */
export class PlaySession {
  /** The expression as written back, e.g. `wythoff(8,4)`. */
  readonly start: string;
  readonly play: Play;
  readonly compound: CompoundKind;
  readonly level: Level;
  private state: State;
  private readonly past: { state: State; played: Played }[] = [];
  private future: { state: State; played: Played }[] = [];
  private readonly rng: () => number;
  private readonly budget: number;
  private readonly games: readonly Family[] | undefined;
  private readonly cache = new Map<string, Analysis>();
  private readonly values = new Map<string, unknown>();
  private searchGame: Game<unknown[]> | undefined;
  /** Smith's move at each position met (the search is made once per position). */
  private readonly perfect = new Map<string, Move | null>();
  /** Sums with a loopy game: how many times a position may occur before the game is a draw. */
  readonly repetitions: number;
  /** Whether a component is a loopy game (then draws are possible). */
  readonly loopy: boolean;
  /** Sums with a loopy game: the whole sum was past the search's budget once (γ decides from then on). */
  private productTooLarge = false;

  /**
   * @param expression - the start, e.g. `wythoff(8,4)` or `euclid(3,2) + euclid(5,3)`
   * @param options - play convention, compound, user families, the computer's level
   * @throws InputError for a malformed expression or option, GrundyError for misère play of a compound other than sum
   */
  constructor(expression: string, options: PlayOptions = {}) {
    if (typeof expression !== "string") throw new InputError('an expression (a string) such as "nim(3,5,7)"', describeValue(expression));
    this.play = checkOption("play", options.play, PLAYS) ?? "normal";
    this.compound = checkOption("compound", options.compound, COMPOUNDS) ?? "sum";
    this.level = options.level ?? "perfect";
    if (typeof this.level === "string" && this.level !== "perfect" && this.level !== "random")
      throw new InputError("a level: perfect, random or 0 to 10", describeValue(this.level));
    if (typeof this.level !== "string" && !(Number.isInteger(this.level) && this.level >= 0 && this.level <= 10)) {
      throw new InputError("a level: perfect, random or 0 to 10", describeValue(this.level));
    }
    if (this.play === "misere" && this.compound !== "sum") throw new GrundyError(`misère play is for sums (compound sum), not ${this.compound}`);
    this.budget = options.budget ?? 2_000_000;
    this.games = options.games;
    this.rng = seededRandom(options.seed ?? 1);
    this.repetitions = options.repetitions ?? 3;
    if (!(Number.isInteger(this.repetitions) && this.repetitions >= 2))
      throw new InputError("the option repetitions to be an integer, 2 or more", describeValue(options.repetitions));
    const terms = readTerms(expression, this.games, this.solve());
    this.loopy = terms.some((t) => t.loopy);
    if (this.loopy && this.play === "misere") throw new GrundyError("misère play of loopy games is not supported (normal play only)");
    if (this.loopy && this.compound !== "sum") throw new GrundyError(`loopy games are played in sums only (compound sum), not ${this.compound} compounds`);
    this.state = { terms, turn: 0 };
    this.start = this.position;
  }

  /** A fresh budget for one decision; the engine's tables stay, so later decisions are quick. */
  private solve(): SolveOptions {
    return solveOptions({ budget: this.budget });
  }

  /** The current position, e.g. `wythoff(7,4)`. */
  get position(): string {
    return this.state.terms.map((t) => t.text).join(" + ");
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
    return this.analyze(this.state.terms);
  }

  private analyze(terms: Term[], maxMoves = 50): Analysis {
    const key = `${maxMoves}|${terms.map((t) => t.text).join(" + ")}`;
    let a = this.cache.get(key);
    if (!a) {
      const solve = this.solve();
      a = analyzeTerms(
        terms.map((t) => new Term(t.family, t.position, solve)),
        { play: this.play, compound: this.compound, maxMoves },
        solve,
      );
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(key, a);
    }
    return a;
  }

  /** 'N' when the player to move wins with perfect play, 'P' when they lose, 'D' when neither can force a win (loopy games). */
  outcome(): "N" | "P" | "D" {
    return this.analysis().outcome;
  }

  /** The key of a whole position (equal positions, equal keys). */
  private static keyOf(terms: readonly Term[]): string {
    return terms.map((t) => `${t.family.name}:${String(t.family.game.key(t.position))}`).join(" + ");
  }

  /** How many times the current position has occurred in the line of play (1 the first time). */
  occurrences(): number {
    const key = PlaySession.keyOf(this.state.terms);
    let n = 1;
    for (const p of this.past) if (PlaySession.keyOf(p.state.terms) === key) n++;
    return n;
  }

  /** Whether the game has ended in a draw: a sum with a loopy game whose position occurred `repetitions` times. */
  isDraw(): boolean {
    return this.loopy && this.occurrences() >= this.repetitions && !this.state.terms.every(PlaySession.ended);
  }

  /** Whether a component has no move left. */
  private static ended(t: Term): boolean {
    return t.anyMove() === null;
  }

  /** Whether the game is over: no legal move (under conjunctive: as soon as one component has ended), or a draw by repetition ({@link isDraw}). */
  isOver(): boolean {
    if (this.isDraw()) return true;
    const ended = this.state.terms.map(PlaySession.ended);
    return this.compound === "conjunctive" ? ended.some(Boolean) || ended.length === 0 : ended.every(Boolean);
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

  /** The terms that must move under the compound (all of them for conjunctive, the unfinished ones for every). */
  private movers(terms: Term[]): number[] {
    return terms.flatMap((t, i) => (PlaySession.ended(t) ? [] : [i]));
  }

  /** The options of one component, lazily, at most `most`. */
  private *options(t: Term, most = OPTIONS_SCANNED): Generator<Term> {
    let n = 0;
    for (const o of t.family.game.moves(t.position)) {
      if (++n > most) return;
      yield t.at(o);
    }
  }

  /** Builds a move from component moves (index → new term) on the current terms, with its value. */
  private makeMove(changes: Map<number, Term>, withValue = true): Move {
    const terms = this.state.terms;
    const after = terms.map((t, i) => changes.get(i) ?? t);
    const parts: ComponentMove[] = [...changes.entries()].sort((a, b) => a[0] - b[0]).map(([i, to]) => componentMove(terms, i, to));
    const move: Move = {
      parts,
      text: parts.map((p) => `${p.from} -> ${p.to}`).join("; "),
      position: after.map((t) => t.text).join(" + "),
    };
    if (withValue) {
      try {
        const v = this.valueAfter(after);
        if (v.wins !== undefined) move.wins = v.wins;
        if (v.draws) move.draws = true;
        if (v.remoteness !== undefined) move.remoteness = v.remoteness;
        if (v.suspense !== undefined) move.suspense = v.suspense;
      } catch (e) {
        if (!(e instanceof GrundyError)) throw e;
      }
    }
    return move;
  }

  /** A value of one term, memoised by its text (the same position, the same value). */
  private memo<T>(what: string, t: Term, f: () => T): T {
    const key = `${what}|${t.text}`;
    if (this.values.has(key)) return this.values.get(key) as T;
    const v = f();
    if (this.values.size > 100_000) this.values.clear();
    this.values.set(key, v);
    return v;
  }

  /**
   * The value of the position a move leaves, for the player who made it: whether it wins
   * (the position left is lost for the opponent), and the remoteness or suspense that
   * decides conjunctive and every compounds. Component values are memoised, so the many
   * moves of a long list cost one new component value each.
   */
  private valueAfter(after: Term[]): { wins?: boolean; draws?: boolean; remoteness?: number; suspense?: number } {
    switch (this.compound) {
      case "sum": {
        if (this.loopy) {
          const o = gammaOutcome(sumGamma(after.map((t) => this.memo("gamma", t, () => t.gamma()))));
          return { wins: o === "P", draws: o === "D" };
        }
        if (this.play === "misere") return { wins: this.analyze(after, 0).outcome === "P" };
        if (after.length === 1) {
          const p = this.memo("isP", after[0]!, () => after[0]!.closedIsP());
          if (p !== undefined) return { wins: p };
        }
        return { wins: after.reduce((x, t) => x ^ this.memo("grundy", t, () => t.grundy()), 0n) === 0n };
      }
      case "selective":
        return { wins: after.every((t) => this.memo("isP", t, () => t.isP())) };
      case "conjunctive": {
        const r = Math.min(...after.map((t) => this.memo("remoteness", t, () => t.smith("remoteness").value)));
        return { wins: r % 2 === 0, remoteness: r };
      }
      case "every": {
        const s = Math.max(0, ...after.map((t) => this.memo("suspense", t, () => t.smith("suspense").value)));
        return { wins: s % 2 === 0, suspense: s };
      }
    }
  }

  /**
   * The legal moves, with their values for the player to move: the best ones first (the
   * winning ones, Smith's move), then the others in the games' order. Huge positions have
   * more moves than can be listed: at most `limit`, and `complete` says whether that is all.
   *
   * @param limit - the most moves to list @defaultValue 50
   */
  legalMoves(limit = 50): MoveList {
    if (this.isOver()) return { moves: [], complete: true };
    const terms = this.state.terms;
    const seen = new Set<string>();
    const moves: Move[] = [];
    let full = false; // a new move was found past the limit
    /** Lists a move unless it is listed already; false once the list is full. */
    const add = (changes: Map<number, Term>): boolean => {
      // the same position written two ways (nim(1,2) and nim(2,1)) is one move
      const position = terms.map((t, i) => String(t.family.game.key((changes.get(i) ?? t).position))).join(" + ");
      if (seen.has(position)) return true;
      if (moves.length >= limit) {
        full = true;
        return false;
      }
      seen.add(position);
      moves.push(this.makeMove(changes));
      return true;
    };
    const best = this.perfectMove();
    if (best) add(changesOf(best));
    if (this.compound === "sum" || this.compound === "selective") {
      // one component at a time (selective: any set of them is legal too, but not listed)
      all: for (let i = 0; i < terms.length; i++) {
        for (const o of this.options(terms[i]!)) if (!add(new Map([[i, o]]))) break all;
      }
      const moving = this.movers(terms).length;
      return { moves, complete: !full && !(this.compound === "selective" && moving > 1) };
    }
    // every mover moves: Smith's move with one component varied at a time
    const movers = this.movers(terms);
    const base = best ? changesOf(best) : new Map<number, Term>();
    let product = 1;
    all: for (const i of movers) {
      const distinct = new Set<string>();
      for (const o of this.options(terms[i]!)) {
        distinct.add(String(o.family.game.key(o.position)));
        const changes = new Map(base);
        changes.set(i, o);
        if (changes.size === movers.length && !add(changes)) break all;
      }
      product *= distinct.size;
    }
    return { moves, complete: !full && product <= moves.length };
  }

  /** The move Smith's strategy makes for the player to move (null when the game is over). */
  private perfectMove(): Move | null {
    const key = this.position;
    if (this.perfect.has(key)) return this.perfect.get(key)!;
    const m = this.findPerfectMove();
    if (this.perfect.size > 10_000) this.perfect.clear();
    this.perfect.set(key, m);
    return m;
  }

  private findPerfectMove(): Move | null {
    if (this.isOver()) return null;
    const terms = this.state.terms;
    if (this.compound === "conjunctive" || this.compound === "every") {
      const a = this.analysis();
      return a.move && a.move.length > 0 ? this.makeMove(new Map(a.move.map((m) => [m.component, movedTerm(m)]))) : null;
    }
    if (this.loopy) return this.loopyMove(terms);
    // sums and selective compounds: the remoteness of the whole game, where the engine reaches
    const searched = this.searchedMove(terms);
    if (searched) return searched;
    const a = this.analysis();
    const winning = a.winningMoves?.[0];
    if (a.outcome === "N") {
      if (winning) return this.makeMove(new Map([[winning.component, movedTerm(winning)]]));
      if (a.move && a.move.length > 0) return this.makeMove(new Map(a.move.map((m) => [m.component, movedTerm(m)])));
    }
    // lost (or no winning move within reach): the first legal move
    for (let i = 0; i < terms.length; i++) {
      const m = terms[i]!.anyMove();
      if (m) return this.makeMove(new Map([[i, m]]));
    }
    return null;
  }

  /**
   * The perfect move in a sum with a loopy game. Where the engine reaches, the whole sum is
   * one loopy game and its retrograde solve decides: from a win, the losing option of least
   * remoteness; from a loss, the option of greatest remoteness; from a draw, a drawn option.
   * Past its reach, γ decides (the analysis's first winning or draw-keeping move, whose
   * Fraenkel–Yesha counters make sure the win arrives); from a loss, the first legal move.
   */
  private loopyMove(terms: Term[]): Move | null {
    if (!this.productTooLarge) {
      try {
        return this.productMove(terms);
      } catch (e) {
        if (!(e instanceof GrundyError)) throw e;
        // past the budget once: the positions ahead are as many, leave them to γ from now on
        this.productTooLarge = true;
      }
    }
    const a = this.analysis();
    const m = a.outcome === "N" ? a.winningMoves?.[0] : a.outcome === "D" ? a.drawingMoves?.[0] : undefined;
    if (m) return this.makeMove(new Map([[m.component, movedTerm(m)]]));
    for (let i = 0; i < terms.length; i++) {
      const any = terms[i]!.anyMove();
      if (any) return this.makeMove(new Map([[i, any]]));
    }
    return null;
  }

  /** The perfect move found by solving the whole sum as one loopy game (a GrundyError past a quarter of the budget). */
  private productMove(terms: Term[]): Move | null {
    this.searchGame ??= compoundGame(terms, "sum", true);
    const game = this.searchGame;
    const { graph, at } = solveLoopy(
      game,
      terms.map((t) => t.position as unknown),
      solveOptions({ budget: Math.ceil(this.budget / 4) }),
    );
    const r = graph.remoteness[at]!;
    let best = -1;
    let bestR = 0;
    for (let e = graph.succStart[at]!; e < graph.succStart[at + 1]!; e++) {
      const w = graph.succ[e]!;
      const rw = graph.remoteness[w]!;
      // a draw keeps the draw; a win goes to the lost option nearest the end; a loss lasts longest
      const better = r < 0 ? rw < 0 && best < 0 : r % 2 === 1 ? rw >= 0 && rw % 2 === 0 && (best < 0 || rw < bestR) : best < 0 || rw > bestR;
      if (better) [best, bestR] = [w, rw];
    }
    if (best >= 0) {
      const chosen = graph.positions[best]!;
      const changes = new Map<number, Term>();
      terms.forEach((t, i) => {
        if (t.family.game.key(chosen[i]) !== t.family.game.key(t.position)) changes.set(i, t.at(chosen[i]));
      });
      if (changes.size === 0) {
        // the position comes back: a component moved to itself (a loop)
        const i = terms.findIndex((t) => [...t.family.game.moves(t.position)].some((o) => t.family.game.key(o) === t.family.game.key(t.position)));
        if (i >= 0) changes.set(i, terms[i]!);
      }
      return this.makeMove(changes);
    }
    return null;
  }

  /** Smith's move found by searching the whole position as one game (sums and selective compounds); null past the engine's reach. */
  private searchedMove(terms: Term[]): Move | null {
    // one game for the session, so that its tables (memoised values) serve every decision
    this.searchGame ??= compoundGame(terms, this.compound);
    const game = this.searchGame;
    const measure = this.play === "misere" ? MISERE_REMOTENESS : REMOTENESS;
    // normal play: odd ⇔ the mover wins; misère: even ⇔ the mover wins (0 is a win)
    const winsAt = (v: number): boolean => (this.play === "misere" ? v % 2 === 0 : v % 2 === 1);
    const start = terms.map((t) => t.position as unknown);
    // a root with more than √budget options is past any search of the budget (each option
    // has about as many): leave it to the closed forms at once
    let count = 0;
    const most = Math.sqrt(this.budget);
    for (const _ of game.moves(start)) if (++count > most) return null;
    try {
      // a search of its own, an eighth of the budget: past it the closed forms answer at once
      const options = solveOptions({ budget: Math.ceil(this.budget / 8) });
      const v = evaluate(game, start, measure, options);
      let best: unknown[] | null = null;
      let bestV = 0;
      for (const o of game.moves(start)) {
        const w = evaluate(game, o, measure, options);
        const better = winsAt(v) ? !winsAt(w) && (best === null || w < bestV) : best === null || w > bestV;
        if (better) [best, bestV] = [o, w];
      }
      if (best === null) return null;
      const chosen = best;
      const changes = new Map<number, Term>();
      terms.forEach((t, i) => {
        if (t.family.print(chosen[i]) !== t.text) changes.set(i, t.at(chosen[i]));
      });
      return this.makeMove(changes);
    } catch (e) {
      if (e instanceof GrundyError) return null;
      throw e;
    }
  }

  /** The best move for the player to move (Smith's strategy), or null when the game is over. */
  hint(): Move | null {
    return this.perfectMove();
  }

  /**
   * Reads a move: the position after it (`wythoff(7,4)`, the whole expression), or component
   * moves `wythoff(8,4) -> wythoff(7,4)` (several joined by ";"), and checks it is legal.
   *
   * @throws InputError saying what was expected
   */
  parseMove(text: string): Move {
    if (this.isOver()) throw new InputError("no move: the game is over", text);
    const terms = this.state.terms;
    const changes = new Map<number, Term>();
    const solve = this.solve();
    const read = (src: string, what: string): Term[] => {
      try {
        return readTerms(src, this.games, solve);
      } catch (e) {
        if (e instanceof InputError) throw new InputError(`${what} (${e.message})`, src);
        throw e;
      }
    };
    if (text.includes("->")) {
      for (const part of splitTop(text, ";")) {
        const [from, to, extra] = splitTop(part, "->");
        if (from === undefined || to === undefined || extra !== undefined) throw new InputError("a move written from -> to, e.g. wythoff(8,4) -> wythoff(7,4)", part);
        const [f] = read(from, "a component before ->");
        const [t] = read(to, "a position after ->");
        const i = terms.findIndex((x, k) => !changes.has(k) && x.text === f!.text);
        if (i < 0) throw new InputError(`a component of the position (${this.components.join(", ")})`, f!.text);
        if (t!.family !== terms[i]!.family) throw new InputError(`a position of the same game as ${terms[i]!.text}`, t!.text);
        changes.set(i, new Term(t!.family, t!.position, terms[i]!.options));
      }
    } else {
      const after = read(text, "a move number, a position or from -> to");
      if (after.length !== terms.length) throw new InputError(`a position of ${terms.length} component${terms.length > 1 ? "s" : ""} (e.g. ${this.position})`, text);
      after.forEach((t, i) => {
        if (t.family !== terms[i]!.family) throw new InputError(`${terms[i]!.text} or one of its options at component ${i + 1}`, t.text);
        // a component written in another order (kayles(5,3) for kayles(3,5)) is unchanged
        const game = t.family.game;
        if (t.text !== terms[i]!.text && game.key(t.position) !== game.key(terms[i]!.position)) changes.set(i, new Term(t.family, t.position, terms[i]!.options));
      });
    }
    for (const [i, to] of changes) {
      if (!this.isOption(terms[i]!, to)) throw new InputError(`a legal move of ${terms[i]!.text} (type "moves" for the list)`, `${terms[i]!.text} -> ${to.text}`);
    }
    const movers = this.movers(terms);
    const changed = [...changes.keys()];
    const rule =
      this.compound === "sum"
        ? changed.length === 1
          ? null
          : "a move in exactly one component"
        : this.compound === "selective"
          ? changed.length >= 1
            ? null
            : "a move in at least one component"
          : movers.every((i) => changes.has(i)) && changed.length === movers.length
            ? null
            : this.compound === "every"
              ? `a move in every unfinished component (${movers.map((i) => terms[i]!.text).join(", ")})`
              : "a move in every component";
    if (rule) throw new InputError(rule, text);
    return this.makeMove(changes);
  }

  private isOption(from: Term, to: Term): boolean {
    const closed = from.family.isOption?.(from.position, to.position);
    if (closed !== undefined) return closed;
    // by the key: equal keys are the same position (written with its heaps in another order, say)
    const game = from.family.game;
    const key = game.key(to.position);
    let n = 0;
    for (const o of game.moves(from.position)) {
      if (game.key(o) === key) return true;
      if (++n > OPTIONS_SCANNED) throw new InputError(`a move found among the first ${OPTIONS_SCANNED.toLocaleString("en-US")} options of ${from.text}`, to.text);
    }
    return false;
  }

  /** Applies a move made by the player to move. */
  private apply(move: Move): Move {
    const by = this.toMove;
    let fromWon: boolean | undefined;
    try {
      fromWon = this.outcome() === "N";
    } catch (e) {
      if (!(e instanceof GrundyError)) throw e;
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
    const last = this.past.pop();
    if (!last) return false;
    this.future.push({ state: this.state, played: last.played });
    this.state = last.state;
    return true;
  }

  /** Plays again the last move taken back; false when there is none. */
  redo(): boolean {
    const next = this.future.pop();
    if (!next) return false;
    this.past.push({ state: this.state, played: next.played });
    this.state = next.state;
    return true;
  }

  /** The first move by `player` that let a won position go (from N to a move that does not win), if any. */
  firstMistake(player: Player): Played | undefined {
    return this.history.find((h) => h.by === player && h.fromWon === true && h.move.wins === false);
  }
}

function changesOf(move: Move): Map<number, Term> {
  return new Map(move.parts.map((p) => [p.component, movedTerm(p)]));
}

/** The whole position as one engine game on tuples, under a sum or a selective compound. */
function compoundGame(terms: Term[], kind: CompoundKind, loopy = false): Game<unknown[]> {
  const games = terms.map((t) => t.family.game);
  return defineGame<unknown[]>({
    name: kind,
    loopy,
    moves: function* (t) {
      if (kind === "sum") {
        for (let i = 0; i < games.length; i++) {
          for (const o of games[i]!.moves(t[i])) {
            const next = t.slice();
            next[i] = o;
            yield next;
          }
        }
        return;
      }
      // selective: any non-empty set of components, each moved
      const opts = t.map((p, i) => [p, ...games[i]!.moves(p)]);
      const pick = t.map(() => 0);
      for (;;) {
        let i = 0;
        while (i < pick.length && pick[i] === opts[i]!.length - 1) pick[i++] = 0;
        if (i === pick.length) return;
        pick[i]!++;
        yield pick.map((k, j) => opts[j]![k]);
      }
    },
    key: (t) => t.map((p, i) => String(games[i]!.key(p) as Key)).join("|"),
  });
}
