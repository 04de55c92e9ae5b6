import { decideCompound, type CompoundKind } from "../core/compound.js";
import { defineGame, type Game, type Key } from "../core/game.js";
import { nimSumBig } from "../core/nim.js";
import { outcome as engineOutcome, winningMoves as engineWinningMoves, type Play } from "../core/outcome.js";
import { SearchBudget, type SolveOptions } from "../core/solver.js";
import { GrundyError } from "../errors.js";
import { parseExpression } from "../expression/parse.js";
import type { Family } from "../families/family.js";
import { nimMisereWins } from "../families/nim.js";
import { BUILTINS, Registry } from "../families/registry.js";
import { Term } from "./term.js";

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
  /** 'N' when the player to move wins, 'P' when they lose. */
  outcome: "N" | "P";
  winner: "first" | "second";
  components: {
    text: string;
    /** Normal-play Grundy value (sums under normal play). */
    grundy?: string;
    /** Normal- or misère-play outcome of the component alone. */
    outcome?: "N" | "P";
    remoteness?: number;
    suspense?: number;
  }[];
  /** The deciding value: nim-sum (sum), number of N components (selective), least remoteness (conjunctive), greatest suspense (every). */
  value?: { name: "nim-sum" | "N components" | "least remoteness" | "greatest suspense"; value: string };
  /** Sums: every winning move (each changes one component). */
  winningMoves?: ComponentMove[];
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
  const play = options.play ?? "normal";
  const kind = options.compound ?? "sum";
  const limit = options.maxMoves ?? 50;
  const expression = terms.map((t) => t.text).join(" + ");
  if (play === "misere" && kind !== "sum") throw new GrundyError(`--play misere is for sums (--compound sum); ${kind} compounds are analysed under normal play`);
  const base = { expression, play, compound: kind };
  if (kind === "sum") return play === "misere" ? misereSum(terms, base, limit, solve) : normalSum(terms, base, limit);
  return otherCompound(terms, base, kind);
}

const TERM = Symbol("term");

/** The term a move of an analysis leads its component to (moves made by {@link analyzeTerms}). @internal */
export function movedTerm(m: ComponentMove): Term {
  return (m as ComponentMove & { [TERM]: Term })[TERM];
}

type Base = Pick<Analysis, "expression" | "play" | "compound">;

const verdict = (wins: boolean) => ({ outcome: wins ? ("N" as const) : ("P" as const), winner: wins ? ("first" as const) : ("second" as const) });

/** A move in the analysis, written in the language; it carries its term for the play session (not in JSON). */
const componentMove = (terms: Term[], component: number, to: Term): ComponentMove =>
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

/** The disjunctive sum of terms as one engine game on tuples of their positions. */
function productGame(terms: Term[]): Game<unknown[]> {
  return defineGame<unknown[]>({
    name: "sum",
    moves: function* (t) {
      for (let i = 0; i < terms.length; i++) {
        for (const o of terms[i]!.family.game.moves(t[i])) {
          const next = t.slice();
          next[i] = o;
          yield next;
        }
      }
    },
    key: (t) => t.map((p, i) => String(terms[i]!.family.game.key(p) as Key)).join("|"),
  });
}

function misereSum(terms: Term[], base: Base, limit: number, options: SolveOptions): Analysis {
  const components: Analysis["components"] = terms.map((t) => ({ text: t.text }));
  const winningMoves: ComponentMove[] = [];
  let movesComplete = true;
  const push = (m: ComponentMove): void => {
    if (winningMoves.length < limit) winningMoves.push(m);
    else movesComplete = false;
  };
  const heaps = terms.map((t) => t.heaps());
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
            if (!misereWins(rest)) push(componentMove(terms, i, terms[i]!.at(next)));
          }
        });
      });
    }
    terms.forEach((t, i) => (components[i]!.outcome = t.misereWins() ? "N" : "P"));
    return { ...base, ...verdict(wins), components, winningMoves, movesComplete };
  }
  const game = productGame(terms);
  const start = terms.map((t) => t.position as unknown);
  const misere = { ...options, play: "misere" as const };
  const wins = engineOutcome(game, start, misere) === "N";
  for (const next of engineWinningMoves(game, start, misere)) {
    const i = next.findIndex((p, k) => terms[k]!.family.game.key(p) !== terms[k]!.family.game.key(start[k]));
    push(componentMove(terms, i, terms[i]!.at(next[i])));
  }
  terms.forEach((t, i) => (components[i]!.outcome = (t.misereWins() ?? engineOutcome(t.family.game, t.position, misere) === "N") ? "N" : "P"));
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
