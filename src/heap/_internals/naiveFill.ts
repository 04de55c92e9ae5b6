// The definition, heap by heap: the step of heapValues (src/heap/heapValues.ts, which
// naiveSequence and the misère tameness test call) and the sparse method's start run (src/sequence/sparse.ts).
import type { GrundyValues } from "../grundyValues.js";
import type { CompiledRules } from "./compile.js";
import { specialize } from "./specialize.js";
import { tripleFill, tripleFillApplies } from "./tripleFill.js";
import type { Workspace } from "./workspace.js";

/**
 * Makes the step that computes heap n's value by the definition: the mex of every
 * option's value (a split's value is the nim-sum of its parts), options marked in `seen`
 * with `stamp`. Self-contained, for {@link specialize}; each inner loop is a function of
 * its own, which V8 compiles far better than nested loops.
 */
function naiveStepFactory(
  G: GrundyValues,
  seen: Int32Array,
  zero: Int32Array,
  one: Int32Array,
  two: Int32Array,
  three: Int32Array,
  tail: number,
  tailFrom: number,
  unequal: boolean,
  prefix: Int32Array,
  prefixState: Int32Array,
): (n: number, stamp: number) => number {
  function pairs(m: number, hi: number, stamp: number): void {
    for (let a = 1; a <= hi; a++) seen[G[a]! ^ G[m - a]!] = stamp;
  }
  function triples(m: number, stamp: number): void {
    for (let a = 1; 3 * a <= m; a++) {
      const ga = G[a]!;
      for (let b = a; a + 2 * b <= m; b++) seen[ga ^ G[b]! ^ G[m - a - b]!] = stamp;
    }
  }
  /** the least value ≥ v not held by the heaps added to the prefix so far */
  function free(v: number): number {
    while (prefix[v] !== v) {
      const up = prefix[v]!;
      prefix[v] = prefix[up]!;
      v = up;
    }
    return v;
  }
  /** adds heaps up to n − tailFrom to the prefix */
  function extend(n: number): void {
    let end = prefixState[0]!;
    for (; end <= n - tailFrom; end++) {
      const v = G[end]!;
      if (prefix[v] === v) prefix[v] = v + 1;
    }
    prefixState[0] = end;
  }
  return function naiveStep(n: number, stamp: number): number {
    for (let k = 0; k < zero.length; k++) if (zero[k] === n) seen[0] = stamp;
    for (let k = 0; k < one.length; k++) {
      const i = one[k]!;
      if (i < n) seen[G[n - i]!] = stamp;
    }
    for (let k = 0; k < two.length; k++) {
      const m = n - two[k]!;
      pairs(m, unequal ? (m - 1) >> 1 : m >> 1, stamp);
    }
    for (let k = 0; k < three.length; k++) triples(n - three[k]!, stamp);
    let g = 0;
    if (tail !== 0) {
      if (tail & 1 && n >= tailFrom) seen[0] = stamp;
      if (tail & 2) {
        // the tail's options are the values of heaps 1 … n − tailFrom
        extend(n);
        g = free(0);
        while (seen[g] === stamp) g = free(g + 1);
        return g;
      }
    }
    while (seen[g] === stamp) g++;
    return g;
  };
}

function naiveStep(c: CompiledRules, ws: Workspace, copy: boolean): (n: number, stamp: number) => number {
  const args = [ws.values, ws.seen, c.zero, c.one, c.two, c.three, c.tail, c.tailFrom, c.unequal, ws.prefix, ws.prefixState] as const;
  return copy ? specialize(naiveStepFactory, ...args) : naiveStepFactory(...args);
}

/**
 * Fills heaps from … to − 1 by the definition (heaps filled in order from 0 on the same
 * workspace; rules with three-heap splits go to ./tripleFill.ts). `copy: false` runs the kernel as written,
 * without {@link specialize}'s fresh copy: each copy is compiled from its text and starts
 * cold, which costs more than a short run gains from it.
 */
export function naiveFill(c: CompiledRules, ws: Workspace, from: number, to: number, copy = true): void {
  // three-heap splits: the pair-set method (same values, ≈ n² work instead of n³)
  if (tripleFillApplies(c)) return tripleFill(c, ws, from, to);
  let step = naiveStep(c, ws, copy);
  for (let n = from; n < to; n++) {
    const g = step(n, n + 1);
    if (g >= ws.bound) {
      ws.grow(g);
      step = naiveStep(c, ws, copy);
    }
    ws.values[n] = g;
  }
}
