/** A multiplication table for `order` elements (16-bit entries while they fit). */
export function newTable(order) {
    return order <= 0xffff ? new Uint16Array(order * order) : new Uint32Array(order * order);
}
/** The trivial monoid {1} with P = ∅: the quotient of heap 0 alone (the empty game is a misère N-position). */
export function trivialMonoid() {
    return { order: 1, table: newTable(1), isP: new Uint8Array(1), identity: 0 };
}
/** The product of a tabulated or a lazy monoid. */
export function mulOf(q) {
    if ("mul" in q)
        return q.mul;
    const { order, table } = q;
    return (x, y) => table[x * order + y];
}
//# sourceMappingURL=monoid.js.map