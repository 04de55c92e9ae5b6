import { InputError } from "../errors.js";
import { checkOption } from "../_internals/checks.js";
import { describeValue } from "../_internals/describeValue.js";
import type { Component } from "./component.js";
import { decideCompound } from "./_internals/decideCompound.js";
import { enginePart } from "./_internals/enginePart.js";
import type { SolveOptions } from "./solver.js";

export type { Component } from "./component.js";

export type { CompoundKind, SmithKind } from "./compoundKinds.js";
import { COMPOUND, type CompoundKind, compoundKind, KINDS } from "./compoundKinds.js";
/** The kinds of compound (the table's order, re-exported from compoundKinds). */
export { KINDS };

/** The verdict on a compound and the move to make. */
export interface CompoundResult {
  kind: CompoundKind;
  /** 'first' when the player to move wins, else 'second'. */
  winner: "first" | "second";
  /**
   * Each component's deciding value: Grundy value (sum), 1 for N / 0 for P (selective),
   * remoteness (conjunctive), suspense (every).
   */
  values: number[];
  /** The compound's deciding value: nim-sum, number of N components, least remoteness, greatest suspense. */
  value: number;
  /**
   * The move to make: for each component the position to move it to, or null where it is
   * left alone. All null when no move is possible. When the player to move loses, a legal
   * move (under conjunctive and every: a best defence, one that makes the game last longest).
   */
  moves: (unknown | null)[];
}

/**
 * Plays components together under the given compound rule.
 *
 * @param kind - 'sum' | 'selective' | 'conjunctive' | 'every'
 * @param components - the (game, position) pairs
 * @param options - search options (budget, progress)
 * @returns the winner, the deciding values and the move in each component
 * @example compound("sum", [{ game: nim, position: [3] }, { game: nim, position: [5] }]).winner // 'first'
 */
export function compound(kind: CompoundKind, components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  checkOption("kind of compound", kind, KINDS);
  if (!Array.isArray(components)) throw new InputError("a list of components ({ game, position })", describeValue(components));
  const d = decideCompound(
    kind,
    components.map((c) => enginePart(c, options)),
  );
  const moves: (unknown | null)[] = components.map(() => null);
  // a sum lists every winning move: the one to make is the first
  for (const m of compoundKind(kind).moves === "one" ? d.moves.slice(0, 1) : d.moves) moves[m.component] = m.move;
  return { kind, winner: d.wins ? "first" : "second", values: d.values.map(Number), value: Number(d.value), moves };
}

/**
 * Disjunctive sum: each turn, move in exactly one component. Decided by the nim-sum of
 * Grundy values (Sprague–Grundy theorem).
 *
 * @example disjunctiveSum([{ game: nim, position: [3] }, { game: nim, position: [5] }]).winner // 'first'
 */
export function disjunctiveSum(components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  return compound(COMPOUND.sum, components, options);
}

/**
 * Selective compound: each turn, move in any non-empty set of components. The player to
 * move wins exactly when some component is an N-position; the winning move takes every
 * N component to a P-position.
 */
export function selectiveCompound(components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  return compound(COMPOUND.selective, components, options);
}

/**
 * Conjunctive compound: each turn, move in every component; play ends as soon as any
 * component has ended. Decided by the least remoteness (odd: the player to move wins).
 */
export function conjunctiveCompound(components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  return compound(COMPOUND.conjunctive, components, options);
}

/**
 * Continued conjunctive compound (Every-SG): each turn, move in every component that has
 * not ended; play ends when all have ended. Decided by the greatest suspense number (odd:
 * the player to move wins).
 */
export function continuedConjunctiveCompound(components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  return compound(COMPOUND.every, components, options);
}
