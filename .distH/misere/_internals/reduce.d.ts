import { type LazyMonoid, type Monoid } from "./monoid.js";
/** A monoid reduced by a congruence, and where each element went (-1: not among those reduced). */
export interface Reduced {
    readonly monoid: Monoid;
    readonly map: Int32Array;
}
/**
 * The coarsest congruence of the submonoid `elems` (closed under multiplying by `gens`, which
 * generate it) that keeps the given labels apart: Moore's partition refinement, splitting the
 * classes by each generator's successor class until stable. Its classes, with the product of
 * representatives, form the reduced monoid; `isP` is read from `label & 1`.
 *
 * @returns undefined when the reduced monoid would have more than `maxOrder` elements
 */
export declare function reduceMonoid(q: Monoid | Omit<LazyMonoid, "isP">, elems: ArrayLike<number>, gens: readonly number[], label: ArrayLike<number>, maxOrder: number): Reduced | undefined;
