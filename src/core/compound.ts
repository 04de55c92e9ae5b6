import { checkOption, describeValue, InputError } from "../errors.js";
import type { Game } from "./game.js";
import { grundy } from "./grundy.js";
import { REMOTENESS, SUSPENSE } from "./measures.js";
import { evaluate, type SolveOptions } from "./solver.js";

/** One component of a compound: a game and a position in it. */
export interface Component<P = unknown> {
  game: Game<P>;
  position: P;
}

export type { CompoundKind, SmithKind } from "./compoundKinds.js";
import { COMPOUND, type CompoundKind, compoundKind, KINDS, type SmithKind } from "./compoundKinds.js";
/** The kinds of compound (the table's order). @internal */
export { KINDS };

/**
 * A component as the compound rules see it: whatever answers these questions, the engine
 * on a (game, position) pair or closed forms. `M` is how a move is written (a position).
 * @internal
 */
export interface CompoundPart<M> {
  grundy(): bigint;
  /** Whether the component is a P-position (may be decided without its Grundy value). */
  isP(): boolean;
  /** Options of Grundy value `target`, at most `limit`; `complete` when none was left out. */
  movesTo(target: bigint, limit: number): { moves: M[]; complete: boolean };
  /** Some legal move, or null when the component has ended. */
  anyMove(): M | null;
  /** Remoteness or suspense, and the move Smith's strategy makes (null when it has ended). */
  smith(kind: SmithKind): { value: number; move: M | null };
}

/** A move in component `component` of a compound. */
export interface PartMove<M> {
  component: number;
  move: M;
}

/** What decides a compound, and the moves to make. @internal */
export interface CompoundDecision<M> {
  /** Whether the player to move wins. */
  wins: boolean;
  /** The components' values: Grundy values (sum), 1 for N and 0 for P (selective), remoteness or suspense. */
  values: bigint[];
  /** The deciding value: nim-sum, number of N components, least remoteness, greatest suspense. */
  value: bigint;
  /**
   * Sums: every winning move, at most `limit` (each changes one component), or, when the
   * position is lost, one legal move. Other compounds: the move to make, one entry per
   * component that moves (a best defence when the position is lost).
   */
  moves: PartMove<M>[];
  /** False when winning moves were left out (see `limit`). */
  complete: boolean;
}

/**
 * The one implementation of the compound rules, on any parts. Sum: the nim-sum of Grundy
 * values (Sprague–Grundy). Selective: the player to move wins exactly when some component
 * is an N-position, and takes every N component to a P-position. Conjunctive: the least
 * remoteness; every: the greatest suspense (odd: the player to move wins; Smith).
 * @internal
 */
export function decideCompound<M>(kind: CompoundKind, parts: readonly CompoundPart<M>[], limit = 1): CompoundDecision<M> {
  const defence = (): PartMove<M>[] => {
    for (let i = 0; i < parts.length; i++) {
      const m = parts[i]!.anyMove();
      if (m !== null) return [{ component: i, move: m }];
    }
    return [];
  };
  const measure = compoundKind(kind).measure;
  if (measure === "grundy") {
    const values = parts.map((p) => p.grundy());
    const value = values.reduce((a, b) => a ^ b, 0n);
    if (value === 0n) return { wins: false, values, value, moves: defence(), complete: true };
    const moves: PartMove<M>[] = [];
    let complete = true;
    parts.forEach((p, i) => {
      // the target may exceed the component's value: options of greater value count too
      const found = p.movesTo(values[i]! ^ value, limit - moves.length);
      complete &&= found.complete;
      for (const m of found.moves) moves.push({ component: i, move: m });
    });
    return { wins: true, values, value, moves, complete };
  }
  if (measure === "outcome") {
    const values = parts.map((p) => (p.isP() ? 0n : 1n));
    const n = values.filter((v) => v !== 0n).length;
    if (n === 0) return { wins: false, values, value: 0n, moves: defence(), complete: true };
    const moves: PartMove<M>[] = [];
    parts.forEach((p, i) => {
      if (values[i] === 0n) return;
      const m = p.movesTo(0n, 1).moves[0];
      if (m !== undefined) moves.push({ component: i, move: m });
    });
    return { wins: true, values, value: BigInt(n), moves, complete: true };
  }
  const smith = parts.map((p) => p.smith(measure));
  const values = smith.map((s) => BigInt(s.value));
  const value = values.length === 0 ? 0n : values.reduce((a, b) => (measure === "remoteness" ? (b < a ? b : a) : b > a ? b : a));
  const moves: PartMove<M>[] = [];
  // conjunctive: no move at all once a component has ended; every: the finished ones stay
  if (!(measure === "remoteness" && value === 0n)) {
    smith.forEach((s, i) => {
      if (s.move !== null) moves.push({ component: i, move: s.move });
    });
  }
  return { wins: value % 2n === 1n, values, value, moves, complete: true };
}

/**
 * Best move in one component by a Smith measure: the winner hurries (remoteness) or delays
 * (suspense), the loser the opposite. Null at a terminal position. @internal
 */
export function smithOptimalMove<P>(c: Component<P>, kind: SmithKind, options: SolveOptions = {}): P | null {
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

/** A (game, position) pair as a compound part, answered by the engine. @internal */
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
