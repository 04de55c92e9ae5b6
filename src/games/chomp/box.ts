// Chomp in a box: P or N for every diagram inside rows × columns, one bit each, by marking
// the parents of every P-position in rank order. No Grundy values: only the outcomes.
import { GrundyError } from "../../errors.js";
import { CHOMP_BOX_MAX_DIAGRAMS, CHOMP_BOX_MAX_PATH, type ChompBoxRanks, chompBoxDiagrams, chompBoxRank, chompBoxRanks } from "./boxRank.js";
import { markParentsByKernel } from "./boxKernel.js";
import type { ChompPosition } from "./position.js";

/** Every diagram of a box: bit `r` of `nBits` is set when the diagram of rank r is N. */
export interface ChompBox extends ChompBoxRanks {
  /** P-positions among the diagrams (the empty diagram counts as N: its mover has already won). */
  readonly pPositions: number;
  readonly nBits: Uint32Array;
}

/** How far a box solve has come: diagrams visited in rank order, of `diagrams`. */
export interface ChompBoxProgress {
  readonly done: number;
  readonly diagrams: number;
  readonly pPositions: number;
}

export interface ChompBoxOptions {
  /** Called every 2^22 diagrams and at the end. */
  onProgress?: (progress: ChompBoxProgress) => void;
  /**
   * The loop's engine: the WebAssembly kernel's (./boxKernel.ts) where a module is at hand,
   * else this file's JavaScript; "js" asks for the JavaScript (the reference the kernel's tests compare with).
   * @defaultValue "auto"
   */
  engine?: "auto" | "js";
}

/** A square of the board, 1-based: row 1 is the top row, column 1 the left one; (1, 1) is poisoned. */
export interface ChompSquare {
  readonly row: number;
  readonly column: number;
}

const PROGRESS_EVERY = 2 ** 22;

/**
 * Why a box is not solved here, or undefined when it is within the bounds: at most 2^32
 * diagrams (512 MiB of bits, every rank a 32-bit index; 17 × 17 is 292 MB, 18 × 18 would
 * be 1.13 GB) and rows + columns ≤ 100,000.
 */
export function chompBoxRefusal(rows: number, columns: number): string | undefined {
  if (!(rows >= 1 && columns >= 1)) return "a box needs at least one row and one column";
  if (rows + columns > CHOMP_BOX_MAX_PATH) return `rows + columns is at most ${CHOMP_BOX_MAX_PATH.toLocaleString("en-US")} here`;
  const d = chompBoxDiagrams(rows, columns);
  if (d <= CHOMP_BOX_MAX_DIAGRAMS) return undefined;
  const bytes = d / 8;
  const size = bytes >= 2 ** 40 ? `${(bytes / 2 ** 40).toPrecision(3)} TiB` : bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(2)} GiB` : `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  const count = d < 1e15 ? d.toLocaleString("en-US") : d.toPrecision(3);
  return `a ${rows}×${columns} box has ${count} diagrams (${size} at one bit each); the bound is 2^32 diagrams (512 MiB): 17×17, 16×18 or 15×20 fit, 18×18 does not`;
}

/**
 * P/N of every diagram in the rows × columns box. Diagrams are visited in rank order
 * (`boxRank.ts`), the next one from the last by the colex successor of its boundary path
 * (the lowest row that can grow grows by one and the rows below it empty). A diagram whose
 * bit is still clear when it is reached is P (all its options rank lower and none of them
 * marked it), and every parent of it (a diagram with a move to it) is marked N.
 *
 * The parents: a move at square (i, j) cuts rows i, i + 1, … to j − 1 squares. So the
 * parents of d through (i, j) exist when (i, j) is an addable corner of d (row i has j − 1
 * squares, the row above at least j, or i = 1 and j ≤ columns), and they are d with any
 * non-empty partition μ added to the run of h rows of length j − 1 starting at row i, μ
 * fitting in h rows × w columns, w the step above the run (the row above's length minus
 * j − 1, or the box's columns minus j − 1). A row's rank term depends on its own length
 * only, so a parent's rank is d's plus one table entry a row of the run: the partitions are
 * walked as an odometer whose last row runs in the inner loop.
 *
 * Marking parents visits each edge into a P-position once (on 14 × 14: 256,366 P-positions
 * of 40 M diagrams); scanning every diagram's options until one is P would read a bit per
 * option of every diagram, and a P-position's every option. Memory: the bits (diagrams / 8
 * bytes) and tables of (rows + 1)(columns + 1) numbers. Iterative.
 *
 * @throws GrundyError when the box is over the bounds of {@link chompBoxRefusal}
 */
export function solveChompBox(rows: number, columns: number, options: ChompBoxOptions = {}): ChompBox {
  const refusal = chompBoxRefusal(rows, columns);
  if (refusal !== undefined) throw new GrundyError(`chomp box: ${refusal}`);
  const ranks = chompBoxRanks(rows, columns);
  if (options.engine !== "js") {
    const progress = options.onProgress;
    const report = progress && ((done: number, pPositions: number) => progress({ done, diagrams: ranks.diagrams, pPositions }));
    const byKernel = markParentsByKernel(ranks, PROGRESS_EVERY, report);
    if (byKernel !== undefined) {
      progress?.({ done: ranks.diagrams, diagrams: ranks.diagrams, pPositions: byKernel.pPositions });
      return { ...ranks, ...byKernel };
    }
  }
  const nBits = new Uint32Array(Math.floor(ranks.diagrams / 32) + 1);
  const pPositions = markParents(ranks, nBits, options.onProgress);
  return { ...ranks, pPositions, nBits };
}

