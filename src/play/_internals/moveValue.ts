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
  const after = terms.map((t, i) => changes.get(i) ?? t);
  const parts: ComponentMove[] = [...changes.entries()].sort((a, b) => a[0] - b[0]).map(([i, to]) => componentMove(terms, i, to));
  const move: Move = {
    parts,
    text: parts.map((p) => `${p.from} -> ${p.to}`).join("; "),
    position: after.map((t) => t.text).join(" + "),
  };
  if (withValue) {
    try {
      const v = valueAfter(engine, after);
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
 * memoised, so the many moves of a long list cost one new component value each.
 */
function valueAfter(engine: SessionEngine, terms: Term[]): { wins?: boolean; draws?: boolean; remoteness?: number; suspense?: number } {
  // each move valued with a fresh budget (the session's terms share the one they were read with,
  // which a long game would spend: a family's own search spends from it too)
  const solve = engine.solve();
  const after = terms.map((t) => t.withOptions(solve));
  switch (compoundKind(engine.compound).measure) {
    case "grundy": {
      if (engine.loopy) {
        const o = outcomeOfGamma(sumOfGammas(after.map((t) => engine.memo("gamma", t, () => t.gamma()))));
        return { wins: o === "P", draws: o === "D" };
      }
      if (engine.play === "misere") return { wins: engine.analyze(after, 0).outcome === "P" };
      if (after.length === 1) {
        const p = engine.memo("isP", after[0]!, () => after[0]!.closedIsP());
        if (p !== undefined) return { wins: p };
      }
      return { wins: after.reduce((x, t) => x ^ engine.memo("grundy", t, () => t.grundy()), 0n) === 0n };
    }
    case "outcome":
      return { wins: after.every((t) => engine.memo("isP", t, () => t.isP())) };
    case "remoteness": {
      const r = after.reduce(
        (least, t) =>
          Math.min(
            least,
            engine.memo("remoteness", t, () => t.smith("remoteness").value),
          ),
        Infinity,
      );
      return { wins: r % 2 === 0, remoteness: r };
    }
    case "suspense": {
      const s = after.reduce(
        (most, t) =>
          Math.max(
            most,
            engine.memo("suspense", t, () => t.smith("suspense").value),
          ),
        0,
      );
      return { wins: s % 2 === 0, suspense: s };
    }
  }
}
