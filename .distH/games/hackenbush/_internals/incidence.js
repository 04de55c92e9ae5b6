// The edges at each vertex of an edge list (compressed rows): the one adjacency builder of the
// closed form's depth-first searches (the split into parts and the cut pairs).
/**
 * The incidence lists of the edges (eu[e], ev[e]) on vertices 0 … n−1, leaving out edge
 * `skip` (−1: none) and, unless `loops`, every loop (a loop kept is listed twice at its vertex).
 */
export function incidence(n, eu, ev, skip, loops) {
    const m = eu.length;
    const degree = new Int32Array(n + 1);
    for (let e = 0; e < m; e++) {
        if (e === skip || (!loops && eu[e] === ev[e]))
            continue;
        degree[eu[e]]++;
        degree[ev[e]]++;
    }
    const start = new Int32Array(n + 1);
    for (let i = 0; i < n; i++)
        start[i + 1] = start[i] + degree[i];
    const fill = start.slice(0, n);
    const adjEdge = new Int32Array(start[n]);
    const adjTo = new Int32Array(start[n]);
    for (let e = 0; e < m; e++) {
        if (e === skip || (!loops && eu[e] === ev[e]))
            continue;
        const a = eu[e];
        const b = ev[e];
        adjEdge[fill[a]] = e;
        adjTo[fill[a]++] = b;
        adjEdge[fill[b]] = e;
        adjTo[fill[b]++] = a;
    }
    return { start, adjEdge, adjTo };
}
//# sourceMappingURL=incidence.js.map