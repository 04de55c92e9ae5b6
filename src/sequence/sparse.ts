import { compileRules, type CompiledRules } from "../heap/_internals/compile.js";
import { chooseMask } from "./mask.js";
import { naiveFill } from "../heap/_internals/naiveFill.js";
import { checkLength } from "./_internals/checkLength.js";
import type { HeapRules } from "../heap/heapRules.js";
import type { GrundyValues, SequenceOptions } from "./values.js";
import { checkSequenceWork } from "./work.js";
import { specialize } from "../heap/_internals/specialize.js";
import { Workspace } from "../heap/_internals/workspace.js";
import { BLOCK, SparseState } from "./_internals/sparseState.js";
import { sparseBlockPairsFactory, sparseRestPairsFactory } from "./_internals/sparsePairs.js";
import { sparseScanFactory } from "./_internals/sparseScan.js";
import { type SparseStep, sparseStepFactory } from "./_internals/sparseStep.js";

/** Options of {@link sparseSequence}. */
export interface SparseOptions extends SequenceOptions {
  /**
   * A fixed mask (≥ 1) used from the first heap on, instead of the automatic choice.
   * Any mask gives the right values; a good one makes the method fast.
   * @defaultValue chosen from the values at heaps 256, 512, 1024, …
   */
  mask?: number;
}

/** Heaps computed by the definition before the first automatic choice of mask. */
const FIRST_CHOICE = 256;
/** The sparse method is used while rare positions are at most this fraction of the heaps. */
const MAX_RARE_FRACTION = 1 / 4;

/**
 * Tables cover at least this many values: every new table means a new copy of the step
 * (see {@link specialize}), which starts cold, so small games build theirs once.
 */
const MIN_TABLE = 1024;

/** A fresh copy of the step and of each pass it calls (see {@link specialize}), on the run's present arrays. */
function sparseStep(c: CompiledRules, ws: Workspace, s: SparseState): SparseStep {
  const G = ws.values;
  const block = specialize(sparseBlockPairsFactory, G, s.flags, s.rare, c.two, s.parity.length);
  const rest = specialize(sparseRestPairsFactory, G, s.flags, s.rare, c.two, c.unequal);
  const scan = specialize(sparseScanFactory, G, s.wanted, c.two, c.unequal);
  return specialize(sparseStepFactory, G, s.flags, s.wanted, s.parity, s.commonValues, s.rareValues, c.zero, c.one, block, rest, scan);
}

/**
 * Fills heaps from … to − 1 by the sparse-space method, four heaps at a time: one pass over
 * the rare list for the block, then each heap in order (heaps short of a whole block go
 * one by one). A block stops early when an array the step captures is replaced (values
 * outgrow the tables or 16 bits, the rare list moves: `s.step` is then null); the next
 * block starts at the next heap.
 */
function sparseFill(c: CompiledRules, ws: Workspace, s: SparseState, from: number, to: number): void {
  let step = s.step ?? (s.step = sparseStep(c, ws, s));
  const tmax = c.two[c.two.length - 1]!;
  for (let n = from; n < to; ) {
    const mark = s.nextMark();
    const whole = to - n >= BLOCK;
    const lo = whole ? s.small : 0;
    const hi = whole ? s.blockEnd(n, tmax, c.unequal) : 0;
    const width = s.parity.length;
    for (let row = 0, end = whole ? n + BLOCK : n + 1; n < end; row += width) {
      const g = step(n, row, mark, lo, hi, 2 * s.rareCount);
      if (g >= ws.bound) {
        const values = ws.values;
        ws.grow(g);
        const size = Math.max(2 * ws.bound, MIN_TABLE);
        if (size !== s.parity.length) s.tables(size);
        if (ws.values !== values) s.step = null;
      }
      ws.values[n] = g;
      if (s.parity[g] === 0 && n > 0 && s.push(n, g)) s.step = null;
      n++;
      if (s.step === null) {
        step = s.step = sparseStep(c, ws, s);
        break;
      }
    }
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
 * @throws GrundyError when the work or memory is out of reach (see {@link checkSequenceWork})
 * @returns the values G(0), …, G(count − 1)
 * @example sparseSequence(parseHeapGame("0.6"), 1 << 20)[1 << 19]
 */
export function sparseSequence(rules: HeapRules, count: number, options: SparseOptions = {}): GrundyValues {
  checkLength(count);
  checkSequenceWork(rules, count);
  const c = compileRules(rules);
  const ws = new Workspace(count);
  const fixed = options.mask;
  if (fixed !== undefined && (!Number.isInteger(fixed) || fixed < 1 || fixed > 0x7fffffff)) {
    throw new RangeError(`a mask must be an integer from 1 to 2^31 - 1, got ${fixed}`);
  }
  const applies = c.three.length === 0 && c.tail === 0 && c.two.length > 0;
  const progressStep = 1 << 16;
  let state: SparseState | null = null;
  let nextChoice = applies ? FIRST_CHOICE : Infinity;
  if (applies && fixed !== undefined) {
    state = new SparseState(fixed);
    state.tables(Math.max(2 * ws.bound, MIN_TABLE));
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
      else if (state) {
        if (state.mask !== choice.mask) state.remask(choice.mask, ws.values, n);
      } else {
        state = new SparseState(choice.mask);
        state.tables(Math.max(2 * ws.bound, MIN_TABLE));
        state.collect(ws.values, n);
      }
    }
  }
  return ws.values;
}
