import { describe, expect, it } from "vitest";
import { describeNoLaw2, noLaw2, symmetric } from "../../src/pattern/noLaw2.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { euclidOutcome, wythoffGrundy } from "../helpers/twoPile.js";

const table = (from: [number, number], rows: number, cols: number, values: number[]): Table2 => ({ from, rows, cols, values: Int32Array.from(values) });

describe("symmetric", () => {
  it("holds for Wythoff's and Euclid's tables (the games are symmetric), fails for a − b", () => {
    expect(symmetric(wythoffGrundy(30, 40))).toBe(true);
    expect(symmetric(euclidOutcome(30, 30))).toBe(true);
    const diff = Array.from({ length: 100 }, (_, i) => Math.abs(Math.floor(i / 10) - 2 * (i % 10)));
    expect(symmetric(table([0, 0], 10, 10, diff))).toBe(false);
  });

  it("compares only cells the table holds both ways, in absolute coordinates", () => {
    // rows a = 1, 2; columns b = 2, 3: v(2, 2) alone lies on the diagonal; (2, 3) has no mirror (3, 2) in the table
    expect(symmetric(table([1, 2], 2, 2, [5, 6, 7, 8]))).toBe(false);
    // rows a = 0..2, columns b = 1..2: (0, 1) ↔ (1, 0) missing, (1, 2) ↔ (2, 1): 5 vs 7
    expect(symmetric(table([0, 1], 3, 2, [1, 2, 3, 5, 7, 4]))).toBe(false);
    expect(symmetric(table([0, 1], 3, 2, [1, 2, 3, 5, 5, 4]))).toBe(true);
  });
});

describe("noLaw2", () => {
  it("reports the largest value, where it first occurs, and the symmetry", () => {
    const law = noLaw2(table([2, 3], 2, 3, [1, 9, 4, 9, 0, 2]));
    expect(law).toMatchObject({ kind: "none", status: "none", from: [2, 3], largest: { value: 9, at: [2, 4] }, verifiedTo: [3, 5], symmetric: false });
    expect(describeNoLaw2(law)).toBe("no law of the catalogue holds on a ≤ 3, b ≤ 5\nlargest value 9, first at (2, 4); not symmetric");
  });
});
