import { nimSumBig } from "../core/nim.js";
import { smithOptimalMove } from "../core/compound.js";
import { defineGame, type Game, type Key } from "../core/game.js";
import { outcome as engineOutcome, winningMoves as engineWinningMoves, type Play } from "../core/outcome.js";
import { remoteness } from "../core/remoteness.js";
import type { SolveOptions } from "../core/solver.js";
import { suspense } from "../core/suspense.js";
import { GrundyError } from "../errors.js";
import { parseExpression } from "../expression/parse.js";
import { buildTerm } from "./families.js";
import { nimTerm } from "./nimTerm.js";
import type { EngineView, SmithKind, Term } from "./term.js";

/** How the components of an expression are played together. */
export type AnalyzeCompound = "sum" | "every" | "conjunctive" | "selective";

/** Options of {@link analyze}. */
export interface AnalyzeOptions extends SolveOptions {
  /** 'normal' (default) or 'misere' (sums only). */
  play?: Play;
  /** 'sum' (default): move in one component; 'every': in all unfinished ones; 'conjunctive': in all, ending when one ends; 'selective': in any non-empty set. */
  compound?: AnalyzeCompound;
  /** The most winning moves to list (default 50). */
  maxMoves?: number;
}

/** How many moves the generic solver may examine for one analysis (a few seconds' work). */
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
  options = { ...options, budget: options.budget ?? ANALYZE_BUDGET };
  const expr = parseExpression(source);
  const terms = expr.terms.map(buildTerm);
  const play = options.play ?? "normal";
  const kind = options.compound ?? "sum";
  const limit = options.maxMoves ?? 50;
  const expression = terms.map((t) => t.text).join(" + ");
  if (play === "misere" && kind !== "sum") throw new GrundyError(`--play misere is for sums (--compound sum); ${kind} compounds are analysed under normal play`);
  const base = { expression, play, compound: kind };
  if (kind === "sum") return play === "misere" ? misereSum(terms, base, limit, options) : normalSum(terms, base, limit);
  if (kind === "selective") return selective(terms, base);
  return smithCompound(terms, base, kind === "every" ? "suspense" : "remoteness", options);
}

type Base = Pick<Analysis, "expression" | "play" | "compound">;

const verdict = (wins: boolean) => ({ outcome: wins ? ("N" as const) : ("P" as const), winner: wins ? ("first" as const) : ("second" as const) });

function normalSum(terms: Term[], base: Base, limit: number): Analysis {
  const only = terms[0];
  if (terms.length === 1 && only?.isP) {
    // one component: its outcome and its winning moves need no Grundy value
    const p = only.isP();
    let grundy: string | undefined;
    try {
      grundy = String(only.grundy());
    } catch (e) {
      if (!(e instanceof GrundyError)) throw e;
    }
    const { moves, complete } = p ? { moves: [], complete: true } : only.movesTo(0n, limit);
    return {
      ...base,
      ...verdict(!p),
      components: [{ text: only.text, ...(grundy !== undefined ? { grundy } : {}), outcome: p ? "P" : "N" }],
      ...(grundy !== undefined ? { value: { name: "nim-sum" as const, value: grundy } } : {}),
      winningMoves: moves.map((m) => ({ component: 0, from: only.text, to: m.text })),
      movesComplete: complete,
    };
  }
  const values = terms.map((t) => t.grundy());
  const x = nimSumBig(values);
  const winningMoves: ComponentMove[] = [];
  let movesComplete = true;
  if (x !== 0n) {
    terms.forEach((t, i) => {
      const { moves, complete } = t.movesTo(values[i]! ^ x, limit - winningMoves.length);
      movesComplete &&= complete;
      for (const m of moves) winningMoves.push({ component: i, from: t.text, to: m.text });
    });
  }
  return {
    ...base,
    ...verdict(x !== 0n),
    components: terms.map((t, i) => ({ text: t.text, grundy: String(values[i]), outcome: values[i] === 0n ? "P" : "N" })),
    value: { name: "nim-sum", value: String(x) },
    winningMoves,
    movesComplete,
  };
}

