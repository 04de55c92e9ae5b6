import { describe, expect, it } from "vitest";
import { cell, checkTable2, lastCell } from "../../src/pattern/table2.js";

describe("Table2", () => {
  it("cell reads v(a, b) row-major from the corner, lastCell is the far corner", () => {
    const t = { from: [2, 5] as const, rows: 2, cols: 3, values: Int32Array.of(10, 11, 12, 20, 21, 22) };
    expect(cell(t, 3, 6)).toBe(21);
    expect(cell(t, 2, 7)).toBe(12);
    expect(lastCell(t)).toEqual([3, 7]);
  });

  it("checkTable2 refuses a wrong number of values, an empty table or a negative corner", () => {
    expect(() => checkTable2({ from: [0, 0], rows: 2, cols: 2, values: new Int32Array(3) })).toThrow(/needs 4 values, got 3/);
    expect(() => checkTable2({ from: [0, 0], rows: 0, cols: 2, values: new Int32Array(0) })).toThrow(RangeError);
    expect(() => checkTable2({ from: [-1, 0], rows: 1, cols: 1, values: new Int32Array(1) })).toThrow(/non-negative/);
  });
});
