import { describe, expect, it } from "vitest";
import { evaluateFormula, findFormulaLaw, formulaProgram } from "../../src/pattern/formulas.js";
import { runProgram } from "../helpers/runProgram.js";

const range = (count: number, f: (n: number) => number, from = 0): number[] => Array.from({ length: count }, (_, i) => f(from + i));
/** popcount by the binary digits of n's decimal-free string. */
const ones = (n: number): number => [...n.toString(2)].filter((d) => d === "1").length;
/** The exponent of 2 in n ≥ 1, by repeated halving. */
const twos = (n: number): number => {
  let k = 0;
  while (n % 2 === 0) {
    n /= 2;
    k++;
  }
  return k;
};

describe("findFormulaLaw", () => {
  it.each([
    ["identity", { c: 3 }, "n + 3", (n: number) => n + 3, 0],
    ["mod", { k: 5 }, "n mod 5", (n: number) => n % 5, 0],
    ["div", { k: 4 }, "⌊n/4⌋", (n: number) => Math.floor(n / 4), 0],
    ["ruler-2adic", { c: 1 }, "ν₂(n) + 1", (n: number) => twos(n) + 1, 1],
    ["lowbit", {}, "2^ν₂(n)", (n: number) => 2 ** twos(n), 1],
    ["popcount", {}, "popcount(n)", ones, 0],
    ["odious", {}, "popcount(n) mod 2", (n: number) => ones(n) % 2, 0],
    ["evil", {}, "1 − popcount(n) mod 2", (n: number) => 1 - (ones(n) % 2), 0],
  ])("recognises %s %j (%s)", (form, params, text, f, from) => {
    const law = findFormulaLaw(range(300, f, from), { from });
    expect(law).toMatchObject({ kind: "formula", form, params, text, from, status: "verified", verifiedTo: from + 299 });
  });

  it("takes the least parameter: n mod 2 rather than any other k", () => {
    expect(findFormulaLaw(range(100, (n) => n % 2))!.params).toEqual({ k: 2 });
  });

  it("checks the whole range: one wrong value and no form holds", () => {
    const values = range(300, ones);
    values[257] = 9;
    expect(findFormulaLaw(values)).toBeNull();
  });

  it("the ruler function needs n ≥ 1: from 0 it is not offered", () => {
    expect(findFormulaLaw([0, ...range(99, (n) => twos(n) + 1, 1)])).toBeNull();
  });
});

describe("evaluateFormula and formulaProgram", () => {
  it("evaluate exactly near 10^30 and the program, interpreted, agrees", () => {
    const big = 10n ** 30n; // 2^30 · 5^30: ν₂ = 30
    const cases: [number[], number, bigint][] = [
      [range(200, (n) => twos(n) + 1, 1), 1, 31n],
      [range(200, (n) => ones(n) % 2), 0, BigInt([...big.toString(2)].filter((d) => d === "1").length % 2)],
      [range(200, (n) => 2 ** twos(n), 1), 1, 2n ** 30n],
      [range(200, (n) => n + 7), 0, big + 7n],
    ];
    for (const [values, from, expected] of cases) {
      const law = findFormulaLaw(values, { from })!;
      expect(evaluateFormula(law, big)).toBe(expected);
      expect(runProgram(formulaProgram(law), [big])).toBe(expected);
      for (let n = from; n < from + 200; n++) expect(runProgram(formulaProgram(law), [BigInt(n)])).toBe(BigInt(values[n - from]!));
    }
  });
});
