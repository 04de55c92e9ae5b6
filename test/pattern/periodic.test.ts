import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluatePeriodic, findPeriodicLaw, periodicProgram } from "../../src/pattern/periodic.js";
import { heapLawTheorem } from "../../src/pattern/theorems/heapTheorems.js";
import { parseHeapGame, sparseSequence } from "../../src/sequence/index.js";
import { readTsv } from "../helpers/takeBreak.js";
import { runProgram } from "../helpers/runProgram.js";
import { bruteSubtraction, bruteTakeBreak, seeded } from "./helpers.js";

const OCTAL = readTsv(readFileSync(new URL("../fixtures/octal_games.tsv", import.meta.url), "utf8"));
const digitsOf = (code: string): number[] =>
  code
    .replace(".", "")
    .split("")
    .map((c) => Number.parseInt(c, 16));

/** Values built from a table: v(n) = table[n] below n0, then table[n0 + (n − n0) mod p] + s·⌊(n − n0)/p⌋. */
function built(table: readonly number[], n0: number, p: number, s: number, count: number): number[] {
  return Array.from({ length: count }, (_, n) => (n < n0 ? table[n]! : table[n0 + ((n - n0) % p)]! + s * Math.floor((n - n0) / p)));
}

describe("findPeriodicLaw on published games (values by a brute-force mex written in the test)", () => {
  for (const row of OCTAL.filter((r) => ["0.77", "0.07", "0.137"].includes(r.code!))) {
    const period = Number(row.period);
    const preperiod = Number(row.last_exception_n) + 1;
    it(`${row.code} (${row.name}) is periodic with period ${period} from n = ${preperiod}, proven, and the law holds 4× past the range`, () => {
      const values = bruteTakeBreak(digitsOf(row.code!), 300);
      const law = findPeriodicLaw(values, { theorem: heapLawTheorem(parseHeapGame(row.code!)) })!;
      expect(law).toMatchObject({ kind: "periodic", period, preperiod, saltus: 0, status: "proven", verifiedTo: 299 });
      expect(law.proof).toMatch(/^periodicity theorem/);
      const far = bruteTakeBreak(digitsOf(row.code!), 1200);
      for (let n = 0; n < far.length; n++) expect(evaluatePeriodic(law, n)).toBe(BigInt(far[n]!));
    });
  }

  it("Kayles' proof states the theorem's bound as checked (2·71 + 12 + 2 = 156)", () => {
    const law = findPeriodicLaw(bruteTakeBreak([0, 7, 7], 200), { theorem: heapLawTheorem(parseHeapGame("0.77")) })!;
    expect(law.proof).toContain("71 ≤ n < B = 2·71 + 1·12 + 2 = 156");
  });

  it("too few values for the theorem leave Kayles verified, not proven", () => {
    const law = findPeriodicLaw(bruteTakeBreak([0, 7, 7], 160), { theorem: heapLawTheorem(parseHeapGame("0.77")) })!;
    expect(law).toMatchObject({ period: 12, preperiod: 71, status: "verified", proof: null });
  });

  it("subtraction {2,5,7} is periodic and proven by the window theorem; the law holds 4× past the range", () => {
    const values = bruteSubtraction([2, 5, 7], 100);
    const law = findPeriodicLaw(values, { theorem: heapLawTheorem(parseHeapGame("{2,5,7}")) })!;
    // the least period, found by brute force over p in the test
    const far = bruteSubtraction([2, 5, 7], 400);
    const least = Array.from({ length: 50 }, (_, i) => i + 1).find((p) => far.slice(0, 300).every((v, n) => v === far[n + p]))!;
    expect(law).toMatchObject({ kind: "periodic", period: least, status: "proven" });
    expect(law.proof).toContain("7 = max(S) consecutive n");
    for (let n = 0; n < far.length; n++) expect(evaluatePeriodic(law, n)).toBe(BigInt(far[n]!));
  });

  it("0.8 is arithmetic-periodic with period 3, saltus 1 from n = 1 (G(n) = ⌊(n − 1)/3⌋), proven by the arithmetic-periodicity test", () => {
    const values = bruteTakeBreak([0, 8], 200);
    expect(values.slice(1).every((v, i) => v === Math.floor(i / 3))).toBe(true);
    const law = findPeriodicLaw(values, { theorem: heapLawTheorem(parseHeapGame("0.8")) })!;
    expect(law).toMatchObject({ kind: "arithmetic-periodic", period: 3, saltus: 1, preperiod: 1, status: "proven" });
    expect(Array.from(sparseSequence(parseHeapGame("0.8"), 200))).toEqual(values);
  });

  it("Lasker's Nim (take any number, or split a heap in two) is arithmetic-periodic: period 4, saltus 4, from n = 1", () => {
    const g: number[] = [];
    for (let n = 0; n < 200; n++) {
      const seen = new Set<number>();
      for (let k = 1; k <= n; k++) seen.add(g[n - k]!);
      for (let a = 1; 2 * a <= n; a++) seen.add(g[a]! ^ g[n - a]!);
      let m = 0;
      while (seen.has(m)) m++;
      g.push(m);
    }
    // the published form: G(4k + 3) = 4k + 4, G(4k + 4) = 4k + 3, otherwise G(n) = n
    expect(g.every((v, n) => v === (n === 0 ? 0 : n % 4 === 3 ? n + 1 : n % 4 === 0 ? n - 1 : n))).toBe(true);
    const law = findPeriodicLaw(g)!;
    expect(law).toMatchObject({ kind: "arithmetic-periodic", period: 4, saltus: 4, preperiod: 1 });
    expect(evaluatePeriodic(law, 10n ** 30n + 3n)).toBe(10n ** 30n + 4n);
    expect(evaluatePeriodic(law, 10n ** 30n + 4n)).toBe(10n ** 30n + 3n);
  });
});

