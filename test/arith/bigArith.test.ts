import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalToBigInt, isqrt } from "../../src/arith/bigint.js";
import { continuedFraction } from "../../src/arith/continuedFraction.js";
import { lehmerContinuedFraction, plainContinuedFraction } from "../../src/arith/_internals/lehmerContinuedFraction.js";
import { seededInts } from "../../src/_internals/random.js";

const digits = (r: (n: number) => number, length: number, lead = true): string => {
  let s = lead ? String(1 + r(9)) : String(r(10));
  while (s.length < length) s += String(r(10));
  return s.slice(0, length);
};

describe("decimalToBigInt (divide and conquer)", () => {
  it("equals BigInt(text) on random digit strings of many sizes, leading zeros included", () => {
    const r = seededInts(1);
    for (const length of [1, 2, 15, 16, 17, 100, 4095, 4096, 4097, 8191, 8192, 8193, 12_000, 16_385, 40_000, 70_000]) {
      for (const zeros of [0, 1, 5000]) {
        const text = "0".repeat(zeros) + digits(r, length);
        expect(decimalToBigInt(text)).toBe(BigInt(text));
      }
    }
  });

  it("is exact at powers of 10 and their neighbours, all zeros and all nines", () => {
    for (const e of [0, 1, 4095, 4096, 4097, 8192, 20_000, 33_000]) {
      const p = 10n ** BigInt(e);
      for (const v of [p - 1n, p, p + 1n]) if (v >= 0n) expect(decimalToBigInt(v.toString())).toBe(v);
      expect(decimalToBigInt("0".repeat(e + 1))).toBe(0n);
      expect(decimalToBigInt(`1${"0".repeat(e)}`)).toBe(p);
      expect(decimalToBigInt("9".repeat(e + 1))).toBe(10n * p - 1n);
    }
  });

  it("matches BigInt on arbitrary digit strings (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 1, maxLength: 20_000 }), (text) => {
        expect(decimalToBigInt(text)).toBe(BigInt(text));
      }),
      { numRuns: 60 },
    );
  });
});

describe("isqrt on large numbers", () => {
  it("is exact at perfect squares, their neighbours and random numbers of up to 40,000 bits", () => {
    const r = seededInts(2);
    for (const length of [40, 60, 100, 500, 1000, 3000, 12_000]) {
      const root = BigInt(digits(r, length));
      for (const n of [root * root - 1n, root * root, root * root + 1n, root * root + 2n * root, (root + 1n) * (root + 1n) - 1n]) {
        const s = isqrt(n);
        expect(s * s <= n && n < (s + 1n) * (s + 1n)).toBe(true);
      }
      const n = BigInt(digits(r, 2 * length + r(3)));
      const s = isqrt(n);
      expect(s * s <= n && n < (s + 1n) * (s + 1n)).toBe(true);
      const p = 1n << BigInt(4 * length);
      expect(isqrt(p)).toBe(1n << BigInt(2 * length));
      expect(isqrt(p - 1n)).toBe((1n << BigInt(2 * length)) - 1n);
    }
  });
});

describe("continuedFraction by Lehmer's method", () => {
  const same = (p: bigint, q: bigint): void => {
    const expected = plainContinuedFraction(p, q);
    expect(lehmerContinuedFraction(p, q)).toEqual(expected);
    expect(continuedFraction(p, q)).toEqual(expected);
  };

  it("equals the plain Euclid loop on random pairs of many sizes, either order", () => {
    const r = seededInts(3);
    for (const length of [1, 5, 15, 16, 17, 30, 39, 40, 60, 100, 300, 1000, 3000]) {
      for (let i = 0; i < 6; i++) {
        const p = BigInt(digits(r, length));
        const q = BigInt(digits(r, 1 + r(length)));
        same(p, q);
        same(q, p);
        same(p, p);
        same(p + q, q);
      }
    }
  });

  it("equals the plain loop at the edges: zero, one, powers of 2 and 10, huge quotients", () => {
    for (const e of [1n, 60n, 64n, 127n, 128n, 129n, 500n, 4000n]) {
      const two = 1n << e;
      const ten = 10n ** e;
      for (const [p, q] of [
        [0n, two],
        [two, 1n],
        [two, two - 1n],
        [two - 1n, two],
        [two + 1n, two],
        [ten, 7n],
        [ten * 12345678901234567890n + 3n, 12345678901234567890n],
        [ten * ten + 1n, ten],
        [ten * ten - 1n, ten + 1n],
        [two * two + two, two + 1n],
      ] as [bigint, bigint][]) {
        same(p, q);
      }
    }
  });

  it("equals the plain loop on Fibonacci neighbours (long runs of quotients 1) and near them", () => {
    const fib = [0n, 1n];
    for (let i = 2; i < 6000; i++) fib.push(fib[i - 1]! + fib[i - 2]!);
    for (const k of [3, 40, 75, 76, 77, 78, 79, 80, 100, 200, 1000, 5998]) {
      const a = fib[k + 1]!;
      const b = fib[k]!;
      same(a, b);
      same(a + 1n, b);
      same(a - 1n, b);
      same(a, b + 1n);
      same(a * 1000n + fib[k - 1]!, b);
      same(a << 64n, b);
    }
    expect(
      lehmerContinuedFraction(fib[5999]!, fib[5998]!)
        .slice(0, -1)
        .every((a) => a === 1n),
    ).toBe(true);
  });

  it("equals the plain loop on arbitrary pairs (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 3000n }), fc.bigInt({ min: 1n, max: 1n << 3000n }), fc.nat(2000), (p, q, s) => {
        same(p, q);
        same(p >> BigInt(s), q);
        same(p, (q >> BigInt(s)) + 1n);
      }),
      { numRuns: 200 },
    );
  });
});
