import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuadraticIrrational } from "../../src/pattern/law.js";
import { floorDiv, floorTimes, lessThanTimes, plusInteger, quadratic, quadraticText, reciprocal, sameQuadratic } from "../../src/pattern/quadratic.js";
import { floorByConvergent } from "../helpers/twoPile.js";

const PHI: QuadraticIrrational = { p: 1n, q: 1n, d: 5n, r: 2n };
// each number with its continued fraction, worked by hand
const CASES: [string, QuadraticIrrational, (i: number) => bigint][] = [
  ["φ = [1; 1, 1, …]", PHI, () => 1n],
  ["√2 = [1; 2, 2, …]", { p: 0n, q: 1n, d: 2n, r: 1n }, (i) => (i === 0 ? 1n : 2n)],
  ["(−1 + √13)/2 = [1; 3, 3, …]", { p: -1n, q: 1n, d: 13n, r: 2n }, (i) => (i === 0 ? 1n : 3n)],
  ["2 − √2 = [0; 1, 1, 2, 2, …]", { p: 2n, q: -1n, d: 2n, r: 1n }, (i) => (i === 0 ? 0n : i <= 2 ? 1n : 2n)],
  ["(3 + √5)/2 = φ² = [2; 1, 1, …]", { p: 3n, q: 1n, d: 5n, r: 2n }, (i) => (i === 0 ? 2n : 1n)],
];

describe("floorTimes", () => {
  it.each(CASES)("⌊k·α⌋ for %s agrees with a far convergent for k up to ±10^18 and around it", (_, alpha, digits) => {
    const ks = [0n, 1n, 2n, 3n, 10n, 1000n, 10n ** 18n, 10n ** 18n + 1n, 999_999_999_999_999_999n, -1n, -7n, -(10n ** 18n)];
    for (let k = 1n; k < 300n; k++) ks.push(k);
    for (const k of ks) expect(floorTimes(alpha, k)).toBe(floorByConvergent(digits, k));
  });

  it("⌊k·φ⌋ agrees with a far convergent on random k below 2^64", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 64n), max: 1n << 64n }), (k) => floorTimes(PHI, k) === floorByConvergent(() => 1n, k)),
      { numRuns: 300 },
    );
  });

  it("floorDiv rounds toward −∞", () => {
    expect([floorDiv(7n, 2n), floorDiv(-7n, 2n), floorDiv(-6n, 2n), floorDiv(0n, 5n)]).toEqual([3n, -4n, -3n, 0n]);
  });
});

describe("lessThanTimes", () => {
  it.each(CASES)("y < α·x exactly when y ≤ ⌊α·x⌋ by a far convergent, for %s", (_, alpha, digits) => {
    for (const x of [1n, 2n, 5n, 89n, 10n ** 18n, -3n, -(10n ** 18n)]) {
      const f = floorByConvergent(digits, x);
      for (const y of [f - 1n, f, f + 1n, f + 2n]) expect(lessThanTimes(y, alpha, x)).toBe(y <= f);
    }
  });

  it("says 8 < 5φ = 8.09… and 13 ≥ 8φ = 12.94…", () => {
    expect(lessThanTimes(8n, PHI, 5n)).toBe(true);
    expect(lessThanTimes(13n, PHI, 8n)).toBe(false);
    expect(lessThanTimes(-1n, PHI, 0n)).toBe(true);
    expect(lessThanTimes(0n, PHI, 0n)).toBe(false);
  });
});

describe("quadratic numbers", () => {
  it("quadratic moves square factors out of the radicand and reduces: (2 + 2√8)/4 = (1 + 2√2)/2", () => {
    expect(quadratic(2n, 2n, 8n, 4n)).toEqual({ p: 1n, q: 2n, d: 2n, r: 2n });
    expect(quadratic(1n, 1n, 9n, 2n)).toBeNull();
    expect(quadratic(-2n, -2n, 5n, -4n)).toEqual({ p: 1n, q: 1n, d: 5n, r: 2n });
  });

  it("1/φ = φ − 1 and 1/√2 = √2/2", () => {
    expect(sameQuadratic(reciprocal(PHI), plusInteger(PHI, -1n))).toBe(true);
    expect(reciprocal({ p: 0n, q: 1n, d: 2n, r: 1n })).toEqual({ p: 0n, q: 1n, d: 2n, r: 2n });
  });

  it("prints α as people write it", () => {
    expect(quadraticText(PHI)).toBe("(1 + √5)/2");
    expect(quadraticText({ p: 0n, q: 1n, d: 2n, r: 1n })).toBe("√2");
    expect(quadraticText({ p: -1n, q: 1n, d: 13n, r: 2n })).toBe("(−1 + √13)/2");
    expect(quadraticText({ p: 2n, q: -1n, d: 2n, r: 1n })).toBe("2 − √2");
    expect(quadraticText({ p: 0n, q: 3n, d: 2n, r: 2n })).toBe("3√2/2");
  });
});

describe("quadratic's limits", () => {
  it("factors radicands up to 2^44 (a prime there stays whole) and declines larger ones", () => {
    const prime = (1n << 44n) - 17n; // a prime (checked by trial division when this test was written)
    expect(quadratic(0n, 1n, prime, 1n)?.d).toBe(prime);
    expect(quadratic(0n, 1n, 4n * 9n * 7n, 1n)).toEqual({ p: 0n, q: 6n, d: 7n, r: 1n });
    expect(quadratic(0n, 1n, (1n << 44n) + 1n, 1n)).toBeNull();
  });
});
