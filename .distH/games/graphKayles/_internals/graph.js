// A position of a game on a graph (Node Kayles, Arc Kayles): the graph as typed, with the
// vertices removed so far. Vertices keep their labels from move to move, so that a board
// and a printed position stay the ones the player started from.
/** A position from a vertex count, edges in any order (u ≠ v) and removed vertices. */
export function graphPosition(n, edges, removed = []) {
    const seen = new Set();
    const list = [];
    for (const [a, b] of edges) {
        const [u, v] = a < b ? [a, b] : [b, a];
        const code = u * n + v;
        if (seen.has(code))
            continue;
        seen.add(code);
        list.push([u, v]);
    }
    list.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    return { n, edges: list, removed: [...new Set(removed)].sort((x, y) => x - y) };
}
/** The position with `vertices` removed too. */
export function withRemoved(p, vertices) {
    const removed = new Set(p.removed);
    for (const v of vertices)
        removed.add(v);
    return { n: p.n, edges: p.edges, removed: [...removed].sort((x, y) => x - y) };
}
/** Whether each vertex is still in play. */
export function aliveFlags(p) {
    const alive = new Uint8Array(p.n).fill(1);
    for (const v of p.removed)
        alive[v] = 0;
    return alive;
}
/** The edges still in play (both ends alive). */
export function liveEdges(p, alive = aliveFlags(p)) {
    return p.edges.filter(([u, v]) => alive[u] === 1 && alive[v] === 1);
}
/** The neighbours of each vertex in play (empty lists for removed vertices). */
export function liveNeighbours(p, alive = aliveFlags(p)) {
    const adj = Array.from({ length: p.n }, () => []);
    for (const [u, v] of liveEdges(p, alive)) {
        adj[u].push(v);
        adj[v].push(u);
    }
    return adj;
}
/** A key naming the position exactly, labels and all (positions the player sees apart stay apart). */
export function labelledKey(p) {
    return `${p.n};${p.edges.map(([u, v]) => `${u},${v}`).join(" ")};${p.removed.join(" ")}`;
}
/** Graphs up to this many vertices are split with bit masks (the engine's parts, mostly). */
const MASK_VERTICES = 30;
const maskCache = new WeakMap();
/**
 * The neighbours of each vertex as a bit mask (every edge, removed or not), for graphs of at
 * most 30 vertices; memoised on the edge list, which a position's options share.
 */
export function neighbourMasks(p) {
    if (p.n > MASK_VERTICES)
        return undefined;
    let adj = maskCache.get(p.edges);
    if (adj === undefined || adj.length !== p.n) {
        adj = new Array(p.n).fill(0);
        for (const [u, v] of p.edges) {
            adj[u] |= 1 << v;
            adj[v] |= 1 << u;
        }
        maskCache.set(p.edges, adj);
    }
    return adj;
}
/** The vertices in play as a bit mask (at most 30 vertices). */
export function aliveMask(p) {
    let alive = (1 << p.n) - 1;
    for (const v of p.removed)
        alive &= ~(1 << v);
    return alive;
}
//# sourceMappingURL=graph.js.map