// A sum of one-variable halves (`kayles(a) + dawson(b)`): each half's law is found on its own line
// over the range the user gave its variable (--to, --range), checked against brute forces here.
import { describe, expect, it } from "vitest";
import { findPattern } from "../../src/analyze/findPattern.js";
import type { PeriodicLaw, SumLaw } from "../../src/pattern/law.js";
import { evaluatePeriodic } from "../../src/pattern/periodic.js";
import { bruteTakeBreak } from "./helpers.js";

describe("the halves of a sum honour the range", () => {
  it("with --to 100 each half is read on 0 … 100 only: verified there, nothing claimed past it", () => {
    const law = findPattern("kayles(a) + dawson(b)", { to: 100 }).law as SumLaw;
    expect(law.kind).toBe("sum");
    expect(law.f.verifiedTo).toBe(100);
    expect(law.g.verifiedTo).toBe(100);
    expect(law.status).not.toBe("proven");
  });

  it("with a = 0 … 400 and b = 0 … 300 the halves reach 400 and 300: Kayles period 12 from 71, Dawson's Kayles period 34, both proven and equal to brute forces", () => {
    const law = findPattern("kayles(a) + dawson(b)", { ranges: { a: [0, 400], b: [0, 300] } }).law as SumLaw;
    expect(law.f).toMatchObject({ kind: "periodic", period: 12, preperiod: 71, status: "proven", verifiedTo: 400 });
    expect(law.g).toMatchObject({ kind: "periodic", period: 34, status: "proven", verifiedTo: 300 });
    const kayles = bruteTakeBreak([0, 7, 7], 1000);
    const dawson = bruteTakeBreak([0, 0, 7], 1000);
    for (let n = 0; n < 1000; n++) expect(evaluatePeriodic(law.f as PeriodicLaw, n)).toBe(BigInt(kayles[n]!));
    for (let n = 0; n < 1000; n++) expect(evaluatePeriodic(law.g as PeriodicLaw, n)).toBe(BigInt(dawson[n]!));
  });
});
