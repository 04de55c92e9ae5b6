/**
 * A computed table of a two-variable game: v(a0 + i, b0 + j) = values[i·cols + j] for
 * 0 ≤ i < rows, 0 ≤ j < cols (row-major). Values are Grundy values; a 0 is a P-position.
 */
export interface Table2 {
  /** [a0, b0]: the least a and b the table covers. */
  from: readonly [number, number];
  rows: number;
  cols: number;
  values: Int32Array;
}

/**
 * Checks the shape of a table: non-negative integer corner, positive sizes, rows·cols values.
 *
 * @throws RangeError naming what is wrong (a table is built by the program, not typed by a user)
 */
export function checkTable2(table: Table2): void {
  const [a0, b0] = table.from;
  if (!Number.isSafeInteger(a0) || !Number.isSafeInteger(b0) || a0 < 0 || b0 < 0) throw new RangeError(`table corner must be non-negative integers, got [${a0}, ${b0}]`);
  if (!Number.isSafeInteger(table.rows) || !Number.isSafeInteger(table.cols) || table.rows < 1 || table.cols < 1) {
    throw new RangeError(`table must have at least one row and column, got ${table.rows} × ${table.cols}`);
  }
  if (table.values.length !== table.rows * table.cols)
    throw new RangeError(`table of ${table.rows} × ${table.cols} needs ${table.rows * table.cols} values, got ${table.values.length}`);
}

/** v(a, b) of the table, for a cell it covers (absolute coordinates). */
export function cell(table: Table2, a: number, b: number): number {
  return table.values[(a - table.from[0]) * table.cols + (b - table.from[1])]!;
}

/** The last a and b the table covers. */
export function lastCell(table: Table2): readonly [number, number] {
  return [table.from[0] + table.rows - 1, table.from[1] + table.cols - 1];
}
