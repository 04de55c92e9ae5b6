import { compoundGame } from "../../core/compoundGame.js";
import { misereNimWins, nimSumBig } from "../../core/nim.js";
import { outcome as engineOutcome } from "../../core/outcome.js";
import { DEFAULT_BUDGET, SearchBudget, type SolveOptions } from "../../core/solver.js";
import { GrundyError, InputError, UserCodeError } from "../../errors.js";
import type { Analysis, ComponentMove } from "../analysis.js";
import { componentMove } from "./componentMove.js";
import { componentGenera, genusText, nimGenusText, tameSum } from "./genusSum.js";
import type { MisereQuotient } from "../../misere/quotient.js";
import { quotientOf, quotientSum } from "./quotientSum.js";
import type { Term } from "./term.js";
import { MAX_WRITTEN_COPIES } from "./read.js";
import { type Base, verdict } from "./verdict.js";

/**
 * The most positions the misère search of a sum may store, and the most work (components
 * copied or keyed) it may do, before it gives up, for each move of its budget: with the default
 * budget (2,000,000 moves) 1,000,000 positions and 20,000,000 steps; a budget of infinity lifts
 * both, as the error's last sentence (LIFT) says.
 */
const MISERE_POSITIONS_PER_MOVE = 1 / 2;
const MISERE_WORK_PER_MOVE = 10;

/** The budget's moves: its limit, or the default. */
function budgetMoves(options: SolveOptions): number {
  const b = options.budget;
  return b instanceof SearchBudget ? b.limit : (b ?? DEFAULT_BUDGET);
}

/**
 * The disjunctive sum of terms as one engine game on tuples of their positions, bounded
 * in memory and time by the budget, keyed by multiset (see core's compoundGame).
 */
function productGame(terms: Term[], options: SolveOptions) {
  const moves = budgetMoves(options);
  return compoundGame(
    "sum",
    terms.map((t) => t.family.game),
    {
      keys: "multiset",
      maxPositions: Math.ceil(moves * MISERE_POSITIONS_PER_MOVE),
      maxWork: moves * MISERE_WORK_PER_MOVE,
      tooLarge: (what) => `the misère search of this sum ${what} and gave up (a sum of ${terms.length} components other than Nim heaps and single moves has no closed form here)`,
    },
  );
}

/** Whether a component has no move, a single move to a terminal position (misère *1 exactly), or more. */
function smallComponent(t: Term): { kind: "terminal" } | { kind: "one"; to: unknown } | null {
  const g = t.family.game;
  let only: { value: unknown } | null = null;
  for (const o of g.moves(t.position)) {
    if (only) return null;
    only = { value: o };
  }
  if (!only) return { kind: "terminal" };
  for (const _ of g.moves(only.value)) return null;
  return { kind: "one", to: only.value };
}

/** The winning moves found, up to a limit; the same move in equal components (copies of a term) listed once, with their number. */
function moveList(limit: number) {
  const list = {
    moves: [] as ComponentMove[],
    complete: true,
    listed: new Map<string, { move: ComponentMove; in: Set<number> }>(),
    push(m: ComponentMove): void {
      const key = `${m.from}\u0000${m.to}`;
      const same = list.listed.get(key);
      if (same) {
        same.in.add(m.component);
        if (same.in.size > 1) same.move.copies = same.in.size;
      } else if (list.moves.length < limit) {
        list.moves.push(m);
        list.listed.set(key, { move: m, in: new Set([m.component]) });
      } else list.complete = false;
    },
    clear(): void {
      list.moves.length = 0;
      list.listed.clear();
      list.complete = true;
    },
  };
  return list;
}

