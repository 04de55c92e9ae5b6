/**
 * A finite commutative monoid with a P-portion, as the quotient engine keeps it: elements
 * are 0…order-1, `table[x * order + y]` is x·y, `isP[x]` is 1 for x ∈ P.
 */
export interface Monoid {
    readonly order: number;
    readonly table: Uint16Array | Uint32Array;
    readonly isP: Uint8Array;
    readonly identity: number;
}
/** A multiplication table for `order` elements (16-bit entries while they fit). */
export declare function newTable(order: number): Uint16Array | Uint32Array;
/** The trivial monoid {1} with P = ∅: the quotient of heap 0 alone (the empty game is a misère N-position). */
export declare function trivialMonoid(): Monoid;
/** A monoid given by its product, for one too large to tabulate (its table is never built). */
export interface LazyMonoid {
    readonly order: number;
    readonly isP: Uint8Array;
    readonly identity: number;
    mul(x: number, y: number): number;
}
/** The product of a tabulated or a lazy monoid. */
export declare function mulOf(q: Monoid | LazyMonoid): (x: number, y: number) => number;
