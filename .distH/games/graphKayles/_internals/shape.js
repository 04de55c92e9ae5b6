/**
 * The shape of a connected part (nothing removed): a path when it has k − 1 edges and no
 * vertex of degree 3 (one vertex is the path of 1), a cycle when every degree is 2, a
 * complete graph when every pair is an edge. K₂ is a path and K₃ a cycle.
 */
export function shapeOf(part) {
    const k = part.n;
    const m = part.edges.length;
    const degree = new Uint32Array(k);
    for (const [u, v] of part.edges) {
        degree[u]++;
        degree[v]++;
    }
    let max = 0;
    for (const d of degree)
        if (d > max)
            max = d;
    if (m === k - 1 && max <= 2)
        return { kind: "path", k };
    if (m === k && max === 2)
        return { kind: "cycle", k };
    if (m === (k * (k - 1)) / 2)
        return { kind: "complete", k };
    return { kind: "other", k };
}
//# sourceMappingURL=shape.js.map