/** The disjunctive sum of engine views as one engine game on tuples. */
function productGame(views: EngineView[]): Game<unknown[]> {
  return defineGame<unknown[]>({
    name: "sum",
    moves: function* (t) {
      for (let i = 0; i < views.length; i++) {
        for (const o of views[i]!.game.moves(t[i])) {
          const next = t.slice();
          next[i] = o;
          yield next;
        }
      }
    },
    key: (t) => t.map((p, i) => String(views[i]!.game.key(p) as Key)).join("|"),
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
  if (terms.every((t) => t.heaps)) {
    // a sum of Nim positions is one Nim position: Bouton's closed form, at any size
    const all = terms.flatMap((t) => t.heaps!);
    const wins = nimTerm(all).misereWins!();
    const x = nimSumBig(all);
    if (wins) {
      // a move to a misère P-position leaves nim-sum 0 with a heap ≥ 2, or only heaps ≤ 1
      // with an odd number of 1s: the new heap is h ⊕ x, 0 or 1
      terms.forEach((t, i) => {
        t.heaps!.forEach((h, j) => {
          for (const to of [...new Set([h ^ x, 0n, 1n])].filter((v) => v < h).sort((a, b) => (a > b ? -1 : 1))) {
            const next = t.heaps!.map((v, k) => (k === j ? to : v));
            const rest = terms.flatMap((u, k) => (k === i ? next : u.heaps!));
            if (!nimTerm(rest).misereWins!()) push({ component: i, from: t.text, to: nimTerm(next).text });
          }
        });
      });
    }
    terms.forEach((t, i) => (components[i]!.outcome = t.misereWins!() ? "N" : "P"));
    return { ...base, ...verdict(wins), components, winningMoves, movesComplete };
  }
  const views = terms.map((t) => t.engine());
  const game = productGame(views);
  const start = views.map((v) => v.position);
  const misere = { ...options, play: "misere" as const };
  const wins = engineOutcome(game, start, misere) === "N";
  for (const next of engineWinningMoves(game, start, misere)) {
    const i = next.findIndex((p, k) => views[k]!.game.key(p) !== views[k]!.game.key(start[k]));
    push({ component: i, from: terms[i]!.text, to: views[i]!.toTerm(next[i]).text });
  }
  views.forEach((v, i) => (components[i]!.outcome = engineOutcome(v.game, v.position, misere)));
  return { ...base, ...verdict(wins), components, winningMoves, movesComplete };
}

function selective(terms: Term[], base: Base): Analysis {
  // only win or loss matters: the closed-form P test where a game has one
  const values = terms.map((t) => (t.isP ? (t.isP() ? 0n : 1n) : t.grundy()));
  const n = values.filter((v) => v !== 0n).length;
  const move: ComponentMove[] = [];
  if (n > 0) {
    terms.forEach((t, i) => {
      if (values[i] === 0n) return;
      const m = t.movesTo(0n, 1).moves[0];
      if (m) move.push({ component: i, from: t.text, to: m.text });
    });
  } else {
    // lost: move in one component, to the option of least Grundy value we can find
    for (let i = 0; i < terms.length && move.length === 0; i++) {
      for (let target = 1n; target <= 64n && move.length === 0; target++) {
        const m = terms[i]!.movesTo(target, 1).moves[0];
        if (m) move.push({ component: i, from: terms[i]!.text, to: m.text });
      }
    }
  }
  return {
    ...base,
    ...verdict(n > 0),
    components: terms.map((t, i) => ({ text: t.text, outcome: values[i] === 0n ? "P" : "N" })),
    value: { name: "N components", value: String(n) },
    move,
  };
}

function smithOf(t: Term, kind: SmithKind, options: SolveOptions): { value: number; move: Term | null } {
  if (t.smith) return t.smith(kind);
  const v = t.engine();
  const value = kind === "remoteness" ? remoteness(v.game, v.position, options) : suspense(v.game, v.position, options);
  const m = value === 0 ? null : smithOptimalMove({ game: v.game, position: v.position }, kind, options);
  return { value, move: m === null ? null : v.toTerm(m) };
}

function smithCompound(terms: Term[], base: Base, kind: SmithKind, options: SolveOptions): Analysis {
  const s = terms.map((t) => smithOf(t, kind, options));
  const values = s.map((x) => x.value);
  const value = values.length === 0 ? 0 : kind === "remoteness" ? Math.min(...values) : Math.max(...values);
  const move: ComponentMove[] = [];
  // conjunctive: no move at all once a component has ended; every: the finished ones stay
  if (!(kind === "remoteness" && value === 0)) {
    s.forEach((x, i) => {
      if (x.move) move.push({ component: i, from: terms[i]!.text, to: x.move.text });
    });
  }
  return {
    ...base,
    ...verdict(value % 2 === 1),
    components: terms.map((t, i) => ({ text: t.text, [kind]: values[i]!, outcome: values[i]! % 2 === 1 ? "N" : "P" })),
    value: { name: kind === "remoteness" ? "least remoteness" : "greatest suspense", value: String(value) },
    move,
  };
}
