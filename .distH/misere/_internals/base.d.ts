import { type LazyMonoid, type Monoid } from "./monoid.js";
/**
 * What the base counts, exactly up to `index` and by parity beyond: the heaps of an
 * element of the previous quotient (`heap` undefined), or one heap's copies.
 */
export interface Tracked {
    readonly element: number;
    readonly heap?: number;
    readonly index: number;
}
/** The base monoid of a heap step: the previous quotient, times a counter a tracked heap. */
export interface Base {
    readonly monoid: Monoid;
    /** Φ of each smaller heap in the base. */
    readonly phi: number[];
}
/**
 * The previous quotient Q times, for each tracked element (or heap), the monoid of its copies counted
 * up to `index` and by parity beyond (m ↦ m below the index, index + (m − index) mod 2
 * above): a finer monoid than Q, for when the new heap tells apart sums that Q identifies.
 * Its P-portion is Q's. `qPhi` gives the elements a tracked element names (the previous quotient's Φ). Undefined when it would have more than `maxOrder` elements.
 */
export declare function productBase(q: Monoid, phi: readonly number[], tracked: readonly Tracked[], maxOrder: number, qPhi?: readonly number[]): Base | undefined;
/** {@link productBase} without its table: the product computed on demand (a stage of the refined base, reduced at once). */
export declare function lazyProductBase(q: Monoid, phi: readonly number[], tracked: readonly Tracked[], maxOrder: number, qPhi?: readonly number[]): {
    monoid: LazyMonoid;
    phi: number[];
} | undefined;
