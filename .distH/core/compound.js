import { InputError } from "../errors.js";
import { checkOption } from "../_internals/checks.js";
import { describeValue } from "../_internals/describeValue.js";
import { decideCompound } from "./_internals/decideCompound.js";
import { enginePart } from "./_internals/enginePart.js";
import { COMPOUND, compoundKind, KINDS } from "./compoundKinds.js";
/** The kinds of compound (the table's order, re-exported from compoundKinds). */
export { KINDS };
/**
 * Plays components together under the given compound rule.
 *
 * @param kind - 'sum' | 'selective' | 'conjunctive' | 'every'
 * @param components - the (game, position) pairs
 * @param options - search options (budget, progress)
 * @returns the winner, the deciding values and the move in each component
 * @example compound("sum", [{ game: nim, position: [3] }, { game: nim, position: [5] }]).winner // 'first'
 */
export function compound(kind, components, options = {}) {
    checkOption("kind of compound", kind, KINDS);
    if (!Array.isArray(components))
        throw new InputError("a list of components ({ game, position })", describeValue(components));
    const d = decideCompound(kind, components.map((c) => enginePart(c, options)));
    const moves = components.map(() => null);
    // a sum lists every winning move: the one to make is the first
    for (const m of compoundKind(kind).moves === "one" ? d.moves.slice(0, 1) : d.moves)
        moves[m.component] = m.move;
    return { kind, winner: d.wins ? "first" : "second", values: d.values.map(Number), value: Number(d.value), moves };
}
/**
 * Disjunctive sum: each turn, move in exactly one component. Decided by the nim-sum of
 * Grundy values (Sprague–Grundy theorem).
 *
 * @example disjunctiveSum([{ game: nim, position: [3] }, { game: nim, position: [5] }]).winner // 'first'
 */
export function disjunctiveSum(components, options = {}) {
    return compound(COMPOUND.sum, components, options);
}
/**
 * Selective compound: each turn, move in any non-empty set of components. The player to
 * move wins exactly when some component is an N-position; the winning move takes every
 * N component to a P-position.
 */
export function selectiveCompound(components, options = {}) {
    return compound(COMPOUND.selective, components, options);
}
/**
 * Conjunctive compound: each turn, move in every component; play ends as soon as any
 * component has ended. Decided by the least remoteness (odd: the player to move wins).
 */
export function conjunctiveCompound(components, options = {}) {
    return compound(COMPOUND.conjunctive, components, options);
}
/**
 * Continued conjunctive compound (Every-SG): each turn, move in every component that has
 * not ended; play ends when all have ended. Decided by the greatest suspense number (odd:
 * the player to move wins).
 */
export function continuedConjunctiveCompound(components, options = {}) {
    return compound(COMPOUND.every, components, options);
}
//# sourceMappingURL=compound.js.map