import { compoundKind, type CompoundKind, type SmithKind } from "../compoundKinds.js";

/**
 * A component as the compound rules see it: whatever answers these questions, the engine
 * on a (game, position) pair or closed forms. `M` is how a move is written (a position).
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
interface PartMove<M> {
  component: number;
  move: M;
  /** Sums: the same move wins in each of this many components (one part object given more than once), listed once. */
  copies?: number;
}

/** What decides a compound, and the moves to make. */
interface CompoundDecision<M> {
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
    // one part object given several times (copies of a term) is valued once
    const known = new Map<CompoundPart<M>, bigint>();
    const values = parts.map((p) => known.get(p) ?? known.set(p, p.grundy()).get(p)!);
    const value = values.reduce((a, b) => a ^ b, 0n);
    if (value === 0n) return { wins: false, values, value, moves: defence(), complete: true };
    const moves: PartMove<M>[] = [];
    let complete = true;
    // a part given again has the same value, hence the same winning moves: they are listed once, with the count
    const listed = new Map<CompoundPart<M>, PartMove<M>[]>();
    parts.forEach((p, i) => {
      const same = listed.get(p);
      if (same) {
        for (const m of same) m.copies = (m.copies ?? 1) + 1;
        return;
      }
      // the target may exceed the component's value: options of greater value count too
      const found = p.movesTo(values[i]! ^ value, limit - moves.length);
      complete &&= found.complete;
      const mine = found.moves.map((m) => ({ component: i, move: m }));
      listed.set(p, mine);
      for (const m of mine) moves.push(m);
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
