import { decideCompound, KINDS, type CompoundKind } from "../core/compound.js";
import { defineGame, type Game, type Key } from "../core/game.js";
import { type ExactGamma, formatGamma, outcomeOfGamma, sumOfGammas } from "../core/gamma.js";
import { nimSumBig } from "../core/nim.js";
import { outcome as engineOutcome, PLAYS, type Play } from "../core/outcome.js";
import { cacheSize, SearchBudget, type SolveOptions } from "../core/solver.js";
import { checkOption, describeValue, GrundyError, InputError } from "../errors.js";
import { parseExpression } from "../expression/parse.js";
import type { Family } from "../games/family.js";
import { nimMisereWins } from "../games/nim/misere.js";
import { BUILTINS, Registry } from "../games/registry.js";
import { type LoopyOption, Term, type TermGamma } from "./term.js";

/** How the components of an expression are played together (the compounds of the engine). */
export type AnalyzeCompound = CompoundKind;

/** Options of {@link analyze}. */
export interface AnalyzeOptions extends SolveOptions {
  /** 'normal' or 'misere' (sums only). @defaultValue 'normal' */
  play?: Play;
  /** 'sum': move in one component; 'every': in all unfinished ones; 'conjunctive': in all, ending when one ends; 'selective': in any non-empty set. @defaultValue 'sum' */
  compound?: AnalyzeCompound;
  /** The most winning moves to list. @defaultValue 50 */
  maxMoves?: number;
  /** User game families (from {@link defineFamily}) the expression may use beside the built-in ones. @defaultValue none */
  games?: readonly Family[];
}

/** A lone term decided in closed form shows its Grundy value when a search of this many moves finds it. */
const DISPLAY_BUDGET = 100_000;

/** How many moves the generic solver may examine for one analysis, all its searches together (a few seconds' work). */
export const ANALYZE_BUDGET = 2_000_000;

/** A move in one component, written in the expression language. */
export interface ComponentMove {
  /** Index of the component in the expression (0-based). */
  component: number;
  from: string;
  to: string;
}

/** What {@link analyze} finds: a stable, JSON-friendly shape (integers as decimal strings). */
export interface Analysis {
  expression: string;
  play: Play;
  compound: AnalyzeCompound;
  /** 'N' when the player to move wins, 'P' when they lose; 'D' (only for sums with a loopy game) when neither can force a win. */
  outcome: "N" | "P" | "D";
  /** Who wins with best play: 'draw' goes with outcome 'D'. */
  winner: "first" | "second" | "draw";
  components: {
    text: string;
    /** Normal-play Grundy value (sums under normal play; with a loopy game, the finite γ values). */
    grundy?: string;
    /** Sums with a loopy game: each component's generalized Sprague–Grundy value, e.g. "2", "∞(0,1)" or "∞". */
    gamma?: string;
    /** Normal- or misère-play outcome of the component alone ('D' for a drawn loopy component). */
    outcome?: "N" | "P" | "D";
    remoteness?: number;
    suspense?: number;
  }[];
  /** The deciding value: nim-sum (sum), number of N components (selective), least remoteness (conjunctive), greatest suspense (every). */
  value?: { name: "nim-sum" | "N components" | "least remoteness" | "greatest suspense" | "gamma"; value: string };
  /** Sums: every winning move (each changes one component). With a loopy game, the move to make first (see README, "Loopy games"). */
  winningMoves?: ComponentMove[];
  /** Sums with a loopy game, from a draw: the moves that keep the draw (to a drawn position). */
  drawingMoves?: ComponentMove[];
  /** False when the list of winning moves was cut short (see maxMoves) or could not be exhaustive. */
  movesComplete?: boolean;
  /** Why no winning move is listed although the player to move wins (the moves are out of reach). */
  movesNote?: string;
  /** Other compounds: the move to make, one entry per component that moves. Best defence when losing. */
  move?: ComponentMove[];
}

/**
 * Analyses a position expression such as `nim(3,5,7) + wythoff(8,4)`: who wins, the
 * values that decide it, and the moves to make. Closed forms where the games have them
 * (any size), the generic solver elsewhere.
 *
 * @param source - the expression
 * @param options - play convention, compound rule, how many moves to list
 * @returns the analysis
 * @throws InputError for a malformed expression, GrundyError when a value is out of reach
 * @example analyze("wythoff(8,4)").winningMoves // [{ component: 0, from: "wythoff(8,4)", to: "wythoff(7,4)" }]
 */
