import type { CompoundPart } from "../../core/_internals/decideCompound.js";
import { enginePart } from "../../core/_internals/enginePart.js";
import type { SmithKind } from "../../core/compoundKinds.js";
import type { Key } from "../../core/game.js";
import { gamma, type InfiniteGamma, loopyOrder, solveLoopy } from "../../core/loopy.js";
import { DEFAULT_BUDGET, SearchBudget, type SolveOptions } from "../../core/solver.js";
import { GrundyError, UserCodeError } from "../../errors.js";
import type { Family, MovesTo, TakeAndBreakHeaps } from "../../games/family.js";

/** γ of a term: a nimber (bigint: finite games' Grundy values may pass 2^53) or ∞(K). */
export type TermGamma = bigint | InfiniteGamma;

/** An option of a loopy term with its values. */
export interface LoopyOption<P> {
  term: Term<P>;
  gamma: TermGamma;
  order: number;
  remoteness: number | undefined;
}

/**
 * One summand of an expression: a family and a position of it, as the compound rules see
 * it. Every question goes to the family's closed form when it has one, else to its engine
 * game, within the analysis's one search budget (`options.budget`).
 */
export class Term<P = any> implements CompoundPart<Term<P>> {
  /** The position in the expression language, e.g. `nim(3,5,7)`. */
  readonly text: string;
  /** The first of k written-out copies (`nim(3)*k`): k, so that the expression is written back as the user wrote it. */
  written = 1;
  /** The engine's answers for this position, made on first use (a sum of 10^6 terms mostly asks its closed forms). */
  private enginePart: CompoundPart<P> | undefined;
  /** Whether the position has a move, once asked. */
  private moves: boolean | undefined;

  constructor(
    readonly family: Family<P>,
    readonly position: P,
    readonly options: SolveOptions,
    /**
     * How many copies of the position the term stands for: 1, except for a count too large to
     * write out (`nim(3)*10^30`, see MAX_WRITTEN_COPIES), which a sum answers (normal play: ./copiesPart.ts; misère: the quotient).
     */
    readonly copies: bigint = 1n,
    /** The text, when the caller has it already (the same family, position and copies): not printed again. */
    text?: string,
  ) {
    this.text = text ?? (copies === 1n ? family.print(position) : `${family.print(position)}*${copies}`);
  }

  private get engine(): CompoundPart<P> {
    this.enginePart ??= enginePart({ game: this.family.game, position: this.position }, this.options);
    return this.enginePart;
  }

  /** The same term with other options (a fresh budget: one move a player weighs, valued). */
  withOptions(options: SolveOptions): Term<P> {
    const t = new Term(this.family, this.position, options, this.copies, this.text);
    t.written = this.written;
    if (this.moves !== undefined) t.moves = this.moves;
    return t;
  }

  /** The same family at another position. */
  at(position: P): Term<P> {
    return new Term(this.family, position, this.options);
  }

  grundy(): bigint {
    return this.family.grundy?.(this.position, this.budget()) ?? this.engine.grundy();
  }

  /** The analysis's budget, which a family's own search spends from too (a number: a budget of that many; none: the engine's default). */
  private budget(): SearchBudget {
    const b = this.options.budget;
    return b instanceof SearchBudget ? b : new SearchBudget(b ?? DEFAULT_BUDGET);
  }

  /**
   * The Grundy value where it is cheap: a closed form, or an engine search of at most
   * `budget` moves (of its own, not the analysis's); undefined when out of that reach.
   * For a value that is only shown, not needed.
   */
  grundyIfCheap(budget: number): bigint | undefined {
    try {
      return this.family.grundy?.(this.position, new SearchBudget(budget)) ?? enginePart({ game: this.family.game, position: this.position }, { budget }).grundy();
    } catch (e) {
      if (e instanceof GrundyError && !(e instanceof UserCodeError)) return undefined;
      throw e;
    }
  }

  /** The closed-form P-position test, when the family decides this position without its Grundy value. */
  closedIsP(): boolean | undefined {
    return this.family.isP?.(this.position);
  }

  isP(): boolean {
    return this.closedIsP() ?? this.grundy() === 0n;
  }

  movesTo(target: bigint, limit: number): MovesTo<Term<P>> {
    const found = this.family.movesTo?.(this.position, target, limit, this.budget()) ?? this.engine.movesTo(target, limit);
    return { moves: found.moves.map((p) => this.at(p)), complete: found.complete };
  }

  anyMove(): Term<P> | null {
    const m = this.engine.anyMove();
    this.moves = m !== null;
    return m === null ? null : this.at(m);
  }

  /** Whether the position has a move (asked once: play asks it of every component each turn). */
  hasMove(): boolean {
    if (this.moves === undefined) {
      this.moves = false;
      for (const _ of this.family.game.moves(this.position)) {
        this.moves = true;
        break;
      }
    }
    return this.moves;
  }

  smith(kind: SmithKind): { value: number; move: Term<P> | null } {
    const s = this.family.smith?.(this.position, kind) ?? this.engine.smith(kind);
    return { value: s.value, move: s.move === null ? null : this.at(s.move) };
  }

  /** The closed-form misère outcome (true: the player to move wins), when the family has one. */
  misereWins(): boolean | undefined {
    return this.family.misereWins?.(this.position);
  }

  /** Whether the family's game is loopy (answered by γ values, with draws). */
  get loopy(): boolean {
    return this.family.game.loopy === true;
  }

  /** γ of the position: the Grundy value (a bigint) for a finite game, γ (a nimber as a bigint, or ∞(K)) for a loopy one. */
  gamma(): TermGamma {
    if (!this.loopy) return this.grundy();
    const g = gamma(this.family.game, this.position, this.options);
    return typeof g === "number" ? BigInt(g) : g;
  }

  /**
   * The options of a loopy term (each once), with γ, Fraenkel–Yesha's counter (see
   * `loopyOrder`; −1 when γ is infinite) and remoteness (undefined for a draw).
   */
  loopyOptions(): LoopyOption<P>[] {
    const game = this.family.game;
    const seen = new Set<Key>();
    const out: LoopyOption<P>[] = [];
    for (const o of game.moves(this.position)) {
      const k = game.key(o);
      if (seen.has(k)) continue;
      seen.add(k);
      const g = gamma(game, o, this.options);
      const { graph, at } = solveLoopy(game, o, this.options);
      const r = graph.remoteness[at]!;
      out.push({ term: this.at(o), gamma: typeof g === "number" ? BigInt(g) : g, order: loopyOrder(game, o, this.options), remoteness: r < 0 ? undefined : r });
    }
    return out;
  }

  /** Fraenkel–Yesha's counter of a loopy term (−1 when its γ is infinite; 0 for a finite game). */
  order(): number {
    return this.loopy ? loopyOrder(this.family.game, this.position, this.options) : 0;
  }

  /** The rules and heaps, for positions of heap games. */
  takeAndBreakHeaps(): TakeAndBreakHeaps<P> | undefined {
    return this.family.takeAndBreakHeaps?.(this.position);
  }

  /** Nim heaps, for Nim positions. */
  heaps(): readonly bigint[] | undefined {
    return this.family.nimHeaps?.(this.position);
  }
}
