import { movedTerm, quotientOf, solveOptions, type Term } from "../../analyze/engine.js";
import { compoundGame } from "../../core/compoundGame.js";
import { isSmithCompound } from "../../core/compoundKinds.js";
import type { Game } from "../../core/game.js";
import { solveLoopy } from "../../core/loopy.js";
import { MISERE_REMOTENESS, REMOTENESS } from "../../core/_internals/measures.js";
import { evaluate } from "../../core/_internals/evaluate.js";
import { GrundyError, UserCodeError } from "../../errors.js";
import type { Move } from "../move.js";
import type { SessionEngine } from "./engine.js";
import { ended } from "./components.js";
import { makeMove } from "./moveValue.js";

const games = (terms: readonly Term[]): Game<unknown>[] => terms.map((t) => t.family.game);

/**
 * The perfect player (Smith's strategy): from a won position it wins as fast as the
 * compound allows, from a lost one it makes the game last as long as it can. The Smith
 * compounds move each component by its measure (the analysis's move). Sums and selective
 * compounds are searched as one game when the engine can (its remoteness, normal or
 * misère); past its reach the closed forms decide (any winning move; from a lost position,
 * the first legal move). Sums with a loopy game are solved as one loopy game, or by γ.
 */
export class PerfectPlayer {
  /** The whole compound as one game, for the session: its tables (memoised values) serve every decision. */
  private searchGame: Game<unknown[]> | undefined;
  /** Smith's move at each position met (the search is made once per position). */
  private readonly perfect = new Map<string, Move | null>();
  /** Sums with a loopy game: the whole sum was past the search's budget once (γ decides from then on). */
  private productTooLarge = false;

  constructor(private readonly engine: SessionEngine) {}

  /** The move Smith's strategy makes on the terms (position `key`), or null when the game is over (`over`, asked when the position is new). */
  move(terms: readonly Term[], key: string, over: () => boolean): Move | null {
    if (this.perfect.has(key)) return this.perfect.get(key)!;
    const m = over() ? null : this.find(terms);
    if (this.perfect.size > 10_000) this.perfect.clear();
    this.perfect.set(key, m);
    return m;
  }

  private find(terms: readonly Term[]): Move | null {
    if (isSmithCompound(this.engine.compound)) {
      // each component by its Smith measure: the analysis's move
      const a = this.engine.analyze(terms);
      return a.move && a.move.length > 0 ? makeMove(this.engine, terms, new Map(a.move.map((m) => [m.component, movedTerm(m)]))) : null;
    }
    if (this.engine.loopy) return this.loopyMove(terms);
    // a misère sum of heaps of one game whose quotient is solved: the quotient's move, at once at any size
    const byQuotient = this.engine.play === "misere" && this.engine.compound === "sum" && quotientOf(terms, "never") !== null;
    // sums and selective compounds: the remoteness of the whole game, where the engine reaches
    const searched = byQuotient ? null : this.searchedMove(terms);
    if (searched) return searched;
    const a = this.engine.analyze(terms);
    const winning = a.winningMoves?.[0];
    if (a.outcome === "N") {
      if (winning) return makeMove(this.engine, terms, new Map([[winning.component, movedTerm(winning)]]));
      if (a.move && a.move.length > 0) return makeMove(this.engine, terms, new Map(a.move.map((m) => [m.component, movedTerm(m)])));
    }
    // lost (or no winning move within reach): the first legal move
    for (let i = 0; i < terms.length; i++) {
      const m = terms[i]!.anyMove();
      if (m) return makeMove(this.engine, terms, new Map([[i, m]]));
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
  private loopyMove(terms: readonly Term[]): Move | null {
    if (!this.productTooLarge) {
      try {
        return this.productMove(terms);
      } catch (e) {
        if (!(e instanceof GrundyError) || e instanceof UserCodeError) throw e;
        // past the budget once: the positions ahead are as many, leave them to γ from now on
        this.productTooLarge = true;
      }
    }
    const a = this.engine.analyze(terms);
    const m = a.outcome === "N" ? a.winningMoves?.[0] : a.outcome === "D" ? a.drawingMoves?.[0] : undefined;
    if (m) return makeMove(this.engine, terms, new Map([[m.component, movedTerm(m)]]));
    for (let i = 0; i < terms.length; i++) {
      const any = terms[i]!.anyMove();
      if (any) return makeMove(this.engine, terms, new Map([[i, any]]));
    }
    return null;
  }

  /** The perfect move found by solving the whole sum as one loopy game (a GrundyError past a quarter of the budget). */
  private productMove(terms: readonly Term[]): Move | null {
    this.searchGame ??= compoundGame(this.engine.compound, games(terms), { loopy: true });
    const game = this.searchGame;
    const { graph, at } = solveLoopy(
      game,
      terms.map((t) => t.position as unknown),
      solveOptions({ budget: Math.ceil(this.engine.budget / 4) }),
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
      return makeMove(this.engine, terms, changes);
    }
    return null;
  }

  /** Smith's move found by searching the whole position as one game (sums and selective compounds); null past the engine's reach. */
  private searchedMove(terms: readonly Term[]): Move | null {
    // one game for the session, so that its tables (memoised values) serve every decision
    this.searchGame ??= compoundGame(this.engine.compound, games(terms));
    const game = this.searchGame;
    const measure = this.engine.play === "misere" ? MISERE_REMOTENESS : REMOTENESS;
    // normal play: odd ⇔ the mover wins; misère: even ⇔ the mover wins (0 is a win)
    const winsAt = (v: number): boolean => (this.engine.play === "misere" ? v % 2 === 0 : v % 2 === 1);
    const start = terms.map((t) => t.position as unknown);
    // each component with a move has at least two positions (itself and an option), so the
    // whole game has at least 2^k positions for k such components: past log2(budget) of them
    // no search of the budget ends (and a move of the whole game copies all n components)
    let movers = 0;
    const reach = Math.log2(this.engine.budget);
    for (const t of terms) if (!ended(t) && ++movers > reach) return null;
    // a root with more than √budget options is past any search of the budget (each option
    // has about as many): leave it to the closed forms at once
    let count = 0;
    const most = Math.sqrt(this.engine.budget);
    for (const _ of game.moves(start)) if (++count > most) return null;
    try {
      // a search of its own, an eighth of the budget: past it the closed forms answer at once
      const options = solveOptions({ budget: Math.ceil(this.engine.budget / 8) });
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
      return makeMove(this.engine, terms, changes);
    } catch (e) {
      if (e instanceof GrundyError && !(e instanceof UserCodeError)) return null;
      throw e;
    }
  }
}
