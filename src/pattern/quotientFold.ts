/*
 * The quotient-fold law: v(a, b) for a, b ≥ 1 is read off the quotients q_1 … q_m of Euclid's
 * algorithm on (max, min) alone, by a small transducer folded over them (./law.ts,
 * QuotientFoldLaw): t starts at a constant and each quotient adds δ(min(q, K), t mod M).
 * Euclid's game's suspense numbers (the Every-SG measure) follow such a law.
 *
 * Finding it: every cell's quotients are computed once; for each shape (K, M) in order of
 * K·M (then K), each order of the fold (last to first, then first to last) and each start,
 * δ is learned from the cells of at most four quotients (a cell whose fold meets one unknown
 * entry, once or more, fixes it: see solveCell), then EVERY cell with a, b ≥ 1 is checked. A row
 * and column of a pile 0, when the table has them, are one constant (`zero`) or left out of
 * the law (`from` = [1, 1]). The first description that holds is the answer.
 */
import { checkTable2, lastCell, type Table2 } from "./table2.js";
import type { QuotientFoldLaw } from "./law.js";

/** The shapes (K, M) tried, least K·M first. */
const SHAPES: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [2, 1],
  [3, 1],
  [2, 2],
  [3, 2],
];

/** The cells δ is learned from: those of at most this many quotients, the first MAX_SMALL of them. */
const SMALL = 4;
const MAX_SMALL = 4096;

/** The most starts tried for one shape and order when no row of a pile 0 gives it. */
const MAX_STARTS = 64;

/** The cells with a, b ≥ 1: their values and their quotients, flat (cell i's at offsets[i] … offsets[i + 1] − 1). */
interface Cells {
  values: Int32Array;
  offsets: Int32Array;
  quotients: Int32Array;
}

/** The quotients of Euclid's algorithm on (y, x), y ≥ x ≥ 1, pushed onto `out`. */
function pushQuotients(x: number, y: number, out: number[]): void {
  while (x > 0) {
    out.push(Math.floor(y / x));
    [x, y] = [y % x, x];
  }
}

function cellsOf(table: Table2): Cells {
  const [a0, b0] = table.from;
  const values: number[] = [];
  const offsets: number[] = [0];
  const quotients: number[] = [];
  for (let i = 0; i < table.rows; i++) {
    const a = a0 + i;
    if (a < 1) continue;
    for (let j = 0; j < table.cols; j++) {
      const b = b0 + j;
      if (b < 1) continue;
      pushQuotients(Math.min(a, b), Math.max(a, b), quotients);
      values.push(table.values[i * table.cols + j]!);
      offsets.push(quotients.length);
    }
  }
  return { values: Int32Array.from(values), offsets: Int32Array.from(offsets), quotients: Int32Array.from(quotients) };
}

/** Whether v(2a, 2b) = v(a, b) wherever both are in the table (a, b ≥ 1): what any such law needs, checked first because it is cheap. */
function doublingInvariant(table: Table2): boolean {
  const [a0, b0] = table.from;
  for (let i = 0; i < table.rows; i++) {
    const a = a0 + i;
    if (a < 1 || 2 * a - a0 >= table.rows) continue;
    for (let j = 0; j < table.cols; j++) {
      const b = b0 + j;
      if (b < 1 || 2 * b - b0 >= table.cols) continue;
      if (table.values[i * table.cols + j] !== table.values[(2 * a - a0) * table.cols + (2 * b - b0)]) return false;
    }
  }
  return true;
}

/** The value of the row and column of a pile 0 when the table has them and they are one constant; undefined without them, null when they differ. */
function zeroEdge(table: Table2): number | null | undefined {
  const [a0, b0] = table.from;
  let zero: number | undefined;
  for (let i = 0; i < table.rows; i++) {
    for (let j = 0; j < table.cols; j++) {
      if (a0 + i !== 0 && b0 + j !== 0) continue;
      const v = table.values[i * table.cols + j]!;
      if (zero !== undefined && zero !== v) return null;
      zero = v;
    }
  }
  return zero;
}

const mod = (t: number, m: number): number => ((t % m) + m) % m;

/** One description being tried: its shape, order and start, and δ (null where not yet known). */
interface Trial {
  cap: number;
  modulus: number;
  lastFirst: boolean;
  start: number;
  delta: (number | null)[];
}

/**
 * Folds cell i's quotients under the trial: the final t, or null when an entry of δ is unknown.
 */
function fold(cells: Cells, i: number, trial: Trial): number | null {
  const lo = cells.offsets[i]!;
  const hi = cells.offsets[i + 1]!;
  let t = trial.start;
  for (let s = 0; s < hi - lo; s++) {
    const q = cells.quotients[trial.lastFirst ? hi - 1 - s : lo + s]!;
    const d = trial.delta[(Math.min(q, trial.cap) - 1) * trial.modulus + mod(t, trial.modulus)];
    if (d === null || d === undefined) return null;
    t += d;
  }
  return t;
}

/**
 * What cell i says of the one entry of δ its fold does not know yet: with that entry δ_e of
 * residue ρ mod M assumed, the fold is base + k·δ_e, so the cell's value fixes δ_e when the
 * division is exact and δ_e ≡ ρ. The answer when exactly one ρ gives one (else null: the cell
 * meets two unknown entries, none, or cannot choose).
 */