/** A sum whose every component is Nim heaps (or a terminal or single-move component): Bouton's misère closed form, at any size. */
function boutonSum(
  terms: Term[],
  heaps: (readonly bigint[])[],
  small: ReturnType<typeof smallComponent>[],
  components: Analysis["components"],
  push: (m: ComponentMove) => void,
): boolean {
  const all = heaps.flat();
  const wins = misereNimWins(all);
  const x = nimSumBig(all);
  if (wins) {
    // a move to a misère P-position leaves nim-sum 0 with a heap ≥ 2, or only heaps ≤ 1
    // with an odd number of 1s: the new heap is h ⊕ x, 0 or 1
    heaps.forEach((hs, i) => {
      hs.forEach((h, j) => {
        for (const to of [...new Set([h ^ x, 0n, 1n])].filter((v) => v < h).sort((a, b) => (a > b ? -1 : 1))) {
          const next = hs.map((v, k) => (k === j ? to : v));
          const rest = heaps.flatMap((u, k) => (k === i ? next : u));
          const s = small[i];
          if (!misereNimWins(rest)) push(componentMove(terms, i, s?.kind === "one" ? terms[i]!.at(s.to) : terms[i]!.at(next)));
        }
      });
    });
  }
  terms.forEach((t, i) => {
    // each component's own outcome from its record (its misereWins), else as Nim heaps
    components[i]!.outcome = (t.misereWins() ?? misereNimWins(heaps[i]!)) ? "N" : "P";
    components[i]!.genus = nimGenusText(heaps[i]!);
    components[i]!.tame = true;
  });
  return wins;
}

/** A sum under misère play: Bouton where it is Nim (with terminal and single-move components), else the whole sum searched. */
export function misereSum(terms: Term[], base: Base, limit: number, options: SolveOptions): Analysis {
  const components: Analysis["components"] = terms.map((t) => ({ text: t.text }));
  const found = moveList(limit);
  const push = found.push;
  const done = (wins: boolean, method: NonNullable<Analysis["method"]>): Analysis => ({
    ...base,
    ...verdict(wins),
    components,
    method,
    winningMoves: found.moves,
    movesComplete: found.complete,
  });
  // a terminal component changes nothing, and one whose only move ends it is a Nim heap of 1:
  // with Nim positions they make one Nim position
  const small = terms.map((t) => (t.heaps() === undefined ? smallComponent(t) : null));
  const heaps = terms.map((t, i) => {
    const s = small[i];
    return t.heaps() ?? (s?.kind === "terminal" ? [] : s?.kind === "one" ? [1n] : undefined);
  });
  const copied = terms.find((t) => t.copies > 1n);
  if (!copied && heaps.every((h) => h !== undefined)) return done(boutonSum(terms, heaps as (readonly bigint[])[], small, components, push), "bouton");
  // each component's genus where it is cheap; a sum of tame components is decided by it
  const genera = componentGenera(terms);
  const showGenera = (): void =>
    genera.forEach((t, i) => {
      if (!t) return;
      components[i]!.genus = genusText(t);
      components[i]!.tame = t.tame[0] === 1;
    });
  if (!copied && genera.every((t) => t !== undefined && t.tame[0] === 1)) {
    showGenera();
    const tables = genera.filter((t) => t !== undefined);
    const wins = tameSum(terms, tables, push);
    tables.forEach((t, i) => (components[i]!.outcome = t.misere[0] === 0 ? "P" : "N"));
    return done(wins, "genus");
  }
  // heaps of one game whose misère quotient is solved: the product of their elements, at any size
  const byQuotient = (q: MisereQuotient): Analysis => {
    found.clear();
    const sum = quotientSum(terms, q, push);
    if (!sum.complete) found.complete = false;
    sum.components.forEach((c, i) => Object.assign(components[i]!, c));
    showGenera();
    return done(sum.wins, "quotient");
  };
  const q = quotientOf(terms, "when needed");
  if (q) return byQuotient(q);
  if (copied) {
    throw new GrundyError(
      `${copied.text}: more than ${MAX_WRITTEN_COPIES.toLocaleString("en-US")} copies of a term are answered only in a misère sum of heaps of one game whose misère quotient is solved (grundy misere <game>), or under normal play; write fewer copies`,
    );
  }
  showGenera();
  try {
    const wins = misereSearch(terms, small, components, push, options);
    return done(wins, "search");
  } catch (e) {
    // past the search's reach: the quotient, when the game has one (computed now)
    if (!(e instanceof GrundyError) || e instanceof UserCodeError || e instanceof InputError) throw e;
    const late = quotientOf(terms, "always");
    if (late) return byQuotient(late);
    throw e;
  }
}

