import { describe, expect, it } from "vitest";
import type { PeriodicLaw } from "../../src/pattern/law.js";
import { inlineBody } from "../../src/pattern/inlineBody.js";
import { describeSum, evaluateSum, findSum, sumParts, sumProgram } from "../../src/pattern/sum2.js";
import type { Table2 } from "../../src/pattern/table2.js";
import { LAW1 } from "../helpers/law1StandIn.js";
import { runProgram } from "../helpers/runProgram.js";
import { octalValues, twoHeapSubtraction, wythoffGrundy } from "../helpers/twoPile.js";

const KAYLES = octalValues([7, 7], 2000);
const DAWSON = octalValues([0, 7], 2000);

/** v(a, b) = K(a) ⊕ D(b) on a rows × cols table from (a0, b0): Kayles on one heap, Dawson's Kayles on the other (Sprague–Grundy). */
function kaylesPlusDawson(rows: number, cols: number, a0 = 0, b0 = 0): Table2 {
  const values = new Int32Array(rows * cols);
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) values[i * cols + j] = KAYLES[a0 + i]! ^ DAWSON[b0 + j]!;
  return { from: [a0, b0], rows, cols, values };
}

describe("findSum", () => {
  it("splits kayles(a) + dawson(b) into Kayles' values (f) and Dawson's (g), from brute-force octal games", () => {
    const parts = sumParts(kaylesPlusDawson(200, 200))!;
    expect(Array.from(parts.f)).toEqual(KAYLES.slice(0, 200));
    expect(Array.from(parts.g)).toEqual(DAWSON.slice(0, 200));
  });

  it("describes f and g with the one-variable finder: Kayles period 12 from 71, Dawson's Kayles period 34 from 53 (published: last exceptions 70, and 51 for Dawson's chess, .07 shifted by one)", () => {
    const law = findSum(kaylesPlusDawson(200, 200), LAW1.find)!;
    expect(law.kind).toBe("sum");
    expect([(law.f as PeriodicLaw).period, (law.f as PeriodicLaw).preperiod]).toEqual([12, 71]);
    expect([(law.g as PeriodicLaw).period, (law.g as PeriodicLaw).preperiod]).toEqual([34, 53]);
  });

  it("normalises g(b0) = 0 on a table from a corner past 0: f(a) = v(a, b0), g(b) = v(a0, b) ⊕ v(a0, b0)", () => {
    const parts = sumParts(kaylesPlusDawson(30, 40, 5, 7))!;
    expect(Array.from(parts.g)).toEqual(DAWSON.slice(7, 47).map((d) => d ^ DAWSON[7]!));
    expect(Array.from(parts.f)).toEqual(KAYLES.slice(5, 35).map((k) => k ^ DAWSON[7]!));
  });

  it("finds a sum in the brute-forced two-heap subtraction game {1, 2} (no Sprague–Grundy used), and none in Wythoff's game", () => {
    const law = findSum(twoHeapSubtraction([1, 2], 60, 60), LAW1.find)!;
    expect((law.f as PeriodicLaw).table).toEqual([0, 1, 2]);
    expect(findSum(wythoffGrundy(40, 40), LAW1.find)).toBeNull();
  });

  it("finds no sum when one cell is changed", () => {
    const t = kaylesPlusDawson(100, 100);
    t.values[57 * 100 + 81] = t.values[57 * 100 + 81]! ^ 1;
    expect(findSum(t, LAW1.find)).toBeNull();
  });
});

describe("evaluateSum and sumProgram", () => {
  const law = findSum(kaylesPlusDawson(200, 200), LAW1.find)!;
  const program = sumProgram(law, LAW1.program);

  it("give K(a) ⊕ D(b) up to 2000 on each heap (brute force), far past the 200 × 200 table", () => {
    for (let a = 0; a < 2000; a += 7) {
      for (let b = 0; b < 2000; b += 11) {
        const expected = BigInt(KAYLES[a]! ^ DAWSON[b]!);
        expect(evaluateSum(law, BigInt(a), BigInt(b), LAW1.evaluate)).toBe(expected);
        if ((a + b) % 5 === 0) expect(runProgram(program, [BigInt(a), BigInt(b)])).toBe(expected);
      }
    }
  });

  it("print one program with f's and g's tables renamed, and describe both parts", () => {
    expect(Object.keys(program.tables).sort()).toEqual(["f_t", "g_t"]);
    expect(program.params).toEqual(["a", "b"]);
    const text = describeSum(law, LAW1.describe);
    expect(text).toContain("v(a, b) = f(a) ⊕ g(b)");
    expect(text).toContain("periodic: period 12 from n = 71");
    expect(text).toContain("periodic: period 34 from n = 53");
  });

  it("refuse to inline an outcome program or one of two variables into a sum", () => {
    const outcome = { ...LAW1.program(law.f), returns: "outcome" as const };
    expect(() => inlineBody(outcome, "f_", "a")).toThrow(RangeError);
    expect(() => inlineBody(program, "f_", "a")).toThrow(RangeError);
  });
});
