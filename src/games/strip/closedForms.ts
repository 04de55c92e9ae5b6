import { InputError } from "../../errors.js";
import { nonNegativeInteger } from "../../_internals/checks.js";
import { describeValue } from "../../_internals/describeValue.js";
import { findPeriodByTheorem, type PeriodicityTheorem } from "../../sequence/periodicity.js";

/** A move of strip colouring: colour one cell, or the 2×2 square on two blank columns. */
export type StripMove = { readonly kind: "cell"; readonly row: 1 | 2; readonly column: bigint } | { readonly kind: "square"; readonly column: bigint };

/**
 * Blank strips for the periodicity theorem: a move colours t ≤ 2 columns of a blank run
 * (a cell's column or a 2×2 square) and leaves k ≤ 2 blank runs (and, for a cell, a lone
 * cell of constant value 1).
 */
export const STRIP_THEOREM: PeriodicityTheorem = { removed: 2, parts: 2 };

/**
 * Grundy values g(0..size−1) of blank 2×k strips, extending the values already known
 * (`known`, which holds g(0..known.length−1)). Colouring one cell of column i + 1 leaves
 * blank runs of i and k−1−i columns and the other cell of that column, a lone cell of
 * value 1; a 2×2 square on columns i+1, i+2 leaves runs of i and k−2−i:
 *
 *   g(k) = mex({g(i) ⊕ g(k−1−i) ⊕ 1} ∪ {g(i) ⊕ g(k−2−i)}).
 */
function blankValues(size: number, known: Uint16Array = new Uint16Array(1)): Uint16Array {
  const g = new Uint16Array(size);
  g.set(known.subarray(0, Math.min(known.length, size)));
  // seen[v] === k marks v as an option value of g(k); mex ≤ number of options ≤ k + 1
  const seen = new Int32Array(size + 2).fill(-1);
  for (let k = Math.max(1, known.length); k < size; k++) {
    for (let i = 0; i <= k - 1 - i; i++) seen[g[i]! ^ g[k - 1 - i]! ^ 1] = k;
    for (let i = 0; i <= k - 2 - i; i++) seen[g[i]! ^ g[k - 2 - i]!] = k;
    let m = 0;
    while (seen[m] === k) m++;
    g[k] = m;
  }
  return g;
}

/** Past this many values without a proof something is wrong (the proof needs 169). */
const MAX_TABLE = 1 << 16;

/** The proven eventual periodicity of the Grundy values of blank strips. */
export interface StripPeriodicity {
  /** The preperiod n0: g(n + period) = g(n) for every n ≥ n0 (and n0 is the least such for this period). */
  readonly preperiod: number;
  /** The least period p. */
  readonly period: number;
  /** g(n + p) = g(n) was checked for n0 ≤ n ≤ proofBound = 2·n0 + p + t (t = 2). */
  readonly proofBound: number;
  /** g(0), g(1), … far enough to cover the proof. */
  readonly values: Uint16Array;
}

let periodicity: StripPeriodicity | undefined;

/**
 * The periodicity of g (blank 2×k strips), detected and proven with the periodicity
 * theorem, computed once.
 *
 * @returns preperiod n0, period p, the proof bound and the table of values
 * @example stripColouringPeriodicity().period // 12
 */
