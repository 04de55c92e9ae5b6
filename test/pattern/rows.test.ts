import { describe, expect, it } from "vitest";
import { additivePeriod, describeRows, evaluateRows, findRows, rowsProgram } from "../../src/pattern/rows.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { A047708_DIAGONAL, A317205_ROWS } from "../fixtures/wythoff-grundy.js";
import { runProgram } from "../helpers/runProgram.js";
import { octalValues, wythoffGrundy } from "../helpers/twoPile.js";

const BIG = wythoffGrundy(500, 500);
const G = (a: number, b: number) => BIG.values[a * 500 + b]!;
/** The top-left rows × cols corner of BIG. */
function corner(rows: number, cols: number): Table2 {
  const values = new Int32Array(rows * cols);
  for (let a = 0; a < rows; a++) for (let b = 0; b < cols; b++) values[a * cols + b] = G(a, b);
  return { from: [0, 0], rows, cols, values };
}

describe("the brute-force Wythoff table", () => {
  it("agrees with the published values (OEIS A317205, Winning Ways p. 76; A047708 diagonal)", () => {
    A317205_ROWS.forEach((row, x) => row.forEach((g, y) => expect(G(x, y)).toBe(g)));
    A047708_DIAGONAL.forEach((g, n) => expect(G(n, n)).toBe(g));
  });
});

describe("additivePeriod", () => {
  it("reads period 1, saltus 1 off 0, 1, 2, …; the same from 2 off 5, 5, 0, 1, 2, …; period 3, saltus 3 from 2 off 9, 9, 2, 0, 1, 5, 3, 4, …", () => {
    expect(additivePeriod(Array.from({ length: 40 }, (_, i) => i))).toEqual({ period: 1, saltus: 1, start: 0 });
    const s = [5, 5, ...Array.from({ length: 60 }, (_, i) => i)];
    expect(additivePeriod(s)).toEqual({ period: 1, saltus: 1, start: 2 });
    const t = [9, 9, ...Array.from({ length: 60 }, (_, i) => [2, 0, 1][i % 3]! + 3 * Math.floor(i / 3))];
    expect(additivePeriod(t)).toEqual({ period: 3, saltus: 3, start: 2 });
  });

  it("finds no period in Kayles' first 50 values (its period shows from 71 only)", () => {
    expect(additivePeriod(octalValues([7, 7], 50))).toBeNull();
  });
});

describe("findRows on Wythoff's game", () => {
  const law = findRows(corner(300, 300))!;

  it("gives row 0 as G(0, b) = b (period 1, saltus 1 from 0) and rows 1, 2 period 3, saltus 3 from 0 (read off the published triangle)", () => {
    expect(law.along).toBe("rows");
    expect(law.rows[0]).toMatchObject({ index: 0, period: 1, saltus: 1, start: 0 });
    expect(law.rows[1]).toMatchObject({ index: 1, period: 3, saltus: 3, start: 0 });
    expect(law.rows[2]).toMatchObject({ index: 2, period: 3, saltus: 3, start: 0 });
  });

  it("gives every row covered a saltus equal to its period (Dress, Flammenkamp & Pink) and the least period and start on the table", () => {
    expect(law.rows.length).toBeGreaterThanOrEqual(8);
    for (const { index: a, period: p, saltus: s, start } of law.rows) {
      expect(s).toBe(p);
      for (let b = start; b + p < 300; b++) expect(G(a, b + p)).toBe(G(a, b) + s);
      if (start > 0) expect(G(a, start - 1 + p) - G(a, start - 1)).not.toBe(s);
      // no smaller period runs over two periods and 16 values in the row's tail (checked afresh)
      for (let q = 1; q < p; q++) {
        const sq = G(a, 299) - G(a, 299 - q);
        let run = q;
        while (run < 300 && G(a, 299 - run + q) - G(a, 299 - run) === sq) run++;
        expect(run).toBeLessThan(q + Math.max(q, 16));
      }
    }
  });

  it("predicts the covered rows of a 500 × 500 brute-force table from the 300 × 300 one, mirrors included", () => {
    const sym = { ...law, symmetric: true };
    const program = rowsProgram(sym);
    for (const { index: a } of law.rows) {
      for (let b = 0; b < 500; b++) {
        expect(evaluateRows(law, BigInt(a), BigInt(b))).toBe(BigInt(G(a, b)));
        expect(evaluateRows(sym, BigInt(b), BigInt(a))).toBe(BigInt(G(b, a)));
        if (b % 7 === 0) expect(runProgram(program, [BigInt(b), BigInt(a)])).toBe(BigInt(G(b, a)));
      }
    }
    expect(runProgram(program, [400n, 450n])).toBe(-1n);
    expect(() => evaluateRows(law, 400n, 450n)).toThrow(RangeError);
  });

  it("goes on for ever along a row: G(0, 10^30) = 10^30, and row 1 at 3·10^20 + 2 is 3·10^20 + 0 (period 3: 1, 2, 0)", () => {
    expect(evaluateRows(law, 0n, 10n ** 30n)).toBe(10n ** 30n);
    expect(evaluateRows(law, 1n, 3n * 10n ** 20n + 2n)).toBe(3n * 10n ** 20n);
  });

  it("describes one line a row: a, p, s, start", () => {
    const lines = describeRows(law).split("\n");
    expect(lines[1]).toBe("a\tp\ts\tstart");
    expect(lines[2]).toBe("0\t1\t1\t0");
    expect(lines[3]).toBe("1\t3\t3\t0");
  });
});

describe("findRows along columns", () => {
  it("reads the columns when only they are periodic: v(a, b) = a + K(b), K Kayles' first 50 values", () => {
    const K = octalValues([7, 7], 50);
    const values = new Int32Array(100 * 50);
    for (let a = 0; a < 100; a++) for (let b = 0; b < 50; b++) values[a * 50 + b] = a + K[b]!;
    const law = findRows({ from: [0, 0], rows: 100, cols: 50, values })!;
    expect(law.along).toBe("columns");
    expect(law.rows.length).toBe(50);
    expect(law.rows[4]).toMatchObject({ index: 4, period: 1, saltus: 1, start: 0 });
    expect(evaluateRows(law, 10n ** 20n, 11n)).toBe(10n ** 20n + BigInt(K[11]!));
    expect(runProgram(rowsProgram(law), [10n ** 20n, 11n])).toBe(10n ** 20n + BigInt(K[11]!));
  });
});
