import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { continuedFraction, InputError, isqrt, parseNatural, parseNaturalInRange, parseSafeNatural } from "../../src/index.js";

describe("isqrt", () => {
  it("isqrt(n) is the r with r² ≤ n < (r+1)², for integers up to 400 bits", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 400n) - 1n }), (n) => {
        const r = isqrt(n);
        expect(r * r <= n && n < (r + 1n) * (r + 1n)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("is exact at perfect squares and their neighbours around 2^53", () => {
    for (const r of [0n, 1n, 94906265n, 94906266n, 94906267n, 10n ** 20n, (1n << 100n) + 7n]) {
      expect(isqrt(r * r)).toBe(r);
      if (r > 0n) expect(isqrt(r * r - 1n)).toBe(r - 1n);
      expect(isqrt(r * r + 2n * r)).toBe(r);
    }
  });
});

describe("continuedFraction", () => {
  it("continuedFraction(9, 4) is [2; 4] and continuedFraction(3, 2) is [1; 2]", () => {
    expect(continuedFraction(9n, 4n)).toEqual([2n, 4n]);
    expect(continuedFraction(3n, 2n)).toEqual([1n, 2n]);
    expect(continuedFraction(0n, 5n)).toEqual([0n]);
    expect(continuedFraction(5n, 1n)).toEqual([5n]);
  });

  it("folds back to p/q in lowest terms", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.bigInt({ min: 1n, max: 10n ** 40n }), (p, q) => {
        const as = continuedFraction(p, q);
        let [num, den] = [1n, 0n];
        for (const a of [...as].reverse()) [num, den] = [a * num + den, num];
        const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));
        const g = gcd(p, q);
        expect([num, den]).toEqual([p / g, q / g]);
      }),
    );
  });
});

describe("parseNatural", () => {
  it("reads 60-digit integers exactly", () => {
    const s = "123456789012345678901234567890123456789012345678901234567890";
    expect(parseNatural(s)).toBe(BigInt(s));
  });

  it("rejects signs, decimals and empty tokens with a message naming the token and line", () => {
    for (const bad of ["-3", "+3", "1.5", "", "1e9", "0x10", "١٢"]) {
      expect(() => parseNatural(bad, { line: 7 })).toThrow(InputError);
    }
    expect(() => parseNatural("-3", { line: 7 })).toThrow('line 7: expected a non-negative integer, got "-3"');
  });

  it("parseSafeNatural refuses values past 2^53 - 1", () => {
    expect(parseSafeNatural("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseSafeNatural("9007199254740992")).toThrow(InputError);
  });
});

describe("parseNaturalInRange", () => {
  it("accepts the bounds and refuses what lies outside with the range in the message", () => {
    expect(parseNaturalInRange("1", 1, 9, "a size")).toBe(1);
    expect(parseNaturalInRange("9", 1, 9, "a size")).toBe(9);
    expect(() => parseNaturalInRange("10", 1, 9, "a size")).toThrow('expected a size from 1 to 9, got "10"');
    expect(() => parseNaturalInRange("-1", 1, 9, "a size")).toThrow('expected a size from 1 to 9, got "-1"');
  });
});