function solveCell(cells: Cells, i: number, trial: Trial): { index: number; value: number } | null {
  const lo = cells.offsets[i]!;
  const hi = cells.offsets[i + 1]!;
  const found: { index: number; value: number }[] = [];
  for (let rho = 0; rho < trial.modulus; rho++) {
    let base = trial.start;
    let k = 0;
    let e = -1;
    for (let s = 0; s < hi - lo && e !== -2; s++) {
      const q = cells.quotients[trial.lastFirst ? hi - 1 - s : lo + s]!;
      const index = (Math.min(q, trial.cap) - 1) * trial.modulus + mod(base + k * rho, trial.modulus);
      const d = trial.delta[index];
      if (d !== null && d !== undefined) base += d;
      else if (e === -1 || e === index) {
        e = index;
        k++;
      } else e = -2;
    }
    if (e < 0) return null;
    const left = cells.values[i]! - base;
    if (left % k === 0 && mod(left / k, trial.modulus) === rho) found.push({ index: e, value: left / k });
  }
  return found.length === 1 ? found[0]! : null;
}

/** Learns δ from the cells of few quotients (entries no such cell fixes are 0), then checks every cell. */
function learnAndCheck(cells: Cells, small: readonly number[], trial: Trial): boolean {
  for (let changed = true; changed; ) {
    changed = false;
    for (const i of small) {
      const r = solveCell(cells, i, trial);
      if (r === null) continue;
      trial.delta[r.index] = r.value;
      changed = true;
    }
  }
  for (let k = 0; k < trial.delta.length; k++) trial.delta[k] ??= 0;
  for (let i = 0; i < cells.values.length; i++) if (fold(cells, i, trial) !== cells.values[i]) return false;
  return true;
}

/** The starts to try: the pile-0 value, then 0, 1, −1, 2, … within the values seen (at most {@link MAX_STARTS}). */
function startsToTry(cells: Cells, zero: number | null | undefined): number[] {
  let lo = 0;
  let hi = 0;
  for (const v of cells.values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const starts = typeof zero === "number" ? [zero] : [];
  for (let k = 0; starts.length < MAX_STARTS && (k <= hi || -k >= lo); k++) {
    for (const s of k === 0 ? [0] : [k, -k]) if (s >= lo && s <= hi && !starts.includes(s)) starts.push(s);
  }
  return starts;
}

/**
 * The quotient-fold law of a value table: the least description (shape, order, start) that
 * gives every cell with a, b ≥ 1, when the table has enough cells to say so (some cell of
 * three quotients or more, and four cells an entry of δ).
 *
 * @returns the law, or null
 * @example findQuotientFold(euclidSuspenseTable) // cap 2, modulus 2, delta [1, 1, 1, 2], start 0, last-first
 */
export function findQuotientFold(table: Table2): QuotientFoldLaw | null {
  checkTable2(table);
  if (!doublingInvariant(table)) return null;
  const cells = cellsOf(table);
  const count = cells.values.length;
  const small: number[] = [];
  let deep = false;
  for (let i = 0; i < count; i++) {
    const m = cells.offsets[i + 1]! - cells.offsets[i]!;
    if (m <= SMALL && small.length < MAX_SMALL) small.push(i);
    if (m >= 3) deep = true;
  }
  if (!deep) return null;
  const zero = zeroEdge(table);
  const starts = startsToTry(cells, zero);
  for (const [cap, modulus] of SHAPES) {
    if (count < 4 * (cap * modulus + 1)) continue;
    // with M = 1 the steps commute: the two orders are one law
    for (const lastFirst of modulus === 1 ? [true] : [true, false]) {
      for (const start of starts) {
        const trial: Trial = { cap, modulus, lastFirst, start, delta: new Array<number | null>(cap * modulus).fill(null) };
        if (!learnAndCheck(cells, small, trial)) continue;
        return {
          kind: "quotient-fold",
          status: "verified",
          verifiedTo: lastCell(table),
          proof: null,
          of: "value",
          from: typeof zero === "number" ? [Math.min(table.from[0], 1), Math.min(table.from[1], 1)] : [Math.max(table.from[0], 1), Math.max(table.from[1], 1)],
          zero: typeof zero === "number" ? zero : null,
          order: lastFirst ? "last-first" : "first-last",
          cap,
          modulus,
          start,
          delta: trial.delta as number[],
        };
      }
    }
  }
  return null;
}

/**
 * v(a, b) under the law, exactly: `zero` when a pile is 0, else the fold over the quotients
 * of Euclid's algorithm on (max, min), O(log min(a, b)) steps.
 *
 * @throws RangeError for a pile of 0 when the law speaks of positive piles only
 * @example evaluateQuotientFold(euclidSuspenseLaw, 2n, 3n) // 2n
 */
export function evaluateQuotientFold(law: QuotientFoldLaw, a: bigint, b: bigint): bigint {
  let x = a < b ? a : b;
  let y = a < b ? b : a;
  if (x < 0n) throw new RangeError(`the quotient-fold law speaks of piles ≥ 0, got (${a}, ${b})`);
  if (x === 0n) {
    if (law.zero === null) throw new RangeError(`the quotient-fold law speaks of piles ≥ 1, got (${a}, ${b})`);
    return BigInt(law.zero);
  }
  const capped: number[] = [];
  const cap = BigInt(law.cap);
  while (x > 0n) {
    const q = y / x;
    capped.push(Number(q < cap ? q : cap));
    [x, y] = [y % x, x];
  }
  if (law.order === "last-first") capped.reverse();
  let t = law.start;
  for (const c of capped) t += law.delta[(c - 1) * law.modulus + mod(t, law.modulus)]!;
  return BigInt(t);
}
