// Arc Kayles by its definition, written for the tests: a move takes both ends of an edge; a
// vertex set's value is the mex over its edges, tabulated over every subset (n ≤ 20 or so).

/** The Grundy value of Arc Kayles on the vertices `alive` (a mask; default all) of a graph of `n` vertices. */
export function arcKaylesBruteForce(n: number, edges: readonly (readonly [number, number])[], alive = (1 << n) - 1): number {
  const g = new Uint8Array(1 << n);
  for (let s = 1; s < 1 << n; s++) {
    let seen = 0;
    for (const [u, v] of edges) if ((s >> u) & 1 && (s >> v) & 1) seen |= 1 << g[s & ~((1 << u) | (1 << v))]!;
    let m = 0;
    while ((seen >> m) & 1) m++;
    g[s] = m;
  }
  return g[alive]!;
}
