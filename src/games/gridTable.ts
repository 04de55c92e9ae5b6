import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
import type { Grid } from "./grid.js";

/** A grid's values for x, y < size, held whole. */
export interface GridTable {
  /** The side: x and y run over 0 … size − 1. */
  readonly size: number;
  /** G(x, y) at index x·size + y. */
  readonly values: Uint32Array;
  /** The largest value (0 for an empty table). */
  readonly max: number;
  /** G(x, y). */
  at(x: number, y: number): number;
}

/** The most cells a table holds (4096 × 4096: 64 MiB of values). */
const MAX_SIDE = 4096;

/**
 * A grid's Grundy values for x, y < n, as one table (for a picture drawn whole or a map in the
 * browser; a large PNG is drawn from the rows in bands instead).
 *
 * @param grid - a family's `grid`
 * @param n - the side, 0 … 4096
 * @throws InputError when n is not an integer in range
 * @example gridTable(wythoff.family.grid!, 4).at(1, 2) // 0: (1, 2) is a P-position
 */
export function gridTable(grid: Grid, n: number): GridTable {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_SIDE) throw new InputError(`the side of a map to be an integer from 0 to ${MAX_SIDE}`, describeValue(n));
  const values = new Uint32Array(n * n);
  let max = 0;
  grid.rows(n, (y, row) => {
    for (let x = 0; x < n; x++) {
      const g = row[x]!;
      if (g > max) max = g;
      values[x * n + y] = g;
    }
  });
  return { size: n, values, max, at: (x, y) => values[x * n + y]! };
}
