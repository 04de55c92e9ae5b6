// The test's own Node and Arc Kayles: bit masks of vertices in play, a move generator of its
// own and a plain memoised mex recursion (graphs of at most 12 vertices: depth at most 12).
import fc from "fast-check";

export interface TestGraph {
  n: number;
  edges: [number, number][];
  removed: number[];
}

const masks = (g: TestGraph): number[] => {
  const adj = new Array<number>(g.n).fill(0);
  for (const [u, v] of g.edges) {
    adj[u]! |= 1 << v;
    adj[v]! |= 1 << u;
  }
  return adj;
};

const mex = (xs: Iterable<number>): number => {
  const s = new Set(xs);
  let m = 0;
  while (s.has(m)) m++;
  return m;
};

const aliveMask = (g: TestGraph): number => g.removed.reduce((a, v) => a & ~(1 << v), (1 << g.n) - 1);

/** The options of a mask of vertices in play, as masks. */
export function bruteOptions(kind: "node" | "arc", g: TestGraph, alive: number): number[] {
  const adj = masks(g);
  const out: number[] = [];
  if (kind === "node") {
    for (let v = 0; v < g.n; v++) if (alive & (1 << v)) out.push(alive & ~((1 << v) | adj[v]!));
  } else {
    for (const [u, v] of g.edges) if (alive & (1 << u) && alive & (1 << v)) out.push(alive & ~((1 << u) | (1 << v)));
  }
  return out;
}

/** Grundy values of every mask of one graph, by the plain recursion. */
export function bruteGrundy(kind: "node" | "arc", g: TestGraph): (alive?: number) => number {
  const memo = new Map<number, number>();
  const value = (alive: number): number => {
    const known = memo.get(alive);
    if (known !== undefined) return known;
    const v = mex(bruteOptions(kind, g, alive).map(value));
    memo.set(alive, v);
    return v;
  };
  return (alive = aliveMask(g)) => value(alive);
}

/** Whether the player to move wins under misère play (the last to move loses). */
export function bruteMisereWins(kind: "node" | "arc", g: TestGraph): boolean {
  const memo = new Map<number, boolean>();
  const wins = (alive: number): boolean => {
    const known = memo.get(alive);
    if (known !== undefined) return known;
    const opts = bruteOptions(kind, g, alive);
    const w = opts.length === 0 ? true : opts.some((o) => !wins(o));
    memo.set(alive, w);
    return w;
  };
  return wins(aliveMask(g));
}

/** The vertices removed by going from one mask to another. */
export const removedBy = (g: TestGraph, alive: number): number[] => Array.from({ length: g.n }, (_, v) => v).filter((v) => !(alive & (1 << v)));

/** Random graphs: up to `maxN` vertices, each pair an edge with a random density, some vertices removed. */
export const graphArb = (maxN = 10, removals = true): fc.Arbitrary<TestGraph> =>
  fc.integer({ min: 0, max: maxN }).chain((n) => {
    const pairs: [number, number][] = [];
    for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) pairs.push([u, v]);
    return fc
      .record({
        n: fc.constant(n),
        density: fc.double({ min: 0, max: 1, noNaN: true }),
        picks: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: pairs.length, maxLength: pairs.length }),
        removed: removals
          ? fc.subarray(
              Array.from({ length: n }, (_, v) => v),
              { maxLength: Math.min(3, n) },
            )
          : fc.constant([] as number[]),
      })
      .map(({ density, picks, removed }) => ({ n, edges: pairs.filter((_, i) => picks[i]! < density), removed }));
  });

/** A random relabelling of a graph. */
export const relabel = (g: TestGraph, perm: readonly number[]): TestGraph => ({
  n: g.n,
  edges: g.edges.map(([u, v]) => [perm[u]!, perm[v]!]),
  removed: g.removed.map((v) => perm[v]!),
});

/** fast-check's runs, seeded. */
export const SEEDED = { seed: 20261201, numRuns: 150 } as const;