/** The solve's loop (a function of its own, so V8 optimises it alone); returns the P count. */
function markParents(ranks: ChompBoxRanks, bits: Uint32Array, onProgress: ChompBoxOptions["onProgress"]): number {
  const { rows: a, columns: b, diagrams: total, term } = ranks;
  const width = b + 1;
  const L = new Int32Array(a + 2); // L[1..a] from the bottom row up; L[a + 1] = b, the box's edge
  L[a + 1] = b;
  const delta = new Float64Array((a + 1) * width); // delta[t·width + m]: the rank change of m more squares on the run's t-th row
  const mu = new Int32Array(a + 2);
  const part = new Float64Array(a + 2);
  bits[0] = 1; // the empty diagram
  let pCount = 0;
  let nextReport = PROGRESS_EVERY;
  for (let r = 0; r < total; r++) {
    if (r === nextReport) {
      nextReport += PROGRESS_EVERY;
      onProgress?.({ done: r, diagrams: total, pPositions: pCount });
    }
    if (((bits[r >>> 5]! >>> (r & 31)) & 1) === 0) {
      pCount++;
      for (let k = a; k >= 1; k--) {
        const lk = L[k]!;
        if (lk === L[k + 1]) continue;
        const w = L[k + 1]! - lk;
        let h = 1;
        while (k - h >= 1 && L[k - h] === lk) h++;
        for (let t = 1; t <= h; t++) {
          const row = (k - t + 1) * width + lk;
          const base = term[row]!;
          for (let m = 0; m <= w; m++) delta[t * width + m] = term[row + m]! - base;
        }
        markPartitions(bits, delta, width, mu, part, r, h, w);
      }
    }
    let k = 1;
    while (k <= a && L[k] === L[k + 1]) k++;
    if (k > a) break;
    L[k]!++;
    for (let j = 1; j < k; j++) L[j] = 0;
  }
  onProgress?.({ done: total, diagrams: total, pPositions: pCount });
  return pCount;
}

/** Marks r + Σ_t delta[t][μ_t] for every non-increasing μ_1..μ_h with 1 ≤ μ_1 ≤ w. */
function markPartitions(bits: Uint32Array, delta: Float64Array, width: number, mu: Int32Array, part: Float64Array, r: number, h: number, w: number): void {
  part[0] = r;
  mu[1] = 1;
  part[1] = r + delta[width + 1]!;
  for (let t = 2; t < h; t++) {
    mu[t] = 0;
    part[t] = part[1]!;
  }
  const last = h * width;
  for (;;) {
    const p0 = part[h - 1]!;
    const top = h === 1 ? w : mu[h - 1]!;
    for (let m = h === 1 ? 1 : 0; m <= top; m++) {
      const p = p0 + delta[last + m]!;
      bits[p >>> 5]! |= 1 << (p & 31);
    }
    let t = h - 1;
    while (t >= 1 && mu[t] === (t === 1 ? w : mu[t - 1])) t--;
    if (t === 0) return;
    mu[t]!++;
    part[t] = part[t - 1]! + delta[t * width + mu[t]!]!;
    for (let u = t + 1; u < h; u++) {
      mu[u] = 0;
      part[u] = part[t]!;
    }
  }
}

/** Whether a diagram (row lengths from the top, a `ChompPosition`; `[]` empty) fits in the box. */
export function fitsChompBox(box: ChompBoxRanks, lengths: readonly number[]): boolean {
  return lengths.length <= box.rows && (lengths[0] ?? 0) <= box.columns;
}

/** Whether a diagram of the box is P (row lengths from the top; the caller checks {@link fitsChompBox}). */
export function chompBoxIsP(box: ChompBox, lengths: readonly number[]): boolean {
  const r = chompBoxRank(box, lengths);
  return ((box.nBits[r >>> 5]! >>> (r & 31)) & 1) === 0;
}

/**
 * The winning moves of a diagram in the box: every square (1-based) whose taking leaves a
 * P-position, row by row. Empty when the diagram is P.
 */
export function chompBoxWinningMoves(box: ChompBox, lengths: ChompPosition): ChompSquare[] {
  const moves: ChompSquare[] = [];
  const next = lengths.slice();
  for (let i = 0; i < lengths.length; i++) {
    for (let j = i === 0 ? 1 : 0; j < lengths[i]!; j++) {
      for (let k = i; k < lengths.length; k++) next[k] = Math.min(lengths[k]!, j);
      if (chompBoxIsP(box, next)) moves.push({ row: i + 1, column: j + 1 });
      for (let k = i; k < lengths.length; k++) next[k] = lengths[k]!;
    }
  }
  return moves;
}
