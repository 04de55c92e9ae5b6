import { compileRules, type CompiledRules } from "./compile.js";
import type { HeapRules } from "./rules.js";
import { checkLength, type GrundyValues, type SequenceOptions } from "./values.js";
import { Workspace } from "./workspace.js";

/**
 * The Grundy value of heap n from the values of smaller heaps, by the definition: the mex
 * of every option's value (a split's value is the nim-sum of its parts). Marks options
 * in `seen` with `stamp`. @internal
 */
export function naiveValue(c: CompiledRules, G: GrundyValues, seen: Int32Array, n: number, stamp: number): number {
  const { zero, one, two, three } = c;
  for (let k = 0; k < zero.length; k++) if (zero[k] === n) seen[0] = stamp;
  for (let k = 0; k < one.length; k++) {
    const i = one[k]!;
    if (i < n) seen[G[n - i]!] = stamp;
  }
  const unequal = c.unequal;
  for (let k = 0; k < two.length; k++) {
    const m = n - two[k]!;
    const hi = unequal ? (m - 1) >> 1 : m >> 1;
    for (let a = 1; a <= hi; a++) seen[G[a]! ^ G[m - a]!] = stamp;
  }
  for (let k = 0; k < three.length; k++) {
    const m = n - three[k]!;
    for (let a = 1; 3 * a <= m; a++) {
      const ga = G[a]!;
      for (let b = a; a + 2 * b <= m; b++) seen[ga ^ G[b]! ^ G[m - a - b]!] = stamp;
    }
  }
  if (c.tail !== 0) {
    for (let i = c.tailFrom; i <= n; i++) {
      if (c.tail & 1 && i === n) seen[0] = stamp;
      if (c.tail & 2 && i < n) seen[G[n - i]!] = stamp;
    }
  }
  let g = 0;
  while (seen[g] === stamp) g++;
  return g;
}

/** Fills heaps from … to − 1 by the definition. @internal */
export function naiveFill(c: CompiledRules, ws: Workspace, from: number, to: number): void {
  let G = ws.values;
  let seen = ws.seen;
  let bound = ws.bound;
  for (let n = from; n < to; n++) {
    const g = naiveValue(c, G, seen, n, n + 1);
    if (g >= bound) {
      ws.grow(g);
      G = ws.values;
      seen = ws.seen;
      bound = ws.bound;
    }
    G[n] = g;
  }
}

/**
 * Grundy values of heaps 0 … count − 1 by the definition: the mex over every option,
 * O(n) options per heap for octal games, so O(count²) in all. The reference the sparse
 * method is checked against; fine to a few hundred thousand heaps.
 *
 * @param rules - the heap game, e.g. `parseHeapGame("0.77")`
 * @param count - how many values (heaps 0 … count − 1)
 * @param options - progress reporting
 * @returns the values G(0), …, G(count − 1)
 * @example Array.from(naiveSequence(parseHeapGame("0.77"), 8)) // [0, 1, 2, 3, 1, 4, 3, 2]
 */
export function naiveSequence(rules: HeapRules, count: number, options: SequenceOptions = {}): GrundyValues {
  checkLength(count);
  const c = compileRules(rules);
  const ws = new Workspace(count);
  const step = 1 << 12;
  for (let n = 0; n < count; n += step) {
    const end = Math.min(count, n + step);
    naiveFill(c, ws, n, end);
    options.onProgress?.(end, count);
  }
  return ws.values;
}