export function stripColouringPeriodicity(): StripPeriodicity {
  /*
   * Blank strips behave like an octal game with t = 2 and k = 2 (a cell move adds a
   * constant ⊕1, which changes nothing in the proof), so the theorem and the period search
   * are those of heap games (`findPeriodByTheorem` and `theoremBound`, src/sequence): if
   * g(n + p) = g(n) for all n0 ≤ n < 2·n0 + p + t, then for all n ≥ n0. Proof by induction
   * on n ≥ 2·n0 + p + t: an option of n + p splits n + p − r (r ≤ t) as i + j with j ≥ i,
   * so j ≥ n0 + p and g(j) = g(j − p), giving the same value as the option (i, j − p) of
   * n; conversely an option (i, j) of n has j ≥ n0, and g(j + p) = g(j) gives the option
   * (i, j + p) of n + p. The option sets agree, so g(n + p) = g(n).
   */
  if (periodicity) return periodicity;
  let g: Uint16Array = new Uint16Array(1);
  for (let size = 64; size <= MAX_TABLE; size *= 2) {
    g = blankValues(size, g);
    const found = findPeriodByTheorem(g, STRIP_THEOREM, { provenOnly: true });
    if (found) {
      const { preperiod, period } = found;
      const proofBound = found.needed! - period;
      // the values through n = proofBound + p: g(n + p) = g(n) for n ≤ proofBound
      periodicity = { preperiod, period, proofBound, values: g.subarray(0, proofBound + period + 1) };
      return periodicity;
    }
  }
  throw new Error(`strip colouring: no period proven within ${MAX_TABLE} values`);
}

/**
 * The Grundy value of a blank 2×k strip, for any k (constant time from the proven period).
 *
 * @param k - the number of columns, ≥ 0
 * @returns g(k)
 * @example stripBlankGrundy(2) // 2
 * @example stripBlankGrundy(10n ** 18n) // 1 (= g(71 + (10^18 − 71) mod 12))
 */
export function stripBlankGrundy(k: bigint | number): number {
  const { preperiod, period, values } = periodicity ?? stripColouringPeriodicity();
  nonNegativeInteger(k, "a strip length");
  if (typeof k === "number") {
    return k < values.length ? values[k]! : values[preperiod + ((k - preperiod) % period)]!;
  }
  if (k < BigInt(values.length)) return values[Number(k)]!;
  return values[preperiod + Number((k - BigInt(preperiod)) % BigInt(period))]!;
}

/** A coloured cell: row 1 or 2 and column 1..n. */
export type StripCell = readonly [row: number, column: bigint | number];

/** A maximal part of a board: a run of blank columns, or a column with one free cell. */
export type StripSegment =
  | { readonly kind: "blank"; readonly first: bigint; readonly length: bigint; readonly value: number }
  | { readonly kind: "lone"; readonly column: bigint; readonly row: 1 | 2; readonly value: 1 };