describe("findPeriodicLaw reports the least period and the least preperiod", () => {
  it.each([
    [7, 30, 0],
    [12, 5, 0],
    [5, 40, 3],
    [9, 1, 2],
  ])("a random table of period %i with a planted exception just before n0 = %i (saltus %i)", (p, n0, s) => {
    const rand = seeded(p * 1000 + n0);
    let table = Array.from({ length: n0 + p }, () => rand(6));
    // make the period least: no divisor q of p repeats the table's periodic part
    for (let q = 1; q < p; q++)
      if (p % q === 0 && table.slice(n0, n0 + p - q).every((v, i) => v === table[n0 + i + q])) table = [...table.slice(0, n0 + p - 1), table[n0 + p - 1]! + 7];
    // the exception: v(n0 − 1) differs from v(n0 − 1 + p) − s
    if (n0 > 0) table[n0 - 1] = table[n0 + p - 1]! - s + 1;
    const values = built(table, n0, p, s, 600);
    const law = findPeriodicLaw(values)!;
    expect(law).toMatchObject({ kind: s === 0 ? "periodic" : "arithmetic-periodic", period: p, preperiod: n0, saltus: s, status: "verified", verifiedTo: 599 });
    expect(law.table).toEqual(values.slice(0, n0 + p));
  });

  it("an agreement shorter than two periods is no period", () => {
    const rand = seeded(5);
    const head = Array.from({ length: 200 }, () => rand(50));
    const values = [...head, ...head.slice(0, 150)];
    expect(findPeriodicLaw(values.slice(0, 350))).toBeNull();
  });

  it("values indexed from 1 give the preperiod as an index", () => {
    const values = built([9, 1, 2, 3], 1, 3, 0, 100);
    expect(findPeriodicLaw(values, { from: 1 })).toMatchObject({ from: 1, preperiod: 2, period: 3 });
  });

  it("a law over 10^6 values is found (period 997 from n = 5000)", () => {
    const rand = seeded(77);
    const table = Array.from({ length: 5000 + 997 }, () => rand(1000));
    table[4999] = table[4999 + 997]! + 1;
    const values = Uint32Array.from(built(table, 5000, 997, 0, 1_000_000));
    expect(findPeriodicLaw(values)).toMatchObject({ period: 997, preperiod: 5000 });
  });
});

describe("evaluatePeriodic and periodicProgram", () => {
  const law = findPeriodicLaw(bruteTakeBreak([0, 7, 7], 200))!;

  it("evaluates exactly at n around 10^30, as the periodic extension", () => {
    for (const n of [10n ** 30n, 10n ** 30n + 1n, 10n ** 30n + 11n]) {
      const r = Number((n - 71n) % 12n);
      expect(evaluatePeriodic(law, n)).toBe(BigInt(law.table[71 + r]!));
    }
  });

  it("refuses an index below from", () => {
    expect(() => evaluatePeriodic(law, -1n)).toThrow(/expected an integer n ≥ 0, got "-1"/);
  });

  it("the program, interpreted, gives the law's values, below and past the preperiod and at 10^30", () => {
    const ap = findPeriodicLaw(built([4, 0, 1, 5, 2, 6], 2, 4, 8, 200))!;
    for (const l of [law, ap]) {
      const program = periodicProgram(l);
      expect(program).toMatchObject({ name: "grundy", params: ["n"], returns: "value", wide: false });
      for (const n of [0n, 1n, 5n, 70n, 71n, 150n, 10n ** 30n + 7n]) expect(runProgram(program, [n])).toBe(evaluatePeriodic(l, n));
    }
  });
});