export function analyze(source: string, options: AnalyzeOptions = {}): Analysis {
  if (typeof source !== "string") throw new InputError('an expression (a string) such as "nim(3,5,7)"', describeValue(source));
  const solve = solveOptions(options);
  return analyzeTerms(readTerms(source, options.games, solve), options, solve);
}

/** The search options of an analysis: one budget for every search it makes, whatever family or compound asks. @internal */
export function solveOptions(options: AnalyzeOptions): SolveOptions {
  const budget = options.budget instanceof SearchBudget ? options.budget : new SearchBudget(options.budget ?? ANALYZE_BUDGET);
  return { ...(options.onProgress ? { onProgress: options.onProgress } : {}), budget };
}

/** Reads an expression into its terms (built-in families and the user's). @internal */
export function readTerms(source: string, games: readonly Family[] | undefined, solve: SolveOptions): Term[] {
  const registry = games?.length ? new Registry(games) : BUILTINS;
  const expr = parseExpression(source, registry.expected());
  return expr.terms.map((call) => {
    const { family, position } = registry.read(call);
    return new Term(family, position, solve);
  });
}

/** Analyses terms already read (see {@link analyze}); each move carries its term (see {@link movedTerm}). @internal */
export function analyzeTerms(terms: Term[], options: Pick<AnalyzeOptions, "play" | "compound" | "maxMoves">, solve: SolveOptions): Analysis {
  const play = checkOption("play", options.play, PLAYS) ?? "normal";
  const kind = checkOption("compound", options.compound, COMPOUNDS) ?? "sum";
  const limit = options.maxMoves ?? 50;
  if (typeof limit !== "number" || !(limit >= 0) || !(Number.isInteger(limit) || limit === Infinity)) {
    throw new InputError("the option maxMoves to be a non-negative integer", describeValue(limit));
  }
  const expression = terms.map((t) => t.text).join(" + ");
  if (play === "misere" && kind !== "sum") throw new GrundyError(`--play misere is for sums (--compound sum); ${kind} compounds are analysed under normal play`);
  const base = { expression, play, compound: kind };
  if (terms.some((t) => t.loopy)) {
    const loopy = terms.find((t) => t.loopy)!;
    if (play === "misere") throw new GrundyError(`${loopy.text} is a loopy game: misère play of loopy games is not supported (normal play only)`);
    if (kind !== "sum") throw new GrundyError(`${loopy.text} is a loopy game: loopy games are analysed in sums only (--compound sum), not ${kind} compounds`);
    return loopySum(terms, base, limit);
  }
  if (kind === "sum") return play === "misere" ? misereSum(terms, base, limit, solve) : normalSum(terms, base, limit);
  return otherCompound(terms, base, kind);
}

/** The valid values of the options play and compound (the engine's lists). @internal */
export { PLAYS };
/** @internal */
export const COMPOUNDS: readonly AnalyzeCompound[] = KINDS;

const TERM = Symbol("term");

/** The term a move of an analysis leads its component to (moves made by {@link analyzeTerms}). @internal */
export function movedTerm(m: ComponentMove): Term {
  return (m as ComponentMove & { [TERM]: Term })[TERM];
}

type Base = Pick<Analysis, "expression" | "play" | "compound">;

const verdict = (wins: boolean) => ({ outcome: wins ? ("N" as const) : ("P" as const), winner: wins ? ("first" as const) : ("second" as const) });

/** γ of a sum, with nimbers (and K) as bigints: finite games' values may pass 2^53. */
type SumGamma = ExactGamma;

/** γ of a sum from its components' γ values (Smith's rule: core's exact γ arithmetic, src/core/gamma.ts). @internal */
export const sumGamma = (values: readonly TermGamma[]): SumGamma => sumOfGammas(values);

/** Outcome of a γ value: 0 → P, a positive nimber → N, ∞(K) → N when 0 ∈ K, else D. @internal */
export const gammaOutcome = (g: TermGamma | SumGamma): "N" | "P" | "D" => outcomeOfGamma(g);

/** Writes a γ value: "3", "∞(0,2)", "∞". @internal */
export const showGamma = (g: TermGamma | SumGamma): string => formatGamma(g);

