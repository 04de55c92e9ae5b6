import { specialize } from "./specialize.js";
/**
 * Makes the step that computes heap n's value by the definition: the mex of every
 * option's value (a split's value is the nim-sum of its parts), options marked in `seen`
 * with `stamp`. Self-contained, for {@link specialize}; each inner loop is a function of
 * its own, which V8 compiles far better than nested loops.
 */
function naiveStepFactory(G, seen, zero, one, two, three, tail, tailFrom, unequal, prefix, prefixState) {
    function pairs(m, hi, stamp) {
        for (let a = 1; a <= hi; a++)
            seen[G[a] ^ G[m - a]] = stamp;
    }
    function triples(m, stamp) {
        for (let a = 1; 3 * a <= m; a++) {
            const ga = G[a];
            for (let b = a; a + 2 * b <= m; b++)
                seen[ga ^ G[b] ^ G[m - a - b]] = stamp;
        }
    }
    /** the least value ≥ v not held by the heaps added to the prefix so far */
    function free(v) {
        while (prefix[v] !== v) {
            const up = prefix[v];
            prefix[v] = prefix[up];
            v = up;
        }
        return v;
    }
    /** adds heaps up to n − tailFrom to the prefix */
    function extend(n) {
        let end = prefixState[0];
        for (; end <= n - tailFrom; end++) {
            const v = G[end];
            if (prefix[v] === v)
                prefix[v] = v + 1;
        }
        prefixState[0] = end;
    }
    return function naiveStep(n, stamp) {
        for (let k = 0; k < zero.length; k++)
            if (zero[k] === n)
                seen[0] = stamp;
        for (let k = 0; k < one.length; k++) {
            const i = one[k];
            if (i < n)
                seen[G[n - i]] = stamp;
        }
        for (let k = 0; k < two.length; k++) {
            const m = n - two[k];
            pairs(m, unequal ? (m - 1) >> 1 : m >> 1, stamp);
        }
        for (let k = 0; k < three.length; k++)
            triples(n - three[k], stamp);
        let g = 0;
        if (tail !== 0) {
            if (tail & 1 && n >= tailFrom)
                seen[0] = stamp;
            if (tail & 2) {
                // the tail's options are the values of heaps 1 … n − tailFrom
                extend(n);
                g = free(0);
                while (seen[g] === stamp)
                    g = free(g + 1);
                return g;
            }
        }
        while (seen[g] === stamp)
            g++;
        return g;
    };
}
function naiveStep(c, ws) {
    return specialize(naiveStepFactory, ws.values, ws.seen, c.zero, c.one, c.two, c.three, c.tail, c.tailFrom, c.unequal, ws.prefix, ws.prefixState);
}
/** Fills heaps from … to − 1 by the definition. */
export function naiveFill(c, ws, from, to) {
    let step = naiveStep(c, ws);
    for (let n = from; n < to; n++) {
        const g = step(n, n + 1);
        if (g >= ws.bound) {
            ws.grow(g);
            step = naiveStep(c, ws);
        }
        ws.values[n] = g;
    }
}
//# sourceMappingURL=naiveFill.js.map