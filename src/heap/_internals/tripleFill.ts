// The definition for rules whose moves may leave three heaps, without the triple loop. The
// naive kernel (./naiveFill.ts) marks every split of every heap: ≈ n²/12 checks for heap n,
// n³/36 for a sequence. Here each heap's pair set P(k) = { G(b) ⊕ G(k − b) } is kept as a list
// of its distinct values, and a split of m into three is a smallest part a ≤ m/3 beside a pair
// making up m − a: the values of the splits are G(a) ⊕ P(m − a), |P(m − a)| marks for each a.
// The pair sets are small (at most the values' bound, and far fewer for arithmetic-periodic
// codes: 0.8's have about 40 values at heap 3000), so a heap costs about n/2 + Σ|P|; where
// the lists hold more values than the splits number, the splits are marked one by one.
import type { CompiledRules } from "./compile.js";
import type { Workspace } from "./workspace.js";

/**
 * The pair sets of the last heaps, in a ring of `size` lists (the list of k at k mod size).
 * Heap n reads the lists of k ≥ 2(n − t)/3 only (a split into three leaves a smallest part
 * a ≤ m/3, the other two making up m − a; a split into two leaves a pair making up n − i).
 */
interface PairSets {
  readonly lists: Int32Array[];
  /** stamps of the values already in the list being built */
  mark: Int32Array;
}

const setsOf = new WeakMap<Workspace, PairSets>();

/** Whether rules are filled by {@link tripleFill}: a move may leave three heaps, finitely many removals, equal heaps allowed. */
export function tripleFillApplies(c: CompiledRules): boolean {
  return c.three.length > 0 && c.tail === 0 && !c.unequal;
}

/** Heap n's pair set P(n) (heaps 1 … n − 1 known), as a list of distinct values. */
function pairSet(G: ArrayLike<number>, sets: PairSets, bound: number, n: number): Int32Array {
  if (sets.mark.length < bound) sets.mark = new Int32Array(2 * bound);
  const mark = sets.mark;
  const out: number[] = [];
  for (let b = 1; 2 * b <= n; b++) {
    const v = G[b]! ^ G[n - b]!;
    if (mark[v] !== n + 1) {
      mark[v] = n + 1;
      out.push(v);
    }
  }
  return Int32Array.from(out);
}

/**
 * Marks the values of the splits of m into three heaps: G(a) ⊕ P(m − a) for a ≤ m/3 when
 * those lists hold fewer values than the splits number (≈ m²/12), else split by split.
 */
function threes(G: ArrayLike<number>, seen: Int32Array, lists: readonly Int32Array[], m: number, stamp: number): void {
  const size = lists.length;
  let marks = 0;
  for (let a = 1; 3 * a <= m; a++) marks += lists[(m - a) % size]!.length;
  if (marks <= (m * m) / 12) {
    for (let a = 1; 3 * a <= m; a++) {
      const ga = G[a]!;
      const list = lists[(m - a) % size]!;
      for (let j = 0; j < list.length; j++) seen[ga ^ list[j]!] = stamp;
    }
    return;
  }
  for (let a = 1; 3 * a <= m; a++) {
    const ga = G[a]!;
    for (let b = a; a + 2 * b <= m; b++) seen[ga ^ G[b]! ^ G[m - a - b]!] = stamp;
  }
}

/**
 * Fills heaps from … to − 1 (every heap below `from` already filled by this function, in
 * order from 0) for rules {@link tripleFillApplies} accepts. The values are those of the
 * definition: the mex of the values of every move.
 *
 * @param c - the compiled rules
 * @param ws - the workspace (values, the stamp table, the bound)
 * @param from - the first heap
 * @param to - one past the last heap
 */
export function tripleFill(c: CompiledRules, ws: Workspace, from: number, to: number): void {
  let sets = setsOf.get(ws);
  if (!sets) {
    const size = Math.floor(ws.values.length / 3) + c.t + 3;
    sets = { lists: Array.from({ length: size }, () => new Int32Array(0)), mark: new Int32Array(2) };
    setsOf.set(ws, sets);
  }
  const size = sets.lists.length;
  for (let n = from; n < to; n++) {
    const G = ws.values;
    sets.lists[n % size] = pairSet(G, sets, ws.bound, n);
    const seen = ws.seen;
    const stamp = n + 1;
    for (let k = 0; k < c.zero.length; k++) if (c.zero[k] === n) seen[0] = stamp;
    for (let k = 0; k < c.one.length; k++) {
      const i = c.one[k]!;
      if (i < n) seen[G[n - i]!] = stamp;
    }
    for (let k = 0; k < c.two.length; k++) {
      const m = n - c.two[k]!;
      if (m < 2) continue;
      const list = sets.lists[m % size]!;
      for (let j = 0; j < list.length; j++) seen[list[j]!] = stamp;
    }
    for (let k = 0; k < c.three.length; k++) threes(G, seen, sets.lists, n - c.three[k]!, stamp);
    let g = 0;
    while (seen[g] === stamp) g++;
    if (g >= ws.bound) ws.grow(g);
    ws.values[n] = g;
  }
}