/** The outcome of a sum after component i becomes `to` (γ of the others unchanged). */
function outcomeAfter(values: readonly TermGamma[], i: number, to: TermGamma): "N" | "P" | "D" {
  return gammaOutcome(sumGamma(values.map((v, j) => (j === i ? to : v))));
}

/**
 * A sum with a loopy game, by Smith's theorem: γ of the sum from the components' γ values
 * (a ⊕ b; ∞(K) ⊕ a = ∞(K ⊕ a); two infinite values: ∞, a draw). Winning moves go to a
 * position of γ 0; listed first is the one the perfect player makes: for one component the
 * option of least remoteness, for several the one whose components' Fraenkel–Yesha counters
 * add up least (a rise answered this way cannot repeat for ever: the total shrinks, so the
 * win arrives). From a draw, the moves that keep it.
 */
function loopySum(terms: Term[], base: Base, limit: number): Analysis {
  const values = terms.map((t) => t.gamma());
  const total = sumGamma(values);
  const outcome = gammaOutcome(total);
  const components: Analysis["components"] = terms.map((t, i) => {
    const v = values[i]!;
    return { text: t.text, ...(typeof v === "bigint" ? { grundy: String(v) } : {}), gamma: showGamma(v), outcome: gammaOutcome(v) };
  });
  const result: Analysis = {
    ...base,
    outcome,
    winner: outcome === "N" ? "first" : outcome === "P" ? "second" : "draw",
    components,
    value: { name: "gamma", value: showGamma(total) },
  };
  const options = new Map<number, LoopyOption<unknown>[]>();
  const optionsOf = (i: number): LoopyOption<unknown>[] => {
    let o = options.get(i);
    if (!o) options.set(i, (o = terms[i]!.loopyOptions()));
    return o;
  };
  if (outcome === "P") return { ...result, winningMoves: [], movesComplete: true };
  if (outcome === "N") {
    const found: { move: ComponentMove; rank: number }[] = [];
    let complete = true;
    const single = terms.length === 1;
    terms.forEach((t, i) => {
      const v = values[i]!;
      const infiniteLeft = values.some((w, j) => j !== i && typeof w !== "bigint");
      if (infiniteLeft) return; // another infinite component stays: no move here reaches γ 0
      // the value this component must take for the sum to be 0
      const others = sumGamma(values.filter((_, j) => j !== i)) as bigint;

      if (t.loopy) {
        const before = Math.max(0, t.order());
        for (const o of optionsOf(i)) {
          if (o.gamma !== others) continue;
          found.push({ move: componentMove(terms, i, o.term), rank: single ? (o.remoteness ?? 0) : o.order - before });
        }
      } else if (typeof v === "bigint") {
        const got = t.movesTo(others, limit);
        complete &&= got.complete;
        for (const m of got.moves) found.push({ move: componentMove(terms, i, m), rank: 0 });
      }
    });
    found.sort((x, y) => x.rank - y.rank);
    if (found.length > limit) complete = false;
    return { ...result, winningMoves: found.slice(0, limit).map((f) => f.move), movesComplete: complete };
  }
  // a draw: the moves that keep it
  const drawing: ComponentMove[] = [];
  let complete = true;
  const push = (i: number, to: Term): boolean => {
    if (drawing.length >= limit) {
      complete = false;
      return false;
    }
    drawing.push(componentMove(terms, i, to));
    return true;
  };
  const infinite = values.filter((v) => typeof v !== "bigint").length;
  terms.forEach((t, i) => {
    if (t.loopy) {
      for (const o of optionsOf(i)) if (outcomeAfter(values, i, o.gamma) === "D" && !push(i, o.term)) return;
      return;
    }
    const g = values[i] as bigint;
    if (infinite >= 2) {
      // two infinite components stay: any move here keeps the draw
      const m = t.anyMove();
      if (m) push(i, m);
      complete = false;
      return;
    }
    // one infinite component ∞(K): lower this one to a value t with the nim-sum of the finite ones outside K
    const K = (values.find((v) => typeof v !== "bigint") as InfiniteGammaLike).K;
    let tried = 0;
    for (let target = 0n; target < g && tried <= K.length + 1; target++) {
      if (outcomeAfter(values, i, target) !== "D") continue;
      tried++;
      const m = t.movesTo(target, 1).moves[0];
      if (m && !push(i, m)) return;
    }
    complete = false;
  });
  if (drawing.length === 0) {
    // the rest: any move of a finite component whose value keeps the draw (a rise, say), scanned
    terms.forEach((t, i) => {
      if (t.loopy || drawing.length > 0) return;
      let n = 0;
      for (const o of t.family.game.moves(t.position)) {
        if (++n > 100_000) break;
        const to = t.at(o);
        if (outcomeAfter(values, i, to.gamma()) === "D") {
          push(i, to);
          return;
        }
      }
    });
  }
  return { ...result, drawingMoves: drawing, movesComplete: complete };
}

