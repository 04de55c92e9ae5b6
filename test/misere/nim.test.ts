// Nim in the misère code: one set of rules, and its quotients built once and checked
// against Bouton's misère rule.
import { describe, expect, it } from "vitest";
import { isNimRules, NIM_RULES, nimQuotient } from "../../src/misere/_internals/nim.js";
import { parseMisereGame } from "../../src/misere/parseMisereGame.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";

/** Bouton's misère rule: P iff (every heap ≤ 1 and an odd number of 1s) or (some heap > 1 and nim-sum 0). */
function boutonMisereP(heaps: readonly number[]): boolean {
  const x = heaps.reduce((a, b) => a ^ b, 0);
  return heaps.every((h) => h <= 1) ? x === 1 : x === 0;
}

/** Every multiset of up to `count` heaps from 0…top. */
function* positions(top: number, count: number, from = 0): Generator<number[]> {
  yield [];
  if (count === 0) return;
  for (let h = Math.max(from, 1); h <= top; h++) for (const rest of positions(top, count - 1, h)) yield [h, ...rest];
}

describe("Nim in the misère code", () => {
  it("is one set of rules: parseMisereGame gives it for every way of writing Nim, and isNimRules knows it", () => {
    for (const text of ["nim", "Nim", "0.333…", "0.333..."]) expect(parseMisereGame(text)).toBe(NIM_RULES);
    expect(isNimRules(NIM_RULES)).toBe(true);
    expect(isNimRules({ code: "0.3333", name: "x", digits: [0, 3, 3, 3, 3], tail: 3, unequal: false })).toBe(true);
    expect(isNimRules(parseHeapGame("0.33"))).toBe(false);
    expect(isNimRules(parseHeapGame("0.77"))).toBe(false);
  });

  it("builds each quotient once", () => {
    expect(nimQuotient(5)).toBe(nimQuotient(5));
  });

  it.each([1, 2, 3, 5, 7])("heaps 0…%i: the quotient's P-portion is Bouton's on every position of up to four heaps", (top) => {
    const { monoid: q, phi } = nimQuotient(top);
    expect(phi.length).toBe(top + 1);
    for (const heaps of positions(top, 4)) {
      const x = heaps.reduce((e, h) => q.table[e * q.order + phi[h]!]!, q.identity);
      expect(q.isP[x] === 1, `${heaps.join("+")}`).toBe(boutonMisereP(heaps));
    }
  });
});
