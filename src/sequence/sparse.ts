import { compileRules, type CompiledRules } from "./compile.js";
import { chooseMask, maskParity } from "./mask.js";
import { naiveFill } from "./naive.js";
import type { HeapRules } from "../heap/heapRules.js";
import { checkLength, type GrundyValues, type SequenceOptions } from "./values.js";
import { checkSequenceWork } from "./work.js";
import { specialize } from "./specialize.js";
import { Workspace } from "./workspace.js";

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

/** Heaps per block: one pass over the rare list serves this many heaps. */
const BLOCK = 4;
/**
 * Tables cover at least this many values: every new table means a new copy of the step
 * (see {@link specialize}), which starts cold, so small games build theirs once.
 */
const MIN_TABLE = 1024;

/**
 * Heap n's value, its options flagged with `mark` in the row starting at `row`; values it
 * still looks for are stamped n + 1 in `wanted`. The splits whose rare part is at list
 * entries lo … hi − 1 are flagged for the whole block by the call for its first heap
 * (row 0). One function rather than an object of methods: the same kernels called as
 * methods of a returned object made whole runs about 1.5× slower in V8. @internal
 */
export type SparseStep = (n: number, row: number, mark: number, lo: number, hi: number, rareEnd: number) => number;

/**
 * The sparse-space state: the mask's parity of every value below 2·bound, the rare values
 * in increasing order (ending in a sentinel), the rare positions (heaps ≥ 1), and the
 * tables a heap's options are marked in.
 */
class SparseState {
  parity = new Uint8Array(0);
  /** values with odd parity, increasing, then a sentinel */
  commonValues = new Int32Array(1);
  /** values with even parity, increasing, then a sentinel */
  rareValues = new Int32Array(1);
  /** rare positions and their values, interleaved: r0, G(r0), r1, G(r1), … */
  rare = new Int32Array(8192);
  rareCount = 0;
  /**
   * A row of `parity.length` flags per heap of a block: `flags[row + v] === mark` when v is
   * an option of that heap. A byte per value keeps the rows small (they are read and
   * written at random). Marks cycle through 1 … 255, one per block.
   */
  flags = new Uint8Array(0);
  mark = 0;
  /** list entries below this hold the rare heaps below {@link BLOCK} */
  small = 0;
  /** list entries below this hold rare heaps the current block can pair (see {@link blockEnd}) */
  below = 0;
  /** `wanted[v] === n + 1` while heap n still looks for a split of value v */
  wanted = new Int32Array(0);
  /** the compiled step, kept until one of the arrays it captures is replaced */
  step: SparseStep | null = null;
  constructor(public mask: number) {}

  /** Makes new tables for values below `size` (the step must be made again). */
  tables(size: number): void {
    this.parity = new Uint8Array(size);
    this.rareValues = new Int32Array(size + 1);
    this.commonValues = new Int32Array(size + 1);
    this.flags = new Uint8Array(BLOCK * size);
    this.wanted = new Int32Array(size);
    this.step = null;
    this.refill();
  }

  /** Fills the tables for the mask, in place. */
  private refill(): void {
    let rare = 0;
    let common = 0;
    for (let v = 0; v < this.parity.length; v++) {
      this.parity[v] = maskParity(v, this.mask);
      if (this.parity[v] === 0) this.rareValues[rare++] = v;
      else this.commonValues[common++] = v;
    }
    this.rareValues[rare] = 0x7fffffff;
    this.commonValues[common] = 0x7fffffff;
    this.flags.fill(0);
    this.mark = 0;
  }

  /**
   * Changes the mask at heap `to`, refilling the same arrays, so that the compiled step
   * goes on (a new copy would start cold) unless the rare list has to move.
   */
  remask(mask: number, G: GrundyValues, to: number): void {
    this.mask = mask;
    this.refill();
    this.collect(G, to);
  }

  /** A mark no flag holds, for the next block. */
  nextMark(): number {
    if (this.mark === 255) {
      this.flags.fill(0);
      this.mark = 0;
    }
    return ++this.mark;
  }

  /**
   * The rare heaps that can be paired for the whole block from n0 at once are the list
   * entries from `small` to the one returned: heaps r ≥ 4 with r < n0 − tmax, so that for
   * every heap of the block and every removal t ≤ tmax the partner is a heap from 1 to
   * n0 − 1, already known; for rules with unequal parts, 2r < n0 − tmax, so that the parts
   * always differ. The others are paired heap by heap.
   */
  blockEnd(n0: number, tmax: number, unequal: boolean): number {
    const end = 2 * this.rareCount;
    // blocks only move up, and the list only grows at its end
    const times = unequal ? 2 : 1;
    while (this.below < end && times * this.rare[this.below]! < n0 - tmax) this.below += 2;
    return Math.max(this.small, this.below);
  }

