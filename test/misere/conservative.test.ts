// The conservative-extension test on the monoid (docs/misere-quotients.md, lemma 3) is a
// fast path: the quotient built with it equals the one the generic engine (slices and their
// proof) builds without it, on every sum of three heaps; and where a heap is given an
// earlier heap's element, a brute force of the misère game finds no sum telling them apart.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxParts, maxRemoval, type HeapRules } from "../../src/heap/heapRules.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { buildQuotient, type Built } from "../../src/misere/_internals/build.js";
import { misereBruteForce } from "./_bruteForce.js";

const build = (rules: HeapRules, to: number, conservativeTest: boolean, seconds = 60): Built =>
  buildQuotient(rules, { to, seconds, elements: 5000, t: maxRemoval(rules), theorem: maxParts(rules) <= 2 && !rules.unequal, conservativeTest });

const isP = (b: Built, heaps: readonly number[]): boolean => {
  const { order, table, identity } = b.monoid;
  const x = heaps.reduce((y, h) => table[y * order + b.phi[h]!]!, identity);
  return b.monoid.isP[x] === 1;
};

/** Both quotients say the same outcome for every sum of three heaps up to `top`. */
function sameOutcomes(a: Built, b: Built, top: number): void {
  for (let x = 0; x <= top; x++)
    for (let y = x; y <= top; y++)
      for (let z = y; z <= top; z++) if (isP(a, [x, y, z]) !== isP(b, [x, y, z])) expect([x, y, z, isP(a, [x, y, z])]).toEqual([x, y, z, isP(b, [x, y, z])]);
}

describe("the conservative-extension test against the generic engine", () => {
  it.each([
    ["0.77", 40],
    ["0.07", 24],
    ["0.75", 30],
    ["0.123", 30],
    ["0.15", 40],
    ["0.71", 30],
    ["0.34", 30],
    ["0.53", 30],
    ["0.72", 14],
  ] as const)("%s to heap %i: the same quotient with and without it", (code, to) => {
    const rules = parseHeapGame(code);
    const fast = build(rules, to, true);
    const slow = build(rules, to, false);
    expect(fast.heap).toBe(slow.heap);
    expect(fast.monoid.order).toBe(slow.monoid.order);
    expect(fast.changes).toEqual(slow.changes);
    sameOutcomes(fast, slow, Math.min(to, 24));
  });

  it("random octal games, heaps up to 14: the same quotient with and without it", () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }), (digits) => {
        const rules = parseHeapGame(`0.${digits.join("")}`);
        // a game whose generic proof outgrows a second is left out (the budget, not the answer, differs)
        const slow = build(rules, 14, false, 1);
        if (slow.stopped === "seconds" || slow.stopped === "elements") return;
        const fast = build(rules, slow.heap, true);
        compared++;
        expect(fast.heap).toBe(slow.heap);
        expect(fast.monoid.order).toBe(slow.monoid.order);
        expect(fast.changes).toEqual(slow.changes);
        sameOutcomes(fast, slow, slow.heap);
      }),
      { numRuns: 40, seed: 33 },
    );
    expect(compared).toBeGreaterThan(20);
  });

  it("where a heap takes an earlier heap's element, no sum of up to two heaps tells them apart (brute force)", () => {
    for (const code of ["0.77", "0.15", "0.71", "0.123"]) {
      const rules = parseHeapGame(code);
      const q = build(rules, 14, true);
      const brute = misereBruteForce(rules, 14);
      let pairs = 0;
      for (let n = 2; n <= 14; n++) {
        const h = q.phi.findIndex((x, i) => i > 0 && i < n && x === q.phi[n]);
        if (h < 0) continue;
        pairs++;
        for (let a = 0; a <= 10; a++) for (let b = a; b <= 10; b++) expect([code, n, h, a, b, brute([n, a, b])]).toEqual([code, n, h, a, b, brute([h, a, b])]);
      }
      expect(pairs).toBeGreaterThan(0);
    }
  });
});
