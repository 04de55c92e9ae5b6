import type { Component } from "../component.js";
import type { SmithKind } from "../compoundKinds.js";
import { grundy } from "../grundy.js";
import { REMOTENESS, SUSPENSE } from "./measures.js";
import { evaluate } from "./evaluate.js";
import type { SolveOptions } from "../solver.js";
import type { CompoundPart } from "./decideCompound.js";

/**
 * Best move in one component by a Smith measure: the winner hurries (remoteness) or delays
 * (suspense), the loser the opposite. Null at a terminal position.
 */
function smithOptimalMove<P>(c: Component<P>, kind: SmithKind, options: SolveOptions = {}): P | null {
  const measure = kind === "remoteness" ? REMOTENESS : SUSPENSE;
  // the mover wins (odd value): to the even option of least (remoteness) or greatest
  // (suspense) value; loses: to the option of greatest (remoteness) or least (suspense)
  const better = (a: number, b: number, winning: boolean): boolean => ((kind === "remoteness") === winning ? a < b : a > b);
  const v = evaluate(c.game, c.position, measure, options);
  let best: P | null = null;
  let bestV = -1;
  for (const o of c.game.moves(c.position)) {
    const w = evaluate(c.game, o, measure, options);
    if (v % 2 === 1) {
      if (w % 2 === 0 && (best === null || better(w, bestV, true))) [best, bestV] = [o, w];
    } else if (best === null || better(w, bestV, false)) [best, bestV] = [o, w];
  }
  return best;
}

/** A (game, position) pair as a compound part, answered by the engine. */
export function enginePart<P>(c: Component<P>, options: SolveOptions = {}): CompoundPart<P> {
  const g = (p: P): bigint => BigInt(grundy(c.game, p, options));
  return {
    grundy: () => g(c.position),
    isP: () => g(c.position) === 0n,
    movesTo(target, limit) {
      const moves: P[] = [];
      for (const o of c.game.moves(c.position)) {
        if (g(o) !== target) continue;
        if (moves.length >= limit) return { moves, complete: false };
        moves.push(o);
      }
      return { moves, complete: true };
    },
    anyMove() {
      for (const o of c.game.moves(c.position)) return o;
      return null;
    },
    smith(kind) {
      const value = evaluate(c.game, c.position, kind === "remoteness" ? REMOTENESS : SUSPENSE, options);
      return { value, move: value === 0 ? null : smithOptimalMove(c, kind, options) };
    },
  };
}