  /** Lists the rare positions among heaps 1 … to − 1. */
  collect(G: GrundyValues, to: number): void {
    this.rareCount = 0;
    this.small = 0;
    this.below = 0;
    for (let n = 1; n < to; n++) if (maskParity(G[n]!, this.mask) === 0 && this.push(n, G[n]!)) this.step = null;
  }

  /** Adds a rare position; true when the list had to move to a bigger array. */
  push(n: number, g: number): boolean {
    let moved = false;
    if (2 * this.rareCount === this.rare.length) {
      const bigger = new Int32Array(this.rare.length * 2);
      bigger.set(this.rare);
      this.rare = bigger;
      moved = true;
    }
    this.rare[2 * this.rareCount] = n;
    this.rare[2 * this.rareCount + 1] = g;
    this.rareCount++;
    if (n < BLOCK) this.small += 2;
    return moved;
  }
}

/**
 * Makes the step that computes heap values by the sparse-space method. A common value
 * (odd parity) is the nim-sum of a rare and a common value, so the common options of heap
 * n come from the one-heap options and the splits with a rare part: the least common
 * value missing from them, c, is found from O(#rare) pairs. The rare values below c are
 * then looked for among all splits, stopping as soon as each has been seen; G(n) is the
 * least one missing, or c when none is.
 *
 * The pairs with a rare part are flagged for four heaps at once where they can be: the
 * partners of rare heap r for heaps n0 … n0 + 3 are the consecutive heaps n0 − t − r …,
 * so each entry of the rare list is read once per block (written out four times: a loop
 * over the block's heaps compiles far worse). Rare heaps below 4, whose partner may be a
 * heap of the block, and the latest ones, whose partner may be missing, are paired heap
 * by heap. Self-contained, for {@link specialize}. @internal
 */