/** The whole sum searched as one game (terminal components left out). */
function misereSearch(
  terms: Term[],
  small: ReturnType<typeof smallComponent>[],
  components: Analysis["components"],
  push: (m: ComponentMove) => void,
  options: SolveOptions,
): boolean {
  // a family that knows its component is out of the search's reach says so before the search starts
  for (const t of terms) t.misereWins();
  // terminal components are left out of the search (their moves are none)
  const live = terms.flatMap((_, i) => (small[i]?.kind === "terminal" ? [] : [i]));
  const liveTerms = live.map((i) => terms[i]!);
  // the search holds the options of every position on its path: at most maxHeld at once, and a
  // component with more options than that is refused before the search (bounded memory)
  const maxHeld = heldCap(options);
  const largest = largestComponent(liveTerms, maxHeld);
  const game = productGame(liveTerms, options);
  const start = liveTerms.map((t) => t.position as unknown);
  const misere = { ...options, play: "misere" as const, maxHeld };
  const searched = <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (!(e instanceof GrundyError) || e instanceof UserCodeError || e instanceof InputError) throw e;
      throw new GrundyError(`${e.message}; the largest component: ${largest.text} (${largest.options.toLocaleString("en-US")} options). ${LIFT}`);
    }
  };
  const wins = searched(() => engineOutcome(game, start, misere) === "N");
  if (wins) {
    // every move of every component (equal components each get theirs; the search remembers)
    liveTerms.forEach((t, k) => {
      for (const o of t.family.game.moves(t.position)) {
        const next = start.slice();
        next[k] = o;
        if (searched(() => engineOutcome(game, next, misere)) === "P") push(componentMove(terms, live[k]!, t.at(o)));
      }
    });
  }
  terms.forEach(
    (t, i) =>
      (components[i]!.outcome = (t.misereWins() ?? (small[i]?.kind === "terminal" ? true : searched(() => engineOutcome(t.family.game, t.position, misere)) === "N")) ? "N" : "P"),
  );
  return wins;
}

const LIFT = "A larger budget (--budget <moves>, or infinity) lifts the limit";

/**
 * The most options the misère search holds at once: one for every {@link HELD_PER_MOVE} moves
 * of the budget (100,000 for the default 2,000,000 moves: tens of MB).
 */
export function heldCap(options: SolveOptions): number {
  const limit = budgetMoves(options);
  return limit === Infinity ? Infinity : Math.max(1000, Math.floor(limit / HELD_PER_MOVE));
}

/** Moves of budget a held option costs (see {@link heldCap}). */
export const HELD_PER_MOVE = 20;

/**
 * The component with the most options (counted, not stored), refusing one with more than
 * `maxHeld` before any search: its options alone would not fit in the search's bound.
 */
function largestComponent(terms: Term[], maxHeld: number): { text: string; options: number } {
  let largest = { text: terms[0]?.text ?? "", options: 0 };
  for (const t of terms) {
    let n = 0;
    for (const _ of t.family.game.moves(t.position)) {
      if (++n > maxHeld) {
        throw new GrundyError(
          `the misère search of this sum gave up before it began: ${t.text} has more than ${maxHeld.toLocaleString("en-US")} options (the search holds at most that many at once, one for each ${HELD_PER_MOVE} moves of its budget). ${LIFT}`,
        );
      }
    }
    if (n > largest.options) largest = { text: t.text, options: n };
  }
  return largest;
}
