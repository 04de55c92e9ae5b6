// Internal: per-run copies of hot kernels.
//
// V8 compiles a closure specialised to the typed arrays it captures (their maps, lengths
// and data pointers become constants) only while its code has a single closure; a
// second closure of the same source gets generic code, about twice as slow in the
// inner loops here. So each run gets its own copy of a kernel factory, compiled from
// the factory's source text. Factories must be self-contained (no free variables). Where
// code cannot be compiled at run time (a strict Content-Security-Policy) or the copy
// fails, the factory itself is used: same results, slower.
let copies = 0;
/**
 * Calls `factory(...args)` through a fresh copy of the factory's code.
 */
export function specialize(factory, ...args) {
    try {
        // `__name` is the helper esbuild-based runners (tsx, vitest) insert to keep function names
        const copy = new Function("__name", `"use strict"; return (${factory.toString()});\n// copy ${++copies}`)((f) => f);
        return copy(...args);
    }
    catch {
        return factory(...args);
    }
}
//# sourceMappingURL=specialize.js.map