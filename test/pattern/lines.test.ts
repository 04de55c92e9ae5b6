import { describe, expect, it } from "vitest";
import { zerosOf } from "../../src/pattern/findLaw2.js";
import { describeLines, evaluateLines, findLines, linesProgram } from "../../src/pattern/lines.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { runProgram } from "../helpers/runProgram.js";
import { twoHeapSubtraction, wythoffGrundy } from "../helpers/twoPile.js";

const find = (t: Table2) => findLines(t, zerosOf(t));
const NIM = Array.from({ length: 200 }, (_, i) => i + 1);

/** Whether the outcome is a function of (c·a + d·b) mod m on the table, for some 0 ≤ c, d < m (checked afresh). */
function someLinesLaw(t: Table2, m: number): boolean {
  for (let c = 0; c < m; c++) {
    for (let d = 0; d < m; d++) {
      const seen = new Map<number, boolean>();
      let ok = true;
      for (let a = 0; a < t.rows && ok; a++) {
        for (let b = 0; b < t.cols && ok; b++) {
          const r = (c * a + d * b) % m;
          const p = t.values[a * t.cols + b] === 0;
          if (seen.has(r) && seen.get(r) !== p) ok = false;
          seen.set(r, p);
        }
      }
      if (ok) return true;
    }
  }
  return false;
}

describe("findLines", () => {
  it("finds two-heap Nim's a − b ∈ {0} (no modulus) on a brute-force table", () => {
    expect(find(twoHeapSubtraction(NIM, 60, 60))).toMatchObject({ coefficients: [1, -1], modulus: 0, residues: [0] });
  });

  it.each([
    [[1, 2], 3],
    [[1, 3], 2],
    [[1, 2, 3], 4],
    [[1, 2, 3, 4], 5],
  ])("finds the least modulus for the subtraction game %j on two heaps: %i", (S, m) => {
    const t = twoHeapSubtraction(S, 50, 50);
    const law = find(t);
    expect(law?.modulus).toBe(m);
    for (let smaller = 1; smaller < m; smaller++) expect(someLinesLaw(t, smaller)).toBe(false);
    // the law holds on every cell (checked afresh)
    for (let a = 0; a < 50; a++) for (let b = 0; b < 50; b++) expect(evaluateLines(law!, BigInt(a), BigInt(b))).toBe(t.values[a * 50 + b] === 0);
  });

  it("finds no lines in Wythoff's game, nor for S = {2, 3}, whose P-positions pair the classes {0, 1}, {2, 3}, {4} mod 5", () => {
    expect(find(wythoffGrundy(60, 60))).toBeNull();
    expect(find(twoHeapSubtraction([2, 3], 60, 60))).toBeNull();
  });
});

describe("evaluateLines and linesProgram", () => {
  it("decide a 150 × 150 brute-force table from a 40 × 40 one, and huge piles by the residue", () => {
    for (const S of [[1, 2], [1, 2, 3, 4], NIM]) {
      const law = find(twoHeapSubtraction(S, 40, 40))!;
      const program = linesProgram(law);
      const big = twoHeapSubtraction(S, 150, 150);
      for (let a = 0; a < 150; a++) {
        for (let b = 0; b < 150; b++) {
          const expected = big.values[a * 150 + b] === 0;
          expect(evaluateLines(law, BigInt(a), BigInt(b))).toBe(expected);
          if ((a * 7 + b) % 13 === 0) expect(runProgram(program, [BigInt(a), BigInt(b)])).toBe(expected);
        }
      }
    }
    const mod3 = find(twoHeapSubtraction([1, 2], 40, 40))!;
    const huge = 10n ** 30n;
    expect(evaluateLines(mod3, huge, huge + 3n)).toBe(true);
    expect(evaluateLines(mod3, huge, huge + 1n)).toBe(false);
    expect(runProgram(linesProgram(mod3), [huge + 6n, huge])).toBe(true);
  });

  it("describe the law as people write it", () => {
    expect(describeLines(find(twoHeapSubtraction(NIM, 30, 30))!)).toBe("P-positions: a − b ∈ {0}");
    expect(describeLines(find(twoHeapSubtraction([1, 2], 30, 30))!)).toBe("P-positions: a + 2b mod 3 ∈ {0}");
  });
});

describe("findLines on small tables", () => {
  // two-heap Nim by its definition: G(a, b) = a xor b, P exactly when a = b
  const nim = (side: number): Table2 => {
    const values = new Int32Array(side * side);
    for (let a = 0; a < side; a++) for (let b = 0; b < side; b++) values[a * side + b] = a ^ b;
    return { from: [0, 0], rows: side, cols: side, values };
  };
  it("read no law off a table under 8 a side (nine cells fit many lines), and a − b ∈ {0} from 8 on", () => {
    for (const side of [1, 2, 3, 7]) expect(findLines(nim(side), zerosOf(nim(side))), String(side)).toBeNull();
    expect(describeLines(findLines(nim(8), zerosOf(nim(8)))!)).toBe("P-positions: a − b ∈ {0}");
  });
});
