/*
 * The law of a two-variable table, trying the catalogue in a fixed order:
 *
 * 1. values only: a sum in disguise, v(a, b) = f(a) ⊕ g(b) (./sum2.ts), f and g described by
 *    the one-variable finder given;
 * 2. the outcomes (the zeros of a value table): lines or residues (./lines.ts), Beatty pairs
 *    (./beattyPairs.ts), the ratio law (./ratio.ts);
 * 3. values only: a fold over the quotients of Euclid's algorithm on (max, min)
 *    (./quotientFold.ts: Euclid's suspense numbers);
 * 4. values only: every row (or column) additively periodic (./rows.ts);
 * 5. none (./noLaw2.ts).
 *
 * For a value table the answer is the value law (sum, quotient fold, rows) carrying the
 * outcome law of its zeros in `outcome` when one holds (not for a fold with no zero on positive
 * piles: a suspense table's zeros are only its ends); when no value law holds but the zeros have
 * a law, that outcome law is the answer; else none. Every answer says whether the table is
 * symmetric.
 */
import type { Law2 } from "./law.js";
import { findBeattyPairs } from "./beattyPairs.js";
import { findLines } from "./lines.js";
import { noLaw2, symmetric } from "./noLaw2.js";
import { findQuotientFold } from "./quotientFold.js";
import { findRatio } from "./ratio.js";
import { findRows } from "./rows.js";
import { findSum, type Law1Tools } from "./sum2.js";
import { checkTable2, type Table2 } from "./table2.js";

/** Options of {@link findLaw2}. */
export interface FindLaw2Constraints {
  /** Whether the table's values are Grundy values or only outcomes (0 = P, anything else N). @defaultValue "value" */
  of?: "value" | "outcome";
  /** The one-variable law finder the sum law describes f and g with. */
  findLaw1: Law1Tools["find"];
}

/** isP[i] = 1 where the table's value is 0. */
export function zerosOf(table: Table2): Uint8Array {
  const isP = new Uint8Array(table.values.length);
  for (let i = 0; i < isP.length; i++) isP[i] = table.values[i] === 0 ? 1 : 0;
  return isP;
}

/** The table without its first row and column: from (a0 + 1, b0 + 1). */
export function innerTable(table: Table2): Table2 {
  const rows = table.rows - 1;
  const cols = table.cols - 1;
  const values = new Int32Array(rows * cols);
  for (let i = 0; i < rows; i++) values.set(table.values.subarray((i + 1) * table.cols + 1, (i + 2) * table.cols), i * cols);
  return { from: [table.from[0] + 1, table.from[1] + 1], rows, cols, values };
}

/**
 * The outcome law of the table's zeros: lines, Beatty pairs or ratio, or null. A table from
 * (0, 0) whose zeros have none is tried again from (1, 1): games such as Euclid's are played
 * on positive piles, and a pile of 0 is an end their law does not speak of.
 */
export function findOutcomeLaw2(table: Table2): Law2 | null {
  const isP = zerosOf(table);
  const law = findLines(table, isP) ?? findBeattyPairs(table, isP) ?? findRatio(table, isP);
  if (law !== null || table.from[0] !== 0 || table.from[1] !== 0 || table.rows < 3 || table.cols < 3) return law;
  const inner = innerTable(table);
  const innerP = zerosOf(inner);
  return findLines(inner, innerP) ?? findRatio(inner, innerP);
}

/**
 * The law of a table (see the top of this file for the order tried).
 *
 * @param table - the values v(a, b) on a rectangle
 * @returns a law; kind "none" when the catalogue has none
 * @example findLaw2(wythoffTable, { findLaw1 }) // rows-additive, outcome: Beatty pairs α = φ, β = φ²
 */
export function findLaw2(table: Table2, constraints: FindLaw2Constraints): Law2 {
  checkTable2(table);
  const of = constraints.of ?? "value";
  const isSymmetric = symmetric(table);
  const outcome = findOutcomeLaw2(table);
  if (of === "outcome") return { ...(outcome ?? noLaw2(table, "outcome")), symmetric: isSymmetric };
  const value = findSum(table, constraints.findLaw1) ?? findQuotientFold(table) ?? findRows(table);
  // a fold whose values are never 0 on positive piles (a suspense or remoteness table) says no more with "no P-positions"
  if (value?.kind === "quotient-fold" && outcome?.kind === "outcome-lines" && outcome.residues.length === 0) return { ...value, symmetric: isSymmetric };
  if (value !== null) return outcome === null ? { ...value, symmetric: isSymmetric } : { ...value, symmetric: isSymmetric, outcome: { ...outcome, symmetric: isSymmetric } };
  return { ...(outcome ?? noLaw2(table)), symmetric: isSymmetric };
}
