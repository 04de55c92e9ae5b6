// Loopy games by brute force and by definition, for the tests of the loopy engine and of the
// retrograde core: random digraphs, the definition of γ, remoteness by value iteration.
import fc from "fast-check";
import { CsrGraph } from "../../src/core/implicitGraph.js";

/** A random digraph on 0..n-1: any edges, self-loops and sinks included. */
export const arbDigraph = (maxSize: number): fc.Arbitrary<number[][]> =>
  fc.integer({ min: 1, max: maxSize }).chain((n) =>
    fc.array(
      fc.subarray(
        Array.from({ length: n }, (_, j) => j),
        { maxLength: Math.min(3, n) },
      ),
      { minLength: n, maxLength: n },
    ),
  );

/** ∞ in a labelling. */
export const INF = -1;

const mexOf = (xs: number[]): number => {
  let m = 0;
  while (xs.includes(m)) m++;
  return m;
};

/**
 * Whether a labelling (−1 for ∞) is the generalized Sprague–Grundy function, by its
 * definition (Fraenkel & Yesha): finite γ(u) = m satisfies (A) no option worth m, (B) every
 * option worth more or ∞ has an option worth m, (C) options worth every j < m; γ(u) = ∞ has an
 * infinite option with no option worth mex(finite values of u's options); and a counter
 * function c exists: for finite u and an option v worth more or ∞, some option w of v worth
 * γ(u) has c(w) < c(u). The counter is found greedily (placing a node never hurts another).
 */
export function isGammaFunction(edges: number[][], lab: number[]): boolean {
  const n = edges.length;
  const bad = (u: number, v: number) => lab[v] === INF || lab[v]! > lab[u]!;
  for (let u = 0; u < n; u++) {
    const opts = edges[u]!;
    if (lab[u] !== INF) {
      const m = lab[u]!;
      if (opts.some((v) => lab[v] === m)) return false; // (A)
      if (!opts.filter((v) => bad(u, v)).every((v) => edges[v]!.some((w) => lab[w] === m))) return false; // (B)
      for (let j = 0; j < m; j++) if (!opts.some((v) => lab[v] === j)) return false; // (C)
    } else {
      const mex = mexOf(opts.map((v) => lab[v]!).filter((x) => x !== INF));
      if (!opts.some((v) => lab[v] === INF && !edges[v]!.some((w) => lab[w] === mex))) return false;
    }
  }
  const placed = new Set<number>();
  for (let changed = true; changed; ) {
    changed = false;
    for (let u = 0; u < n; u++) {
      if (lab[u] === INF || placed.has(u)) continue;
      const ok = edges[u]!.filter((v) => bad(u, v)).every((v) => edges[v]!.some((w) => lab[w] === lab[u] && placed.has(w)));
      if (ok) {
        placed.add(u);
        changed = true;
      }
    }
  }
  return lab.every((x, u) => x === INF || placed.has(u));
}

/** Every labelling that is a γ function (finite values at most the out-degree). */
export function allGammaFunctions(edges: number[][]): number[][] {
  const n = edges.length;
  const found: number[][] = [];
  const lab = new Array<number>(n).fill(INF);
  const go = (u: number): void => {
    if (u === n) {
      if (isGammaFunction(edges, lab)) found.push(lab.slice());
      return;
    }
    for (let v = -1; v <= edges[u]!.length; v++) {
      lab[u] = v;
      go(u + 1);
    }
  };
  go(0);
  return found;
}

/**
 * Remoteness by value iteration, level by level as Gamesman's regular solver passes do: at
 * level r a position is won when it has a lost option of remoteness r − 1, lost when every
 * option is won and the greatest of their remoteness is r − 1 (terminal: lost at 0).
 */
export function bruteRemoteness(edges: number[][]): (number | undefined)[] {
  const n = edges.length;
  const rem: (number | undefined)[] = new Array(n).fill(undefined);
  const won: boolean[] = new Array(n).fill(false);
  for (let r = 0; r <= 2 * n + 1; r++) {
    const decided: [number, boolean][] = [];
    for (let u = 0; u < n; u++) {
      if (rem[u] !== undefined) continue;
      const opts = edges[u]!;
      if (r === 0) {
        if (opts.length === 0) decided.push([u, false]);
      } else if (opts.some((v) => rem[v] === r - 1 && !won[v])) decided.push([u, true]);
      else if (opts.every((v) => rem[v] !== undefined && won[v]) && Math.max(...opts.map((v) => rem[v]!)) === r - 1) decided.push([u, false]);
    }
    for (const [u, w] of decided) {
      rem[u] = r;
      won[u] = w;
    }
  }
  return rem;
}

/** The digraph as CSR successor lists. */
export function csr(edges: number[][]): CsrGraph {
  const start = new Int32Array(edges.length + 1);
  edges.forEach((o, u) => {
    start[u + 1] = start[u]! + o.length;
  });
  return CsrGraph.fromSuccessors(start, Int32Array.from(edges.flat()));
}
