// The arithmetic-periodicity test (docs/arithmetic-periodicity.md): laws it proves hold far past
// the values it used, against a hexadecimal brute force (test/helpers/hexBrute.ts); laws whose
// conditions fail stay "verified".
import { describe, expect, it } from "vitest";
import { findPattern } from "../../src/analyze/findPattern.js";
import { findLaw1 } from "../../src/pattern/findLaw1.js";
import type { PeriodicLaw } from "../../src/pattern/law.js";
import { evaluatePeriodic } from "../../src/pattern/periodic.js";
import { proofOf } from "../../src/pattern/theorem.js";
import { ARITHMETIC_TEST_NAME, arithmeticPeriodicityTest } from "../../src/pattern/theorems/arithmeticTest.js";
import { heapLawTheorem } from "../../src/pattern/theorems/heapTheorems.js";
import { parseHeapGame } from "../../src/sequence/index.js";
import { hexBrute } from "../helpers/hexBrute.js";

function lawOf(code: string, count: number): PeriodicLaw {
  const law = findLaw1(hexBrute(code, count), { theorem: heapLawTheorem(parseHeapGame(code)) });
  expect(law.kind).toBe("arithmetic-periodic");
  return law as PeriodicLaw;
}

describe("the arithmetic-periodicity test", () => {
  it("proves 0.8's law G(n) = ⌊(n − 1)/3⌋ (n ≥ 1) from 16 values, and it holds on 700 values of the brute force", () => {
    const law = lawOf("0.8", 64);
    expect(law).toMatchObject({ kind: "arithmetic-periodic", period: 3, saltus: 1, preperiod: 1, status: "proven" });
    expect(law.proof).toContain("arithmetic-periodicity test (docs/arithmetic-periodicity.md)");
    expect(law.proof).toContain("3·(−1) − (−3) = 0 < 1·1");
    expect(law.proof).toMatch(/the values 0 … (\d+) agree/);
    const used = Number(/the values 0 … (\d+) agree/.exec(law.proof!)![1]);
    expect(used).toBeLessThan(64);
    const far = hexBrute("0.8", 700);
    for (let n = 1; n < far.length; n++) expect(far[n]).toBe(Math.floor((n - 1) / 3));
    for (let n = 0; n < far.length; n++) expect(evaluatePeriodic(law, n)).toBe(BigInt(far[n]!));
  });

  it("proves the hand-worked laws G(n) = ⌊(n − 1)/p⌋ of 0.C (p = 2), 0.0C (p = 3), 0.08 (p = 4) and 0.008 (p = 5), each holding on 500 values", () => {
    for (const [code, p] of [
      ["0.C", 2],
      ["0.0C", 3],
      ["0.08", 4],
      ["0.008", 5],
    ] as const) {
      const law = lawOf(code, 80);
      expect(law, code).toMatchObject({ period: p, saltus: 1, preperiod: 1, status: "proven" });
      const far = hexBrute(code, 500);
      for (let n = 1; n < far.length; n++) expect(far[n], `${code} at ${n}`).toBe(Math.floor((n - 1) / p));
    }
  });

  it("leaves 0.28 verified: its values look arithmetic-periodic (period 53, saltus 16) but a split may reach above the line", () => {
    const law = lawOf("0.28", 400);
    expect(law).toMatchObject({ period: 53, saltus: 16, status: "verified", proof: null });
    const values = hexBrute("0.28", 400);
    for (let n = law.preperiod; n + 53 < values.length; n++) expect(values[n + 53]).toBe(values[n]! + 16);
  });

  it("proves nothing from too few values, from values not from heap 0, or for a code without three-heap moves", () => {
    const values = hexBrute("0.8", 64);
    const test = arithmeticPeriodicityTest(parseHeapGame("0.8"))!;
    expect(test(1, 3, 1, values.slice(0, 10))).toBeNull();
    expect(test(1, 3, 1, values)!.needed).toBeLessThanOrEqual(64);
    expect(proofOf(heapLawTheorem(parseHeapGame("0.8")), { from: 1, preperiod: 1, period: 3, saltus: 1 }, values.slice(1))).toBeNull();
    expect(arithmeticPeriodicityTest(parseHeapGame("0.77"))).toBeNull();
  });

  it("refuses a law the values break inside a period: 0.8's values with a saltus of 2 claimed fail the coverage check", () => {
    const values = hexBrute("0.8", 64);
    const test = arithmeticPeriodicityTest(parseHeapGame("0.8"))!;
    // read as period 3, saltus 2: the law's values jump past ones no move reaches
    const fake = values.map((v, n) => (n === 0 ? 0 : 2 * v));
    expect(test(1, 3, 2, fake)).toBeNull();
  });

  it("findPattern('heap(\"0.8\", n)') names the test it was proven by; beside another heap (values G(n) ⊕ c) the test is not tried", () => {
    const alone = findPattern('heap("0.8", n)', { to: 300 });
    expect(alone.law).toMatchObject({ kind: "arithmetic-periodic", period: 3, saltus: 1, status: "proven" });
    expect(alone.theorem).toBe(ARITHMETIC_TEST_NAME);
    const beside = findPattern('heap("0.8", n) + heap("0.8", 5)', { to: 300 });
    const brute = hexBrute("0.8", 301);
    expect(Array.from(beside.values!.values)).toEqual(brute.map((v) => v ^ brute[5]!));
    expect(beside.law.status).toBe("verified");
  });
});
