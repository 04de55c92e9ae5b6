import { compileRules, type CompiledRules } from "./compile.js";
import { chooseMask, maskParity } from "./mask.js";
import { naiveFill } from "./naive.js";
import type { HeapRules } from "./rules.js";
import { checkLength, type GrundyValues, type SequenceOptions } from "./values.js";
import { Workspace } from "./workspace.js";

/** Options of {@link sparseSequence}. */
export interface SparseOptions extends SequenceOptions {
  /**
   * A fixed mask (≥ 1) used from the first heap on, instead of the automatic choice.
   * Any mask gives the right values; a good one makes the method fast.
   */
  mask?: number;
}

/** Heaps computed by the definition before the first automatic choice of mask. */
const FIRST_CHOICE = 256;
/** The sparse method is used while rare positions are at most this fraction of the heaps. */
const MAX_RARE_FRACTION = 1 / 4;

/**
 * The sparse-space state: the mask's parity of every value below 2·bound, the rare values
 * in increasing order (ending in a sentinel), and the rare positions (heaps ≥ 1).
 */
class SparseState {
  parity = new Uint8Array(0);
  rareValues = new Int32Array(1);
  rare = new Int32Array(1024);
  rareCount = 0;
  constructor(readonly mask: number) {}

  /** Recomputes the parity tables for values below `size`. */
  tables(size: number): void {
    this.parity = new Uint8Array(size);
    const rv: number[] = [];
    for (let v = 0; v < size; v++) {
      this.parity[v] = maskParity(v, this.mask);
      if (this.parity[v] === 0) rv.push(v);
    }
    rv.push(0x7fffffff);
    this.rareValues = Int32Array.from(rv);
  }

  /** Lists the rare positions among heaps 1 … to − 1. */
  collect(G: GrundyValues, to: number): void {
    this.rareCount = 0;
    for (let n = 1; n < to; n++) if (maskParity(G[n]!, this.mask) === 0) this.push(n);
  }

  push(n: number): void {
    if (this.rareCount === this.rare.length) {
      const bigger = new Int32Array(this.rare.length * 2);
      bigger.set(this.rare);
      this.rare = bigger;
    }
    this.rare[this.rareCount++] = n;
  }
}

/**
 * Fills heaps from … to − 1 by the sparse-space method. A common value (odd parity) is
 * the nim-sum of a rare and a common value, so the common options of heap n come from
 * the one-heap options and the splits with a rare part: the least common value missing
 * from them, c, is found from O(#rare) pairs. The rare values below c are then looked
 * for among all splits, stopping as soon as each has been seen; G(n) is the least one
 * missing, or c when none is. @internal
 */
function sparseFill(c: CompiledRules, ws: Workspace, s: SparseState, from: number, to: number): void {
  const { zero, one, two, unequal } = c;
  let G = ws.values;
  let seen = ws.seen;
  let bound = ws.bound;
  let parity = s.parity;
  let rareValues = s.rareValues;
  for (let n = from; n < to; n++) {
    const stamp = n + 1;
    for (let k = 0; k < zero.length; k++) if (zero[k] === n) seen[0] = stamp;
    for (let k = 0; k < one.length; k++) {
      const i = one[k]!;
      if (i < n) seen[G[n - i]!] = stamp;
    }
    // common options: splits with exactly one rare part
    const rare = s.rare;
    const rareCount = s.rareCount;
    for (let k = 0; k < two.length; k++) {
      const m = n - two[k]!;
      for (let j = 0; j < rareCount; j++) {
        const r = rare[j]!;
        if (r >= m) break;
        const x = G[m - r]!;
        if (parity[x] !== 0) seen[G[r]! ^ x] = stamp;
      }
    }
    // the least common value missing
    let g = 1;
    while (seen[g] === stamp || parity[g] === 0) g++;
    // rare values below it that are not options yet
    let need = 0;
    for (let j = 0; ; j++) {
      const v = rareValues[j]!;
      if (v >= g) break;
      if (seen[v] !== stamp) need++;
    }
    if (need > 0) {
      scan: for (let k = 0; k < two.length; k++) {
        const m = n - two[k]!;
        const hi = unequal ? (m - 1) >> 1 : m >> 1;
        for (let a = 1; a <= hi; a++) {
          const x = G[a]! ^ G[m - a]!;
          if (x < g && seen[x] !== stamp) {
            seen[x] = stamp;
            if (--need === 0) break scan;
          }
        }
      }
      if (need > 0) {
        for (let j = 0; ; j++) {
          const v = rareValues[j]!;
          if (seen[v] !== stamp) {
            g = v;
            break;
          }
        }
      }
    }
    if (g >= bound) {
      ws.grow(g);
      G = ws.values;
      seen = ws.seen;
      bound = ws.bound;
      s.tables(2 * bound);
      parity = s.parity;
      rareValues = s.rareValues;
    }
    G[n] = g;
    if (parity[g] === 0 && n > 0) s.push(n);
  }
}

/**
 * Grundy values of heaps 0 … count − 1 by the sparse-space method (Winning Ways,
 * "Sparse space spells speed"; Gangolli–Plambeck; Flammenkamp). Values split into common
 * and rare by the parity of popcount(value AND mask); with a good mask rare values are
 * few, and each heap costs O(#rare positions) plus a short early-stopping scan instead
 * of O(n). The mask is chosen from the values so far at heaps 256, 512, 1024, … (the one
 * making the fewest positions rare); while no mask makes rare positions scarce, and for
 * rules the method does not cover (three-heap splits, infinitely many removals), heaps
 * are computed by the definition. The values are exactly those of {@link naiveSequence}.
 * Values are 16-bit while they fit: 2^26 heaps of an octal game take 128 MiB.
 *
 * @param rules - the heap game
 * @param count - how many values (heaps 0 … count − 1)
 * @param options - a fixed mask, progress reporting
 * @returns the values G(0), …, G(count − 1)
 * @example sparseSequence(parseHeapGame("0.6"), 1 << 20)[1 << 19]
 */
export function sparseSequence(rules: HeapRules, count: number, options: SparseOptions = {}): GrundyValues {
  checkLength(count);
  const c = compileRules(rules);
  const ws = new Workspace(count);
  const fixed = options.mask;
  if (fixed !== undefined && (!Number.isInteger(fixed) || fixed < 1 || fixed > 0x7fffffff)) {
    throw new RangeError(`a mask must be an integer from 1 to 2^31 - 1, got ${fixed}`);
  }
  const applies = c.three.length === 0 && c.tail === 0 && c.two.length > 0;
  const progressStep = 1 << 16;
  let state: SparseState | null = null;
  let nextChoice = FIRST_CHOICE;
  if (applies && fixed !== undefined) {
    state = new SparseState(fixed);
    state.tables(2 * ws.bound);
    nextChoice = Infinity;
  }
  for (let n = 0; n < count; ) {
    const end = Math.min(count, nextChoice, (Math.floor(n / progressStep) + 1) * progressStep);
    if (state) sparseFill(c, ws, state, n, end);
    else naiveFill(c, ws, n, end);
    n = end;
    if (end % progressStep === 0 || end === count) options.onProgress?.(end, count);
    if (applies && n === nextChoice) {
      nextChoice *= 2;
      const choice = chooseMask(ws.values, 1, n);
      if (choice.rare > MAX_RARE_FRACTION * n || ws.bound > 1 << 20) state = null;
      else if (!state || state.mask !== choice.mask) {
        state = new SparseState(choice.mask);
        state.tables(2 * ws.bound);
        state.collect(ws.values, n);
      }
    }
  }
  return ws.values;
}
