// The value of a 2-edge-connected part after deleting each of its edges, without valuing the
// part again for every edge: which edges become bridges is read off the cut pairs.
//
// In a 2-edge-connected part C, deleting edge e leaves C − e connected, and its bridges are
// the edges f with {e, f} a cut pair. With a depth-first tree, give each non-tree edge a
// random label and each tree edge the XOR of the labels of the non-tree edges crossing it:
// {e, f} is a cut pair exactly when their labels are equal (with high probability; a class
// that does not have the shape below is left to the caller). The edges of one class K are
// tree edges t1 … tm on one downward path (children c1 … cm, highest first) and at most one
// non-tree edge g; deleting all of K leaves |K| pieces in a cycle, each joined to the next by
// one edge of K. Deleting one edge of K leaves the pieces as a path of fused parts joined by
// bridges, hanging from the root's piece both ways round the cycle: valued by the colon
// principle in O(|K|) each. An edge alone in its class leaves C 2-edge-connected: its parity
// flips. Each piece's own value (its edges mod 2 and its vertices' weights) comes from
// subtree sums A(v) over the tree, each edge counted at its upper end.

import { incidence } from "./_internals/incidence.js";
/** A part's graph: vertices 0 … n−1, edges by their ends (no loops), a root, vertex weights. */
export interface PartGraph {
  n: number;
  eu: Int32Array;
  ev: Int32Array;
}

/**
 * The edges of C whose deletion leaves C (rooted at `root`, vertex weights `weight`)
 * worth `want`, as local edge indices; undefined when a class of equal labels does not have
 * the expected shape (a label collision), null when the work would pass `work`.
 */
export function cutsTo(g: PartGraph, root: number, weight: Int32Array, want: number, work: number): number[] | undefined | null {
  const { eu, ev } = g;
  const t = depthFirstTree(g, root);
  if (t === undefined) return undefined;
  const { depth } = t;
  const { tree, sum, classes } = labelClasses(g, t, weight);
  const own = sum[root]!;
  const wins: number[] = [];
  const child = (e: number): number => (depth[eu[e]!]! > depth[ev[e]!]! ? eu[e]! : ev[e]!);
  for (const K of classes.values()) {
    if (K.length === 1) {
      if ((own ^ 1) === want) wins.push(K[0]!); // C stays 2-edge-connected: one edge fewer
      continue;
    }
    const treeEdges = K.filter((e) => tree[e]).sort((a, b) => depth[child(a)]! - depth[child(b)]!);
    const others = K.filter((e) => !tree[e]);
    if (others.length > 1 || treeEdges.length === 0) return undefined;
    const cs = treeEdges.map(child);
    const tm = cs.length;
    // the pieces round the cycle, Q0 the root's, and the edge of K after each
    const base: number[] = [];
    const after: number[] = [];
    if (others.length === 1) {
      base.push(own ^ sum[cs[0]!]!);
      for (let i = 1; i < tm; i++) base.push(sum[cs[i - 1]!]! ^ sum[cs[i]!]! ^ 1);
      base.push(sum[cs[tm - 1]!]!);
      for (const e of treeEdges) after.push(e);
      after.push(others[0]!);
    } else {
      base.push(own ^ sum[cs[0]!]! ^ 1 ^ sum[cs[tm - 1]!]!);
      for (let i = 1; i < tm; i++) base.push(sum[cs[i - 1]!]! ^ sum[cs[i]!]! ^ 1);
      for (const e of treeEdges) after.push(e);
    }
    const k = base.length;
    work -= k * k;
    if (work < 0) return null;
    for (let j = 0; j < k; j++) {
      // deleting the edge after Q_j: Q_1 … Q_j hang one way from Q_0, Q_{k−1} … Q_{j+1} the other
      let value = base[0]!;
      if (j >= 1) {
        let f = base[j]!;
        for (let i = j - 1; i >= 1; i--) f = base[i]! ^ (f + 1);
        value ^= f + 1;
      }
      if (j <= k - 2) {
        let h = base[j + 1]!;
        for (let i = j + 2; i <= k - 1; i++) h = base[i]! ^ (h + 1);
        value ^= h + 1;
      }
      if (value === want) wins.push(after[j]!);
    }
  }
  return wins.sort((a, b) => a - b);
}

