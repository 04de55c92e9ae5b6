/*
 * What is known of a table when no two-variable law holds: its largest value and where it
 * first occurs (row by row), and whether it is symmetric.
 */
import type { NoLaw2 } from "./law.js";
import { checkTable2, lastCell, type Table2 } from "./table2.js";

/**
 * Whether v(a, b) = v(b, a) wherever the table holds both cells; false when it holds no such
 * pair off the diagonal (nothing to compare).
 *
 * @example symmetric({ from: [0, 0], rows: 2, cols: 2, values: Int32Array.of(0, 1, 1, 0) }) // true
 */
export function symmetric(table: Table2): boolean {
  checkTable2(table);
  const [a0, b0] = table.from;
  let compared = 0;
  for (let i = 0; i < table.rows; i++) {
    const a = a0 + i;
    for (let j = 0; j < table.cols; j++) {
      const b = b0 + j;
      if (b <= a) continue;
      const ii = b - a0;
      const jj = a - b0;
      if (ii >= table.rows || jj < 0 || jj >= table.cols) continue;
      if (table.values[i * table.cols + j] !== table.values[ii * table.cols + jj]) return false;
      compared++;
    }
  }
  return compared > 0;
}

/** The no-law report of a table: the largest value and where it first occurs, and its symmetry. */
export function noLaw2(table: Table2, of: "value" | "outcome" = "value"): NoLaw2 {
  checkTable2(table);
  let best = 0;
  for (let i = 1; i < table.values.length; i++) if (table.values[i]! > table.values[best]!) best = i;
  return {
    kind: "none",
    status: "none",
    verifiedTo: lastCell(table),
    proof: null,
    of,
    from: [table.from[0], table.from[1]],
    largest: { value: table.values[best]!, at: [table.from[0] + Math.floor(best / table.cols), table.from[1] + (best % table.cols)] },
    symmetric: symmetric(table),
  };
}

/** The law in plain lines. */
export function describeNoLaw2(law: NoLaw2): string {
  return [
    `no law of the catalogue holds on a ≤ ${(law.verifiedTo as readonly number[])[0]}, b ≤ ${(law.verifiedTo as readonly number[])[1]}`,
    `largest value ${law.largest.value}, first at (${law.largest.at[0]}, ${law.largest.at[1]}); ${law.symmetric ? "symmetric" : "not symmetric"}`,
  ].join("\n");
}
