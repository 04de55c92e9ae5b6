// The refined base's stage product is computed, never tabulated (src/misere/_internals/base.ts,
// lazyProductBase): it must still be a commutative monoid into which sums map with P a function
// of the element — checked against a brute force of the misère game (written for the tests) on
// every sum of up to three heaps, with counted heaps past their index (where the count wraps).
import { describe, expect, it } from "vitest";
import { maxRemoval } from "../../src/heap/heapRules.js";
import { parseHeapGame } from "../../src/heap/parseHeapGame.js";
import { lazyProductBase } from "../../src/misere/_internals/base.js";
import { buildQuotient } from "../../src/misere/_internals/build.js";
import { misereBruteForce } from "./_bruteForce.js";

const TOP = 12;

describe("the lazy product base", () => {
  it.each([
    ["0.07", [10, 12]],
    ["0.77", [5, 9]],
    ["0.15", [6, 7]],
  ] as const)("%s, heaps %j counted: a commutative monoid, and P of each sum is the brute force's", (code, counted) => {
    const rules = parseHeapGame(code);
    const b = buildQuotient(rules, { to: TOP, seconds: 60, elements: 5000, t: maxRemoval(rules), theorem: false });
    const tracked = counted.map((h) => ({ element: b.phi[h]!, heap: h, index: 2 }));
    const base = lazyProductBase(b.monoid, b.phi, tracked, 1 << 20)!;
    const { mul, isP, identity, order } = base.monoid;
    expect(order).toBeGreaterThan(b.monoid.order);
    const brute = misereBruteForce(rules, TOP);
    const elementOf = (hs: readonly number[]): number => hs.reduce((y, h) => mul(y, base.phi[h]!), identity);
    for (let x = 0; x <= TOP; x++)
      for (let y = x; y <= TOP; y++)
        for (let z = y; z <= TOP; z++) {
          const e = elementOf([x, y, z]);
          expect([x, y, z, isP[e] === 1]).toEqual([x, y, z, brute([x, y, z])]);
          expect(mul(elementOf([x, y]), base.phi[z]!)).toBe(mul(base.phi[x]!, elementOf([y, z])));
        }
    // four and five copies of a counted heap: past its index the count wraps
    for (const h of counted) for (let k = 3; k <= 5; k++) expect([h, k, isP[elementOf(Array(k).fill(h))] === 1]).toEqual([h, k, brute(Array(k).fill(h))]);
    for (let x = 0; x < order; x += 7) for (let y = 0; y < order; y += 5) expect(mul(x, y)).toBe(mul(y, x));
    for (let x = 0; x < order; x++) expect(mul(x, identity)).toBe(x);
  });
});
