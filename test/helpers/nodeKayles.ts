// Node Kayles by its definition, written for the tests: a move takes a vertex and its
// neighbours; a vertex set's value is the mex over its vertices v of the set less v and v's
// neighbours, tabulated over every subset of the vertices (so n ≤ 20 or so).

/** The neighbour masks of a graph of `n` vertices given by its edges. */
export function adjacency(n: number, edges: readonly (readonly [number, number])[]): number[] {
  const adj = new Array<number>(n).fill(0);
  for (const [u, v] of edges) {
    adj[u]! |= 1 << v;
    adj[v]! |= 1 << u;
  }
  return adj;
}

/** The Grundy value of Node Kayles on a whole graph of `n` vertices (`adj`: each vertex's neighbour mask), by the mex over every subset. */
export function nodeKaylesBruteForce(n: number, adj: ArrayLike<number>): number {
  const g = new Uint8Array(1 << n);
  for (let s = 1; s < 1 << n; s++) {
    let seen = 0;
    for (let v = 0; v < n; v++) if ((s >> v) & 1) seen |= 1 << g[s & ~(adj[v]! | (1 << v))]!;
    let m = 0;
    while ((seen >> m) & 1) m++;
    g[s] = m;
  }
  return g[(1 << n) - 1]!;
}