type InfiniteGammaLike = { K: readonly number[] };

/** A move in the analysis, written in the language; it carries its term for the play session (not in JSON). */
export const componentMove = (terms: readonly Term[], component: number, to: Term): ComponentMove =>
  Object.defineProperty({ component, from: terms[component]!.text, to: to.text }, TERM, { value: to, enumerable: false });

function normalSum(terms: Term[], base: Base, limit: number): Analysis {
  const only = terms[0];
  const closedP = terms.length === 1 ? only!.closedIsP() : undefined;
  if (only && closedP !== undefined) {
    // one component decided in closed form: its outcome and winning moves need no Grundy value
    const p = closedP;
    // the Grundy value is only shown here: a closed form, or a short search of its own
    const g = only.grundyIfCheap(DISPLAY_BUDGET);
    const grundy = g === undefined ? undefined : String(g);
    let found: { moves: Term[]; complete: boolean } = { moves: [], complete: true };
    let movesNote: string | undefined;
    if (!p) {
      try {
        found = only.movesTo(0n, limit);
      } catch (e) {
        // the verdict stands; only the moves are out of reach
        if (!(e instanceof GrundyError)) throw e;
        found = { moves: [], complete: false };
        movesNote = e.message;
      }
    }
    return {
      ...base,
      ...verdict(!p),
      components: [{ text: only.text, ...(grundy !== undefined ? { grundy } : {}), outcome: p ? "P" : "N" }],
      ...(grundy !== undefined ? { value: { name: "nim-sum" as const, value: grundy } } : {}),
      winningMoves: found.moves.map((m) => componentMove(terms, 0, m)),
      movesComplete: found.complete,
      ...(movesNote !== undefined ? { movesNote } : {}),
    };
  }
  const d = decideCompound("sum", terms, limit);
  return {
    ...base,
    ...verdict(d.wins),
    components: terms.map((t, i) => ({ text: t.text, grundy: String(d.values[i]), outcome: d.values[i] === 0n ? "P" : "N" })),
    value: { name: "nim-sum", value: String(d.value) },
    winningMoves: d.wins ? d.moves.map((m) => componentMove(terms, m.component, m.move)) : [],
    movesComplete: d.complete,
  };
}

/** The most positions the misère search of a sum may store, and the most work (components copied or keyed) it may do, before it gives up. */
export const MISERE_POSITION_CAP = 1_000_000;
const MISERE_WORK_CAP = 20_000_000;

/**
 * The disjunctive sum of terms as one engine game on tuples of their positions, bounded
 * in memory and time. A sum does not depend on the order of its components: a position's
 * key is the multiset of its components' keys (equal components counted, not repeated),
 * and a move in one of several equal components is made in the first only.
 */
