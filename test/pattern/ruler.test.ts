import { describe, expect, it } from "vitest";
import type { RulerLaw } from "../../src/pattern/law.js";
import { evaluateRuler, findRulerLaw, rulerProgram } from "../../src/pattern/ruler.js";
import { naiveSequence, parseHeapGame } from "../../src/sequence/index.js";
import { runProgram } from "../helpers/runProgram.js";
import { bruteTakeBreak, seeded } from "./helpers.js";

/** The 2-adic valuation of m > 0, by division in the test. */
const nu = (m: number): number => (m % 2 === 0 ? 1 + nu(m / 2) : 0);
const plain = (m: number): boolean => m === 0 || (m & (m - 1)) === 0;

/** A ruler sequence built from the file's form: a random base table, period p, saltus s, ruler class from R with offset c and deficit a·2^ν₂(m) + b. */
function built(p: number, s: number, n0: number, rho: number, alpha: number, c: number, a: number, b: number, count: number): number[] {
  const rand = seeded(p * 31 + rho);
  const table = Array.from({ length: n0 + p }, () => 10 + rand(20));
  const R = n0 + rho;
  return Array.from({ length: count }, (_, n) => {
    if (n < n0) return table[n]!;
    if (n >= R && (n - R) % p === 0) {
      const k = (n - R) / p;
      const m = k + c;
      return alpha + s * k - (plain(m) ? 0 : a * 2 ** nu(m) + b);
    }
    return table[n0 + ((n - n0) % p)]! + s * Math.floor((n - n0) / p);
  });
}

describe("findRulerLaw", () => {
  it("0.2048 (remove 1; remove 3 and split in two; remove 4 and split in three) follows a ruler law of period 13, saltus 4", () => {
    const values = bruteTakeBreak([0, 2, 0, 4, 8], 700);
    expect(Array.from(naiveSequence(parseHeapGame("0.2048"), 700))).toEqual(values);
    const law = findRulerLaw(values)!;
    expect(law).toMatchObject({ kind: "ruler", period: 13, status: "verified", proof: null, verifiedTo: 699 });
    expect(law.params).toMatchObject({ saltus: 4, a: 8, b: 3 });
    // the class is n ≡ 2 (mod 13): at n = 54 (k' = 4, m = 3 = 2^0·3) the value drops by 8 + 3 below 4·4 + 1
    expect(law.params.residue! % 13).toBe(2);
    expect(values[54]).toBe(17 - 11);
    expect(evaluateRuler(law, 54)).toBe(6n);
  });

  it("0.2048's ruler law found on 700 values holds on the first 1600 (grundy's naive sequence)", () => {
    const law = findRulerLaw(bruteTakeBreak([0, 2, 0, 4, 8], 700))!;
    const far = naiveSequence(parseHeapGame("0.2048"), 1600);
    for (let n = 0; n < far.length; n++) expect(evaluateRuler(law, n)).toBe(BigInt(far[n]!));
  });

  it.each([
    [7, 3, 10, 2, 40, 0, 5, 1],
    [11, 8, 20, 6, 100, 3, 16, 3],
  ])("recovers a built ruler form: p = %i, s = %i, n0 = %i, class %i, α = %i, c = %i, a = %i, b = %i", (p, s, n0, rho, alpha, c, a, b) => {
    const values = built(p, s, n0, rho, alpha, c, a, b, 1500);
    const law = findRulerLaw(values)!;
    expect(law).toMatchObject({ period: p });
    expect(law.params).toMatchObject({ saltus: s, residue: n0 + rho, a, b });
    const far = built(p, s, n0, rho, alpha, c, a, b, 6000);
    for (let n = 0; n < far.length; n++) expect(evaluateRuler(law, n)).toBe(BigInt(far[n]!));
  });

  it("an arithmetic-periodic sequence without a ruler class is no ruler law", () => {
    const values = Array.from({ length: 500 }, (_, n) => Math.floor(n / 3));
    expect(findRulerLaw(values)).toBeNull();
  });
});

describe("evaluateRuler and rulerProgram", () => {
  const law = findRulerLaw(bruteTakeBreak([0, 2, 0, 4, 8], 700))!;

  it("evaluates exactly near 10^30: on the ruler class by ν₂, elsewhere as the arithmetic-periodic extension", () => {
    const { residue, alpha, c, a, b } = law.params as Required<RulerLaw["params"]>;
    const k = 3n * 2n ** 90n; // m = k + c with c = 0 has ν₂ = 90 and is no power of 2
    expect(c).toBe(0);
    const n = BigInt(residue!) + 13n * k;
    expect(evaluateRuler(law, n)).toBe(BigInt(alpha!) + 4n * k - (BigInt(a!) * 2n ** 90n + BigInt(b!)));
    expect(evaluateRuler(law, n + 1n)).toBe(evaluateRuler(law, n + 1n - 13n * 2n ** 80n) + 4n * 2n ** 80n);
  });

  it("the program, interpreted, equals the law at small n and near 10^30", () => {
    const program = rulerProgram(law);
    for (let n = 0n; n < 400n; n++) expect(runProgram(program, [n])).toBe(evaluateRuler(law, n));
    for (const n of [10n ** 30n, 10n ** 30n + 5n, BigInt(law.params.residue!) + 13n * 3n * 2n ** 90n]) expect(runProgram(program, [n])).toBe(evaluateRuler(law, n));
  });
});
