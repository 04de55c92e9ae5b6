import { GrundyError, UserCodeError } from "../../errors.js";
import type { Analysis, ComponentMove } from "../analysis.js";
import { componentMove } from "./componentMove.js";
import { formatGamma, outcomeOfGamma, sumOfGammas } from "../../core/gamma.js";
import type { LoopyOption, Term, TermGamma } from "./term.js";
import type { Base } from "./verdict.js";

/** The outcome of a sum after component i becomes `to` (γ of the others unchanged). */
function outcomeAfter(values: readonly TermGamma[], i: number, to: TermGamma): "N" | "P" | "D" {
  return outcomeOfGamma(sumOfGammas(values.map((v, j) => (j === i ? to : v))));
}

/**
 * A sum with a loopy game, by Smith's theorem: γ of the sum from the components' γ values
 * (a ⊕ b; ∞(K) ⊕ a = ∞(K ⊕ a); two infinite values: ∞, a draw). Winning moves go to a
 * position of γ 0; listed first is the one the perfect player makes: for one component the
 * option of least remoteness, for several the one whose components' Fraenkel–Yesha counters
 * add up least (a rise answered this way cannot repeat for ever: the total shrinks, so the
 * win arrives). From a draw, the moves that keep it.
 */
export function loopySum(terms: Term[], base: Base, limit: number): Analysis {
  const values = terms.map((t) => t.gamma());
  const total = sumOfGammas(values);
  const outcome = outcomeOfGamma(total);
  const components: Analysis["components"] = terms.map((t, i) => {
    const v = values[i]!;
    return { text: t.text, ...(typeof v === "bigint" ? { grundy: String(v) } : {}), gamma: formatGamma(v), outcome: outcomeOfGamma(v) };
  });
  const result: Analysis = {
    ...base,
    outcome,
    winner: outcome === "N" ? "first" : outcome === "P" ? "second" : "draw",
    components,
    value: { name: "gamma", value: formatGamma(total) },
  };
  if (outcome === "P") return { ...result, winningMoves: [], movesComplete: true };
  const optionsOf = optionsCache(terms);
  if (outcome === "N") return { ...result, ...winningMoves(terms, values, limit, optionsOf) };
  return { ...result, ...drawingMoves(terms, values, limit, optionsOf) };
}

/** The loopy options of component i, listed once when first asked for. */
function optionsCache(terms: readonly Term[]): (i: number) => LoopyOption<unknown>[] {
  const options = new Map<number, LoopyOption<unknown>[]>();
  return (i) => {
    let o = options.get(i);
    if (!o) options.set(i, (o = terms[i]!.loopyOptions()));
    return o;
  };
}

type OptionsOf = (i: number) => LoopyOption<unknown>[];

/** The moves to γ 0, the perfect player's first (see {@link loopySum}), at most `limit`. */
function winningMoves(terms: Term[], values: readonly TermGamma[], limit: number, optionsOf: OptionsOf): { winningMoves: ComponentMove[]; movesComplete: boolean } {
  const found: { move: ComponentMove; rank: number }[] = [];
  let complete = true;
  const single = terms.length === 1;
  terms.forEach((t, i) => {
    const v = values[i]!;
    const infiniteLeft = values.some((w, j) => j !== i && typeof w !== "bigint");
    if (infiniteLeft) return; // another infinite component stays: no move here reaches γ 0
    // the value this component must take for the sum to be 0
    const others = sumOfGammas(values.filter((_, j) => j !== i)) as bigint;

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
  return { winningMoves: found.slice(0, limit).map((f) => f.move), movesComplete: complete };
}

/** From a draw, the moves that keep it, at most `limit`. */
function drawingMoves(terms: Term[], values: readonly TermGamma[], limit: number, optionsOf: OptionsOf): { drawingMoves: ComponentMove[]; movesComplete: boolean } {
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
    const listed = fewOptions(t, infinite < 2);
    if (listed) {
      // every option, each once: the list is complete (up to the limit)
      for (const o of listed) if ((infinite >= 2 || outcomeAfter(values, i, o.gamma) === "D") && !push(i, o.term)) return;
      return;
    }
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
  return { drawingMoves: drawing, movesComplete: complete };
}

type InfiniteGammaLike = { K: readonly number[] };

/** At most this many options of a finite component are listed one by one (each with its value). */
const FEW_OPTIONS = 10_000;

/**
 * The options of a finite component, each once, with their Grundy values (not computed when
 * `valuesNeeded` is false): undefined when there are more than {@link FEW_OPTIONS} or a value is
 * out of the budget's reach (the caller then finds the moves by their values, not all of them).
 */
function fewOptions(t: Term, valuesNeeded = true): { term: Term; gamma: bigint }[] | undefined {
  const game = t.family.game;
  const seen = new Set<unknown>();
  const out: { term: Term; gamma: bigint }[] = [];
  try {
    for (const o of game.moves(t.position)) {
      const k = game.key(o);
      if (seen.has(k)) continue;
      seen.add(k);
      if (out.length >= FEW_OPTIONS) return undefined;
      const term = t.at(o);
      out.push({ term, gamma: valuesNeeded ? term.grundy() : 0n });
    }
  } catch (e) {
    if (e instanceof GrundyError && !(e instanceof UserCodeError)) return undefined;
    throw e;
  }
  return out;
}
