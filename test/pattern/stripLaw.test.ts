// `strip(n)`: the blank strip's values are proven periodic by the periodicity theorem its family
// states (Family.lineTheorem), checked against brute forces written here.
import { describe, expect, it } from "vitest";
import { findPattern } from "../../src/analyze/findPattern.js";
import { defineFamily } from "../../src/games/defineFamily.js";
import type { PeriodicLaw } from "../../src/pattern/law.js";
import { evaluatePeriodic } from "../../src/pattern/periodic.js";

/** The value of a blank 2×n strip by search over its cells (a bitmask, bit 2c + r): colour one blank cell, or four blank cells of two adjacent columns. */
function searchStrip(n: number): number {
  const memo = new Map<number, number>();
  const value = (mask: number): number => {
    const known = memo.get(mask);
    if (known !== undefined) return known;
    const options = new Set<number>();
    for (let b = 0; b < 2 * n; b++) if (!(mask & (1 << b))) options.add(value(mask | (1 << b)));
    for (let c = 0; c + 1 < n; c++) {
      const square = 0b1111 << (2 * c);
      if (!(mask & square)) options.add(value(mask | square));
    }
    let mex = 0;
    while (options.has(mex)) mex++;
    memo.set(mask, mex);
    return mex;
  };
  return value(0);
}

/**
 * Blank strips by the split they leave: colouring a cell of column i + 1 leaves runs of i and
 * n − 1 − i columns and the other cell of that column alone (value 1); a square on columns
 * i + 1, i + 2 leaves runs of i and n − 2 − i.
 */
function blankStrips(count: number): number[] {
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const options = new Set<number>();
    for (let i = 0; i <= n - 1; i++) options.add(g[i]! ^ g[n - 1 - i]! ^ 1);
    for (let i = 0; i <= n - 2; i++) options.add(g[i]! ^ g[n - 2 - i]!);
    let mex = 0;
    while (options.has(mex)) mex++;
    g.push(mex);
  }
  return g;
}

describe("strip(n)'s law", () => {
  it("the split recurrence is the game: it equals a search over the cells for n ≤ 7", () => {
    const g = blankStrips(8);
    for (let n = 0; n <= 7; n++) expect(searchStrip(n), `n = ${n}`).toBe(g[n]);
  });

  it("is proven periodic (period 12 from n = 71) by the periodicity theorem of blank strips, and holds on 5,000 values", () => {
    const law = findPattern("strip(n)").law as PeriodicLaw;
    expect(law).toMatchObject({ kind: "periodic", period: 12, preperiod: 71, status: "proven" });
    expect(law.proof).toMatch(/^periodicity theorem of blank strips \(t = 2, k = 2; a cell's move adds ⊕ 1\): v\(n \+ 12\) = v\(n\) for 71 ≤ n < B = 2·71 \+ 1·12 \+ 2 = 156/);
    const g = blankStrips(5000);
    for (let n = 0; n < g.length; n++) expect(evaluatePeriodic(law, n)).toBe(BigInt(g[n]!));
  });

  it("a strip with coloured cells, or a user's family claiming a theorem, is only verified", () => {
    expect(findPattern("strip(n; 1,1)", { to: 400 }).law.status).toBe("verified");
    const sub = defineFamily<bigint>({
      name: "sub12",
      usage: "sub12(n)",
      parse: ([n]) => n!,
      print: (n) => `sub12(${n})`,
      game: { moves: (n) => [n - 1n, n - 2n].filter((m) => m >= 0n) },
      lineTheorem: () => ({ name: "a claim", periodicNeeded: () => 0, conditions: () => "none" }),
    } as Parameters<typeof defineFamily<bigint>>[0]);
    expect(findPattern("sub12(n)", { games: [sub], to: 200 }).law.status).toBe("verified");
  });
});
