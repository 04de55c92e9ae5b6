import { type CompoundKind, type SmithKind } from "../compoundKinds.js";
/**
 * A component as the compound rules see it: whatever answers these questions, the engine
 * on a (game, position) pair or closed forms. `M` is how a move is written (a position).
 */
export interface CompoundPart<M> {
    grundy(): bigint;
    /** Whether the component is a P-position (may be decided without its Grundy value). */
    isP(): boolean;
    /** Options of Grundy value `target`, at most `limit`; `complete` when none was left out. */
    movesTo(target: bigint, limit: number): {
        moves: M[];
        complete: boolean;
    };
    /** Some legal move, or null when the component has ended. */
    anyMove(): M | null;
    /** Remoteness or suspense, and the move Smith's strategy makes (null when it has ended). */
    smith(kind: SmithKind): {
        value: number;
        move: M | null;
    };
}
/** A move in component `component` of a compound. */
interface PartMove<M> {
    component: number;
    move: M;
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
export declare function decideCompound<M>(kind: CompoundKind, parts: readonly CompoundPart<M>[], limit?: number): CompoundDecision<M>;
export {};