export function sparseStepFactory(
  G: GrundyValues,
  flags: Uint8Array,
  wanted: Int32Array,
  parity: Uint8Array,
  commonValues: Int32Array,
  rareValues: Int32Array,
  rare: Int32Array,
  zero: Int32Array,
  one: Int32Array,
  two: Int32Array,
  unequal: boolean,
): SparseStep {
  // V8 compiles a loop far better when no other loop encloses it in the same function
  // (after inlining), so the one- and two-removal cases are written out loop by loop.
  const twoCount = two.length;
  const t0 = two[0]!;
  const t1 = twoCount > 1 ? two[1]! : 0;
  const half = (m: number): number => (unequal ? (m - 1) >> 1 : m >> 1);
  /** the length of a flag row: values below it (options are below half of it) */
  const width = parity.length;
  const row2 = 2 * width;
  const row3 = 3 * width;

  /** the block's pairs for one removal t, base = n0 − t */
  function blockPairs(base: number, mark: number, lo: number, hi: number): void {
    for (let j = lo; j < hi; j += 2) {
      const w = rare[j + 1]!;
      const p = base - rare[j]!;
      flags[w ^ G[p]!] = mark;
      flags[width + (w ^ G[p + 1]!)] = mark;
      flags[row2 + (w ^ G[p + 2]!)] = mark;
      flags[row3 + (w ^ G[p + 3]!)] = mark;
    }
  }
  /** splits of m whose rare part is at list entries from … to − 1, into a heap's row */
  function rarePairs(m: number, row: number, mark: number, from: number, to: number): void {
    // rare heaps are in increasing order: use those below m, without a test in the loop
    let end = to;
    while (end > from && rare[end - 2]! >= m) end -= 2;
    if (unequal) {
      for (let j = from; j < end; j += 2) {
        const r = rare[j]!;
        if (2 * r !== m) flags[row + (rare[j + 1]! ^ G[m - r]!)] = mark;
      }
    } else {
      for (let j = from; j < end; j += 2) flags[row + (rare[j + 1]! ^ G[m - rare[j]!]!)] = mark;
    }
  }
  /** the pairs of one removal the block left to the heap: entries 0 … lo − 1 and hi … */
  function restPairs(m: number, row: number, mark: number, lo: number, hi: number, rareEnd: number): void {
    rarePairs(m, row, mark, 0, lo);
    rarePairs(m, row, mark, hi, rareEnd);
  }
  // The scans count, without branching, the nim-sums x they meet that are still wanted,
  // and clear wanted[x]: wanted[x] === stamp exactly when (wanted[x] ^ stamp) − 1 < 0,
  // both being ≥ 0, that is when ((wanted[x] ^ stamp) − 1) >>> 31 is 1.
  // scan1 and scan2 repeat that step by hand on purpose: unrolled, branch-free inner loops
  // are what the sparse method's speed rests on (bench/README.md); a shared helper costs a call.

  /** one removal: parts from both ends in turn; returns how many values are still needed */
  function scan1(m: number, stamp: number, need: number): number {
    for (let a = 1, b = half(m); a <= b; a++, b--) {
      let x = G[a]! ^ G[m - a]!;
      need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
      wanted[x] = 0;
      x = G[b]! ^ G[m - b]!;
      need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
      wanted[x] = 0;
      if (need === 0) return 0;
    }
    return need;
  }
  /** two removals (m ≥ p): both in step, each from both ends */
  function scan2(m: number, p: number, stamp: number, need: number): number {
    const hm = half(m);
    const hp = half(p);
    for (let a = 1, b = hm, c = hp; a <= b; a++, b--, c--) {
      let x = G[a]! ^ G[m - a]!;
      need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
      wanted[x] = 0;
      x = G[b]! ^ G[m - b]!;
      need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
      wanted[x] = 0;
      if (a <= c) {
        x = G[a]! ^ G[p - a]!;
        need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
        wanted[x] = 0;
        x = G[c]! ^ G[p - c]!;
        need -= ((wanted[x]! ^ stamp) - 1) >>> 31;
        wanted[x] = 0;
      }
      if (need === 0) return 0;
    }
    return need;
  }
  /** any number of removals, one after another */
  function scanAll(n: number, stamp: number, need: number): number {
    for (let k = 0; k < twoCount && need > 0; k++) need = scan1(n - two[k]!, stamp, need);
    return need;
  }
  function rareAll(n: number, row: number, mark: number, lo: number, hi: number, rareEnd: number): void {
    for (let k = 0; k < twoCount; k++) restPairs(n - two[k]!, row, mark, lo, hi, rareEnd);
  }

  function block(n0: number, mark: number, lo: number, hi: number): void {
    for (let k = 0; k < twoCount; k++) blockPairs(n0 - two[k]!, mark, lo, hi);
  }

  return function sparseStep(n: number, row: number, mark: number, lo: number, hi: number, rareEnd: number): number {
    const stamp = n + 1;
    if (row === 0 && lo < hi) block(n, mark, lo, hi);
    for (let k = 0; k < zero.length; k++) if (zero[k] === n) flags[row] = mark;
    for (let k = 0; k < one.length; k++) {
      const i = one[k]!;
      if (i < n) flags[row + G[n - i]!] = mark;
    }
    // the other splits with a rare part: every common option (and some rare ones)
    if (twoCount === 1) restPairs(n - t0, row, mark, lo, hi, rareEnd);
    else if (twoCount === 2) {
      restPairs(n - t0, row, mark, lo, hi, rareEnd);
      restPairs(n - t1, row, mark, lo, hi, rareEnd);
    } else rareAll(n, row, mark, lo, hi, rareEnd);
    // the least common value missing (no value from width up is an option)
    let c = 0;
    let g = commonValues[0]!;
    while (g < width && flags[row + g] === mark) g = commonValues[++c]!;
    // rare values below it that are not options yet: the values wanted
    let need = 0;
    for (let j = 0; ; j++) {
      const v = rareValues[j]!;
      if (v >= g) break;
      if (flags[row + v] !== mark) {
        wanted[v] = stamp;
        need++;
      }
    }
    if (need === 0) return g;
    // look for them among all splits, stopping when each has been seen
    if (twoCount === 1) need = scan1(n - t0, stamp, need);
    else if (twoCount === 2) need = scan2(n - t0, n - t1, stamp, need);
    else need = scanAll(n, stamp, need);
    if (need === 0) return g;
    // some rare value below g is no option: the least such is G(n)
    for (let j = 0; ; j++) {
      const v = rareValues[j]!;
      if (wanted[v] === stamp) return v;
    }
  };
}

function sparseStep(c: CompiledRules, ws: Workspace, s: SparseState): SparseStep {
  return specialize(sparseStepFactory, ws.values, s.flags, s.wanted, s.parity, s.commonValues, s.rareValues, s.rare, c.zero, c.one, c.two, c.unequal);
}

/**
 * Fills heaps from … to − 1 by the sparse-space method, four heaps at a time: one pass over
 * the rare list for the block, then each heap in order (heaps short of a whole block go
 * one by one). A block stops early when an array the step captures is replaced (values
 * outgrow the tables or 16 bits, the rare list moves: `s.step` is then null); the next
 * block starts at the next heap.
 * @internal
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