/** Columns (1-based) that hold coloured cells, sorted, with their row bits. */
function colouredColumns(n: bigint, coloured: Iterable<StripCell>): [bigint, number][] {
  const byColumn = new Map<bigint, number>();
  for (const [row, column] of coloured) {
    const c = nonNegativeInteger(column, "a cell's column");
    if ((row !== 1 && row !== 2) || c < 1n || c > n) throw new InputError(`a cell (row 1 or 2, column 1 to ${n}) of the 2×${n} board`, `(${describeValue(row)}, ${c})`);
    byColumn.set(c, (byColumn.get(c) ?? 0) | row);
  }
  return [...byColumn].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * The parts of a 2×n board with some coloured cells: blank runs of columns (value
 * g(length)) and half-coloured columns (a lone cell, value 1). Full columns separate
 * parts and count nothing. O(m log m) for m coloured cells, any n.
 *
 * @param n - the number of columns
 * @param coloured - the coloured cells as [row, column]; repeats count once
 * @returns the parts, left to right
 * @example stripColouringSegments(3n, [[1, 2n]]) // blank 1, lone cell in row 2 of column 2, blank 1
 */
export function stripColouringSegments(n: bigint | number, coloured: Iterable<StripCell>): StripSegment[] {
  const size = nonNegativeInteger(n, "the number of columns of a board");
  if (coloured === null || typeof (coloured as Iterable<StripCell> | undefined)?.[Symbol.iterator] !== "function") {
    throw new InputError("the coloured cells: a list of [row, column] pairs", describeValue(coloured));
  }
  const out: StripSegment[] = [];
  let next = 1n; // first column not yet covered
  const blank = (upTo: bigint): void => {
    const length = upTo - next;
    if (length > 0n) out.push({ kind: "blank", first: next, length, value: stripBlankGrundy(length) });
  };
  for (const [column, bits] of colouredColumns(size, coloured)) {
    blank(column);
    if (bits !== 3) out.push({ kind: "lone", column, row: bits === 1 ? 2 : 1, value: 1 });
    next = column + 1n;
  }
  blank(size + 1n);
  return out;
}

/**
 * The Grundy value of a 2×n strip-colouring board with some cells coloured: the nim-sum
 * of its parts' values ({@link stripColouringSegments}). The player to move wins exactly
 * when it is not 0. O(m log m) for m coloured cells, for any n.
 *
 * @param n - the number of columns
 * @param coloured - the coloured cells as [row, column] (1-based); repeats count once
 * @returns the Grundy value
 * @example stripColouringGrundy(2, []) // 2
 * @example stripColouringGrundy(2, [[1, 1], [2, 2]]) // 0
 */
export function stripColouringGrundy(n: bigint | number, coloured: Iterable<StripCell>): number {
  let x = 0;
  for (const s of stripColouringSegments(n, coloured)) x ^= s.value;
  return x;
}

/**
 * How many of the leftmost columns of a blank run of `length` columns
 * {@link stripSegmentMoves} scans: all of them, up to 2·(n0 + p) + 4 columns. Past that,
 * g(i) ⊕ g(length − c − i) depends on i mod p once both parts are ≥ n0, and by symmetry
 * i ≤ the other part, so i < n0 + p already reaches every value: a longer run lists only
 * the moves near its left end, the first move of each value among them.
 *
 * @param length - the run's length
 * @returns the number of leftmost columns scanned (length itself when the scan is complete)
 */
export function stripBlankRunSpan(length: bigint): bigint {
  const { preperiod, period } = periodicity ?? stripColouringPeriodicity();
  const scan = BigInt(2 * (preperiod + period) + 4);
  return length > scan ? scan : length;
}

/**
 * The moves inside one part of a board that change the part's value to `want`, left to
 * right: a lone cell's move when `want` is 0; in a blank run, at each column, a cell
 * (given in row 1: the cell in row 2 is its mirror image, of the same value) and then the
 * 2×2 square starting there. A long blank run is scanned only on its
 * {@link stripBlankRunSpan} leftmost columns, which hold a move to every value it has.
 *
 * @param part - a part of a board ({@link stripColouringSegments})
 * @param want - the value the part should have after the move
 * @returns the moves, as a generator (take the first for a winning move)
 * @example [...stripSegmentMoves({ kind: "blank", first: 1n, length: 2n, value: 2 }, 0)] // [{ kind: "square", column: 1n }]
 */
export function* stripSegmentMoves(part: StripSegment, want: number): Generator<StripMove> {
  if (part.kind === "lone") {
    if (want === 0) yield { kind: "cell", row: part.row, column: part.column };
    return;
  }
  const { first, length } = part;
  const span = stripBlankRunSpan(length);
  for (let i = 0n; i < span; i++) {
    if ((stripBlankGrundy(i) ^ stripBlankGrundy(length - 1n - i) ^ 1) === want) yield { kind: "cell", row: 1, column: first + i };
    if (i + 2n <= length && (stripBlankGrundy(i) ^ stripBlankGrundy(length - 2n - i)) === want) yield { kind: "square", column: first + i };
  }
}

/**
 * A winning move on a 2×n board with some cells coloured, or null when the player to
 * move loses (every move leaves a non-zero nim-sum) or no move is left.
 *
 * @param n - the number of columns
 * @param coloured - the coloured cells as [row, column] (1-based)
 * @returns a move to a position of Grundy value 0, or null
 * @example stripColouringWinningMove(2, []) // { kind: "square", column: 1n }
 */
export function stripColouringWinningMove(n: bigint | number, coloured: Iterable<StripCell>): StripMove | null {
  const parts = stripColouringSegments(n, coloured);
  let x = 0;
  for (const s of parts) x ^= s.value;
  if (x === 0) return null;
  for (const s of parts) for (const move of stripSegmentMoves(s, s.value ^ x)) return move;
  return null; // unreachable: a non-zero nim-sum always has a winning move
}
