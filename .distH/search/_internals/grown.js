// Growing the search's typed arrays.
/** A copy of `a` in an array of `n` elements of the same type. */
export function grown(a, n) {
    const b = new a.constructor(n);
    b.set(a);
    return b;
}
//# sourceMappingURL=grown.js.map