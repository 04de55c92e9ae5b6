import { describe, expect, it } from "vitest";
import { heapLawTheorem, subtractionTheorem, takeAndBreakTheorem } from "../../src/pattern/theorems/heapTheorems.js";
import { proofOf } from "../../src/pattern/theorem.js";
import { parseHeapGame } from "../../src/sequence/index.js";
import { bruteSubtraction } from "./helpers.js";

describe("the heap theorems as LawTheorems", () => {
  it("the periodicity theorem needs B + p values, B = k·n1 + (k − 1)·p + t", () => {
    expect(takeAndBreakTheorem({ removed: 2, parts: 2 }).periodicNeeded(71, 12)).toBe(2 * 71 + 12 + 2 + 12);
    expect(takeAndBreakTheorem({ removed: 4, parts: 3 }).periodicNeeded(10, 5)).toBe(3 * 10 + 2 * 5 + 4 + 5);
    expect(takeAndBreakTheorem({ removed: 1, parts: 2, unequal: true }).periodicNeeded(0, 3)).toBe(2 * 1 + 3 + 1 + 3 + 3);
  });

  it("the window theorem of a subtraction set needs n0 + max(S) + p values", () => {
    expect(subtractionTheorem([2, 5, 7]).periodicNeeded(0, 22)).toBe(29);
  });

  it("heapLawTheorem picks the window theorem for subtraction sets, the periodicity theorem for other finite codes, none for infinite removals", () => {
    expect(heapLawTheorem(parseHeapGame("{2,5,7}"))!.name).toMatch(/^window theorem/);
    expect(heapLawTheorem(parseHeapGame("0.77"))!.name).toBe("periodicity theorem (t = 2, k = 2)");
    expect(heapLawTheorem(parseHeapGame("0.8"))!.name).toBe("periodicity theorem (t = 1, k = 3)");
    expect(heapLawTheorem(parseHeapGame("all-but{2}"))).toBeNull();
  });

  it("only codes with three-heap moves carry the arithmetic-periodicity test, and it refuses values that break it", () => {
    expect(heapLawTheorem(parseHeapGame("0.77"))!.arithmeticProof).toBeUndefined();
    expect(heapLawTheorem(parseHeapGame("0.8"))!.arithmeticProof).toBeDefined();
    expect(proofOf(heapLawTheorem(parseHeapGame("0.8")), { from: 0, preperiod: 1, period: 3, saltus: 1 }, new Array(1000).fill(0))).toBeNull();
  });

  it("the window condition is enough: a window of 7 repeating values proves {2,5,7}'s period, checked on 4000 values", () => {
    const values = bruteSubtraction([2, 5, 7], 4000);
    const p = 22;
    const theorem = subtractionTheorem([2, 5, 7]);
    const needed = theorem.periodicNeeded(0, p)!;
    expect(values.slice(0, needed - p).every((v, n) => v === values[n + p])).toBe(true);
    expect(values.every((v, n) => n + p >= values.length || v === values[n + p])).toBe(true);
  });

  it("a proof needs the values from 0", () => {
    expect(proofOf(subtractionTheorem([1, 2]), { from: 1, preperiod: 1, period: 3, saltus: 0 }, new Array(100).fill(0))).toBeNull();
  });
});
