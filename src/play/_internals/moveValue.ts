import { componentMove, type ComponentMove, movedTerm, type Term } from "../../analyze/engine.js";
import { outcomeOfGamma, sumOfGammas } from "../../core/gamma.js";
import { compoundKind } from "../../core/compoundKinds.js";
import { GrundyError, UserCodeError } from "../../errors.js";
import type { Move } from "../move.js";
import type { SessionEngine } from "./engine.js";

/** A move's component moves, index → new term. */
export function changesOf(move: Move): Map<number, Term> {
  return new Map(move.parts.map((p) => [p.component, movedTerm(p)]));
}

/** Builds a move from component moves (index → new term) on the terms, with its value (unless `withValue` is false). */
export function makeMove(engine: SessionEngine, terms: readonly Term[], changes: Map<number, Term>, withValue = true): Move {
  // the terms after the move: made when asked (a move of one component of n costs O(1) unless its whole position is)
  let afterTerms: Term[] | undefined;
  const after = (): Term[] => {
    afterTerms ??= terms.map((t, i) => changes.get(i) ?? t);
    return afterTerms;
  };
  const parts: ComponentMove[] = [...changes.entries()].sort((a, b) => a[0] - b[0]).map(([i, to]) => componentMove(terms, i, to));
  // the whole position's text is as long as the position: written when asked (a list of 50
  // moves of a sum of 10^6 components shows their moves, not 50 positions of megabytes)
  let position: string | undefined;
  const move: Move = {
    parts,
    text: parts.map((p) => `${p.from} -> ${p.to}`).join("; "),
    get position(): string {
      position ??= after()
        .map((t) => t.text)
        .join(" + ");
      return position;
    },
  };
  if (withValue) {
    try {
      const v = valueAfter(engine, terms, changes, after);
      if (v.wins !== undefined) move.wins = v.wins;
      if (v.draws) move.draws = true;
      if (v.remoteness !== undefined) move.remoteness = v.remoteness;
      if (v.suspense !== undefined) move.suspense = v.suspense;
    } catch (e) {
      if (!(e instanceof GrundyError) || e instanceof UserCodeError) throw e;
    }
  }
  return move;
}

/**
 * The value of the position a move leaves, for the player who made it, by the measure that
 * decides the compound (the table's): whether it wins (the position left is lost for the
 * opponent), and the remoteness or suspense of a Smith compound. Component values are
 * memoised, so the many moves of a long list cost one new component value each; a sum's
 * nim-sum is the one before the move (memoised for the position) with the moved components
 * changed, so a move of a sum of n components costs O(changes), not O(n), beyond its text.
 */
function valueAfter(
  engine: SessionEngine,
  before: readonly Term[],
  changes: ReadonlyMap<number, Term>,
  afterMove: () => readonly Term[],
): { wins?: boolean; draws?: boolean; remoteness?: number; suspense?: number } {
  // each value found with a fresh budget (the session's terms share the one they were read with,
  // which a long game would spend: a family's own search spends from it too); made only for a
  // value not memoised yet
  const solve = engine.solve();
  const fresh = (t: Term): Term => t.withOptions(solve);
  switch (compoundKind(engine.compound).measure) {
    case "grundy": {
      if (engine.loopy) {
        const after = afterMove();
        const o = outcomeOfGamma(sumOfGammas(after.map((t) => engine.memo("gamma", t, () => fresh(t).gamma()))));
        return { wins: o === "P", draws: o === "D" };
      }
      if (engine.play === "misere") return { wins: engine.analyze(afterMove().map(fresh), 0).outcome === "P" };
      if (before.length === 1) {
        const only = afterMove()[0]!;
        const p = engine.memo("isP", only, () => fresh(only).closedIsP());
        if (p !== undefined) return { wins: p };
      }
      const grundy = (t: Term): bigint => engine.memo("grundy", t, () => fresh(t).grundy());
      let x = engine.nimSum(before, grundy);
      for (const [i, to] of changes) x ^= grundy(before[i]!) ^ grundy(to);
      return { wins: x === 0n };
    }
    case "outcome":
      return { wins: afterMove().every((t) => engine.memo("isP", t, () => fresh(t).isP())) };
    case "remoteness": {
      const r = afterMove().reduce(
        (least, t) =>
          Math.min(
            least,
            engine.memo("remoteness", t, () => fresh(t).smith("remoteness").value),
          ),
        Infinity,
      );
      return { wins: r % 2 === 0, remoteness: r };
    }
    case "suspense": {
      const s = afterMove().reduce(
        (most, t) =>
          Math.max(
            most,
            engine.memo("suspense", t, () => fresh(t).smith("suspense").value),
          ),
        0,
      );
      return { wins: s % 2 === 0, suspense: s };
    }
  }
}
