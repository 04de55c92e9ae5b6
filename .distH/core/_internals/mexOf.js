// The solver's mex (src/core/mex.ts checks its argument first).
let scratch = new Uint8Array(64);
/** `mex` (src/core/mex.ts) without the check of its argument: the solver's hot path. */
export function mexOf(values) {
    const vs = Array.isArray(values) ? values : [...values];
    const n = vs.length;
    // the mex of n values is at most n: mark only values below n+1
    if (scratch.length <= n)
        scratch = new Uint8Array(2 * n + 2);
    for (let i = 0; i < n; i++) {
        const v = vs[i];
        if (v <= n)
            scratch[v] = 1;
    }
    let m = 0;
    while (scratch[m] === 1)
        m++;
    for (let i = 0; i < n; i++) {
        const v = vs[i];
        if (v <= n)
            scratch[v] = 0;
    }
    return m;
}
//# sourceMappingURL=mexOf.js.map