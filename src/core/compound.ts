import type { Game } from "./game.js";
import { grundy } from "./grundy.js";
import { REMOTENESS, SUSPENSE } from "./measures.js";
import { wins } from "./outcome.js";
import { evaluate, type SolveOptions } from "./solver.js";

/** One component of a compound: a game and a position in it. */
export interface Component<P = unknown> {
  game: Game<P>;
  position: P;
}

/** How components are played together. */
export type CompoundKind = "sum" | "selective" | "conjunctive" | "continued";

/** The verdict on a compound and the move to make. */
export interface CompoundResult {
  kind: CompoundKind;
  /** 'first' when the player to move wins, else 'second'. */
  winner: "first" | "second";
  /**
   * Each component's deciding value: Grundy value (sum), 1 for N / 0 for P (selective),
   * remoteness (conjunctive), suspense (continued).
   */
  values: number[];
  /** The compound's deciding value: nim-sum, number of N components, minimum remoteness, maximum suspense. */
  value: number;
  /**
   * The move to make: for each component the position to move it to, or null where it is
   * left alone. All null when no move is possible. When the player to move loses, a best
   * defence (a legal move that makes the game last as long as it can).
   */
  moves: (unknown | null)[];
}

function optionsOf<P>(c: Component<P>): P[] {
  return [...c.game.moves(c.position)];
}

/**
 * Disjunctive sum: each turn, move in exactly one component. Decided by the nim-sum of
 * Grundy values (Sprague-Grundy theorem).
 *
 * @example disjunctiveSum([{ game: nim, position: [3] }, { game: nim, position: [5] }]).winner // 'first'
 */
export function disjunctiveSum(components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  const values = components.map((c) => grundy(c.game, c.position, options));
  const value = values.reduce((a, b) => a ^ b, 0);
  const moves: (unknown | null)[] = components.map(() => null);
  let moved = false;
  for (let i = 0; i < components.length && !moved; i++) {
    const c = components[i]!;
    const target = value === 0 ? -1 : values[i]! ^ value;
    if (value !== 0 && target >= values[i]!) continue;
    for (const o of optionsOf(c)) {
      if (value === 0 || grundy(c.game, o, options) === target) {
        moves[i] = o;
        moved = true;
        break;
      }
    }
  }
  return { kind: "sum", winner: value !== 0 ? "first" : "second", values, value, moves };
}

/**
 * Selective compound: each turn, move in any non-empty set of components. The player to
 * move wins exactly when some component is an N-position; the winning move takes every
 * N component to a P-position.
 */
export function selectiveCompound(components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  const values = components.map((c) => (wins(c.game, c.position, options) ? 1 : 0));
  const value = values.reduce<number>((a, b) => a + b, 0);
  const moves: (unknown | null)[] = components.map(() => null);
  if (value > 0) {
    components.forEach((c, i) => {
      if (values[i] === 1) moves[i] = optionsOf(c).find((o) => !wins(c.game, o, options)) ?? null;
    });
  } else {
    const i = components.findIndex((c) => optionsOf(c).length > 0);
    if (i >= 0) moves[i] = optionsOf(components[i]!)[0]!;
  }
  return { kind: "selective", winner: value > 0 ? "first" : "second", values, value, moves };
}

/**
 * Best move in one component by a Smith measure: from an odd value (a win) to the
 * even option `pickEven` prefers; from an even value (a loss) to the option `pickOdd` prefers.
 */
function smithMove<P>(
  c: Component<P>,
  measure: typeof REMOTENESS,
  preferEven: (a: number, b: number) => boolean,
  preferOdd: (a: number, b: number) => boolean,
  options: SolveOptions,
): P | null {
  const v = evaluate(c.game, c.position, measure, options);
  let best: P | null = null;
  let bestV = -1;
  for (const o of optionsOf(c)) {
    const w = evaluate(c.game, o, measure, options);
    if (v % 2 === 1) {
      if (w % 2 === 0 && (best === null || preferEven(w, bestV))) [best, bestV] = [o, w];
    } else if (best === null || preferOdd(w, bestV)) [best, bestV] = [o, w];
  }
  return best;
}

/**
 * The optimal move in one component by a Smith measure: the winner hurries (remoteness)
 * or delays (suspense), the loser the opposite. Null at a terminal position. @internal
 */
export function smithOptimalMove<P>(c: Component<P>, kind: "remoteness" | "suspense", options: SolveOptions = {}): P | null {
  return kind === "remoteness"
    ? smithMove(c, REMOTENESS, (a, b) => a < b, (a, b) => a > b, options)
    : smithMove(c, SUSPENSE, (a, b) => a > b, (a, b) => a < b, options);
}

/**
 * Conjunctive compound: each turn, move in every component; play ends as soon as any
 * component has ended. Decided by the least remoteness (odd: the player to move wins).
 */
export function conjunctiveCompound(components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  const values = components.map((c) => evaluate(c.game, c.position, REMOTENESS, options));
  const value = values.length === 0 ? 0 : Math.min(...values);
  const moves: (unknown | null)[] =
    value === 0
      ? components.map(() => null)
      : components.map((c) => smithOptimalMove(c, "remoteness", options));
  return { kind: "conjunctive", winner: value % 2 === 1 ? "first" : "second", values, value, moves };
}

/**
 * Continued conjunctive compound (Every-SG): each turn, move in every component that has
 * not ended; play ends when all have ended. Decided by the greatest suspense number (odd:
 * the player to move wins).
 */
export function continuedConjunctiveCompound(components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  const values = components.map((c) => evaluate(c.game, c.position, SUSPENSE, options));
  const value = values.length === 0 ? 0 : Math.max(...values);
  const moves: (unknown | null)[] = components.map((c, i) =>
    values[i] === 0 ? null : smithOptimalMove(c, "suspense", options),
  );
  return { kind: "continued", winner: value % 2 === 1 ? "first" : "second", values, value, moves };
}

/**
 * Plays components together under the given compound rule.
 *
 * @param kind - 'sum' | 'selective' | 'conjunctive' | 'continued'
 * @param components - the (game, position) pairs
 * @returns the winner, the deciding values and the move in each component
 */
export function compound(kind: CompoundKind, components: readonly Component<any>[], options: SolveOptions = {}): CompoundResult {
  switch (kind) {
    case "sum":
      return disjunctiveSum(components, options);
    case "selective":
      return selectiveCompound(components, options);
    case "conjunctive":
      return conjunctiveCompound(components, options);
    case "continued":
      return continuedConjunctiveCompound(components, options);
  }
}