/** A depth-first tree of a part: each vertex's depth, parent edge and parent (-1 at the root), and the preorder. */
interface DepthFirstTree {
  depth: Int32Array;
  upEdge: Int32Array;
  up: Int32Array;
  order: Int32Array;
}

/** An iterative depth-first search from `root`; undefined when the part is not connected. */
function depthFirstTree(g: PartGraph, root: number): DepthFirstTree | undefined {
  const { n, eu, ev } = g;
  const { start, adjEdge } = incidence(n, eu, ev, -1, true);
  const depth = new Int32Array(n).fill(-1);
  const upEdge = new Int32Array(n).fill(-1);
  const up = new Int32Array(n).fill(-1);
  const order = new Int32Array(n);
  const cursor = start.slice(0, n);
  const stack = new Int32Array(n);
  let seen = 0;
  let sp = 0;
  depth[root] = 0;
  order[seen++] = root;
  stack[sp++] = root;
  while (sp > 0) {
    const x = stack[sp - 1]!;
    if (cursor[x]! < start[x + 1]!) {
      const e = adjEdge[cursor[x]!++]!;
      const y = eu[e] === x ? ev[e]! : eu[e]!;
      if (depth[y] !== -1) continue;
      depth[y] = depth[x]! + 1;
      upEdge[y] = e;
      up[y] = x;
      order[seen++] = y;
      stack[sp++] = y;
    } else sp--;
  }
  if (seen !== n) return undefined;
  return { depth, upEdge, up, order };
}

/**
 * The edges' labels (see the top of this file) grouped into classes of equal labels, which
 * edges are tree edges, and the subtree sums A(v).
 */
function labelClasses(g: PartGraph, t: DepthFirstTree, weight: Int32Array): { tree: Uint8Array; sum: Int32Array; classes: Map<number, number[]> } {
  const { n, eu, ev } = g;
  const m = eu.length;
  const { depth, upEdge, up, order } = t;
  const tree = new Uint8Array(m);
  for (let v = 0; v < n; v++) if (upEdge[v]! >= 0) tree[upEdge[v]!] = 1;
  // labels: two random words per non-tree edge (21 + 32 bits, exact in a double)
  let seed = 0x9e3779b9 ^ m;
  const rand = (): number => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const hi = new Int32Array(n);
  const lo = new Int32Array(n);
  const x = Int32Array.from(weight); // weights, and each edge's parity at its upper end
  const labelHi = new Int32Array(m);
  const labelLo = new Int32Array(m);
  for (let e = 0; e < m; e++) {
    const a = eu[e]!;
    const b = ev[e]!;
    const upper = depth[a]! <= depth[b]! ? a : b;
    x[tree[e] ? up[depth[a]! > depth[b]! ? a : b]! : upper]! ^= 1;
    if (tree[e]) continue;
    labelHi[e] = rand() & 0x1fffff;
    labelLo[e] = rand() | 0;
    hi[a]! ^= labelHi[e]!;
    hi[b]! ^= labelHi[e]!;
    lo[a]! ^= labelLo[e]!;
    lo[b]! ^= labelLo[e]!;
  }
  // subtree sums, deepest first
  const sum = x; // A(v) once folded
  for (let k = n - 1; k > 0; k--) {
    const v = order[k]!;
    const p = up[v]!;
    sum[p]! ^= sum[v]!;
    hi[p]! ^= hi[v]!;
    lo[p]! ^= lo[v]!;
    labelHi[upEdge[v]!] = hi[v]!;
    labelLo[upEdge[v]!] = lo[v]!;
  }
  const classes = new Map<number, number[]>();
  for (let e = 0; e < m; e++) {
    const key = labelHi[e]! * 4294967296 + (labelLo[e]! >>> 0);
    const c = classes.get(key);
    if (c) c.push(e);
    else classes.set(key, [e]);
  }
  return { tree, sum, classes };
}