function productGame(terms: Term[]): Game<unknown[]> {
  const names = terms.map((t) => t.family.name);
  const keyOf = (t: unknown[], i: number): string => `${names[i]}(${String(terms[i]!.family.game.key(t[i]) as Key)})`;
  let work = 0;
  let game: Game<unknown[]> | null = null;
  const tooLarge = (what: string): never => {
    throw new GrundyError(`the misère search of this sum ${what} and gave up (a sum of ${terms.length} components other than Nim heaps and single moves has no closed form here)`);
  };
  game = defineGame<unknown[]>({
    name: "sum",
    moves: function* (t) {
      if (cacheSize(game!) > MISERE_POSITION_CAP) tooLarge(`stored more than ${MISERE_POSITION_CAP.toLocaleString("en-US")} positions`);
      const seen = new Set<string>();
      for (let i = 0; i < terms.length; i++) {
        const k = keyOf(t, i);
        if (seen.has(k)) continue;
        seen.add(k);
        for (const o of terms[i]!.family.game.moves(t[i])) {
          work += 2 * t.length;
          if (work > MISERE_WORK_CAP) tooLarge(`did more than ${MISERE_WORK_CAP.toLocaleString("en-US")} steps`);
          const next = t.slice();
          next[i] = o;
          yield next;
        }
      }
    },
    key: (t) => {
      const counts = new Map<string, number>();
      for (let i = 0; i < t.length; i++) {
        const k = keyOf(t, i);
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      return [...counts]
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .map(([k, c]) => (c === 1 ? k : `${c}*${k}`))
        .join("+");
    },
  });
  return game;
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

function misereSum(terms: Term[], base: Base, limit: number, options: SolveOptions): Analysis {
  const components: Analysis["components"] = terms.map((t) => ({ text: t.text }));
  const winningMoves: ComponentMove[] = [];
  let movesComplete = true;
  const push = (m: ComponentMove): void => {
    if (winningMoves.length < limit) winningMoves.push(m);
    else movesComplete = false;
  };
  // a terminal component changes nothing, and one whose only move ends it is a Nim heap of 1:
  // with Nim positions they make one Nim position
  const small = terms.map((t) => (t.heaps() === undefined ? smallComponent(t) : null));
  const heaps = terms.map((t, i) => {
    const s = small[i];
    return t.heaps() ?? (s?.kind === "terminal" ? [] : s?.kind === "one" ? [1n] : undefined);
  });
  if (heaps.every((h) => h !== undefined)) {
    // a sum of Nim positions is one Nim position: Bouton's closed form, at any size
    const misereWins = nimMisereWins;
    const all = heaps.flat();
    const wins = misereWins(all);
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
            if (!misereWins(rest)) push(componentMove(terms, i, s?.kind === "one" ? terms[i]!.at(s.to) : terms[i]!.at(next)));
          }
        });
      });
    }
    terms.forEach((t, i) => (components[i]!.outcome = (t.misereWins() ?? misereWins(heaps[i]!)) ? "N" : "P"));
    return { ...base, ...verdict(wins), components, winningMoves, movesComplete };
  }
  // terminal components are left out of the search (their moves are none)
  const live = terms.flatMap((_, i) => (small[i]?.kind === "terminal" ? [] : [i]));
  const liveTerms = live.map((i) => terms[i]!);
  const game = productGame(liveTerms);
  const start = liveTerms.map((t) => t.position as unknown);
  const misere = { ...options, play: "misere" as const };
  const wins = engineOutcome(game, start, misere) === "N";
  if (wins) {
    // every move of every component (equal components each get theirs; the search remembers)
    liveTerms.forEach((t, k) => {
      for (const o of t.family.game.moves(t.position)) {
        const next = start.slice();
        next[k] = o;
        if (engineOutcome(game, next, misere) === "P") push(componentMove(terms, live[k]!, t.at(o)));
      }
    });
  }
  terms.forEach(
    (t, i) => (components[i]!.outcome = (t.misereWins() ?? (small[i]?.kind === "terminal" ? true : engineOutcome(t.family.game, t.position, misere) === "N")) ? "N" : "P"),
  );
  return { ...base, ...verdict(wins), components, winningMoves, movesComplete };
}

/** Selective, conjunctive and every compounds: one move in each component that moves. */
function otherCompound(terms: Term[], base: Base, kind: Exclude<CompoundKind, "sum">): Analysis {
  const d = decideCompound(kind, terms);
  const measure = kind === "conjunctive" ? "remoteness" : kind === "every" ? "suspense" : null;
  return {
    ...base,
    ...verdict(d.wins),
    components: terms.map((t, i) => {
      const v = d.values[i]!;
      const outcome = (measure ? v % 2n === 1n : v === 1n) ? ("N" as const) : ("P" as const);
      return measure ? { text: t.text, [measure]: Number(v), outcome } : { text: t.text, outcome };
    }),
    value: {
      name: kind === "selective" ? "N components" : kind === "conjunctive" ? "least remoteness" : "greatest suspense",
      value: String(d.value),
    },
    move: d.moves.map((m) => componentMove(terms, m.component, m.move)),
  };
}
