import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError, nimInverse, nimMultiply, nimMultiply32, nimProduct, nimSquare } from "../../src/index.js";

// The 16×16 nim-multiplication table of ONAG (ch. 6, Figure on the field of order 16): row a, column b.
const ONAG = `
0  0  0  0  0  0  0  0  0  0  0  0  0  0  0  0
0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15
0  2  3  1  8 10 11  9 12 14 15 13  4  6  7  5
0  3  1  2 12 15 13 14  4  7  5  6  8 11  9 10
0  4  8 12  6  2 14 10 11 15  3  7 13  9  5  1
0  5 10 15  2  7  8 13  3  6  9 12  1  4 11 14
0  6 11 13 14  8  5  3  7  1 12 10  9 15  2  4
0  7  9 14 10 13  3  4 15  8  6  1  5  2 12 11
0  8 12  4 11  3  7 15 13  5  1  9  6 14 10  2
0  9 14  7 15  6  1  8  5 12 11  2 10  3  4 13
0 10 15  5  3  9 12  6  1 11 14  4  2  8 13  7
0 11 13  6  7 12 10  1  9  2  4 15 14  5  3  8
0 12  4  8 13  1  9  5  6 10  2 14 11  7 15  3
0 13  6 11  9  4 15  2 14  3  8  5  7 10  1 12
0 14  7  9  5 11  2 12 10  4 13  3 15  1  8  6
0 15  5 10  1 14  4 11  2 13  7  8  3 12  6  9`
  .trim()
  .split("\n")
  .map((line) => line.trim().split(/\s+/).map(BigInt));

/** The definition: x ⊗ y = mex{ a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y }, tabulated for x, y < n. */
function mexTable(n: number): number[][] {
  const t: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      const seen = new Set<number>();
      for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) seen.add(t[a]![y]! ^ t[x]![b]! ^ t[a]![b]!);
      let m = 0;
      while (seen.has(m)) m++;
      t[x]![y] = m;
    }
  }
  return t;
}

const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const u256 = fc.bigInt({ min: 0n, max: (1n << 256n) - 1n });

describe("nimMultiply", () => {
  it("matches the 16×16 table of On Numbers and Games", () => {
    for (let a = 0; a < 16; a++) for (let b = 0; b < 16; b++) expect(nimMultiply(a, b)).toBe(ONAG[a]![b]);
  });

  it("matches the mex definition on every pair below 64 (a brute force)", () => {
    const t = mexTable(64);
    for (let a = 0; a < 64; a++) for (let b = 0; b < 64; b++) expect(nimMultiply(BigInt(a), BigInt(b))).toBe(BigInt(t[a]![b]!));
  });

  it("knows the Fermat 2-powers: F ⊗ F = 3F/2 and F ⊗ x = F·x below F", () => {
    for (const k of [1n, 2n, 4n, 8n, 16n, 32n, 64n, 128n, 256n]) {
      const F = 1n << k;
      expect(nimMultiply(F, F)).toBe((3n * F) / 2n);
      expect(nimMultiply(F, F - 1n)).toBe(F * (F - 1n));
    }
  });

  it("the number fast path equals the bigint one below 2^32", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (a, b) => {
        expect(BigInt(nimMultiply32(a, b))).toBe(nimMultiply(BigInt(a), BigInt(b)));
      }),
    );
  });

  for (const [name, arb] of [
    ["64-bit", u64],
    ["256-bit", u256],
  ] as const) {
    it(`is a commutative ring with 1 on ${name} values (associative, distributive over xor)`, () => {
      fc.assert(
        fc.property(arb, arb, arb, (a, b, c) => {
          expect(nimMultiply(a, b)).toBe(nimMultiply(b, a));
          expect(nimMultiply(nimMultiply(a, b), c)).toBe(nimMultiply(a, nimMultiply(b, c)));
          expect(nimMultiply(a, b ^ c)).toBe(nimMultiply(a, b) ^ nimMultiply(a, c));
          expect(nimMultiply(a, 1n)).toBe(a);
          expect(nimMultiply(a, 0n)).toBe(0n);
        }),
        { numRuns: 300 },
      );
    });

    it(`stays in [0, 2^(2^k)) and every non-zero ${name} value has an inverse`, () => {
      const top = name === "64-bit" ? 1n << 64n : 1n << 256n;
      fc.assert(
        fc.property(arb, arb, (a, b) => {
          expect(nimMultiply(a, b) < top).toBe(true);
          if (a === 0n) return;
          const i = nimInverse(a);
          expect(i < top).toBe(true);
          expect(nimMultiply(a, i)).toBe(1n);
        }),
        { numRuns: 300 },
      );
    });
  }

  it("nimSquare is a ⊗ a and nimProduct is nimMultiply", () => {
    expect(nimSquare(2n)).toBe(3n);
    expect(nimSquare(16n)).toBe(24n);
    expect(nimProduct).toBe(nimMultiply);
    expect(nimInverse(2n)).toBe(3n);
    expect(nimInverse(1n)).toBe(1n);
  });

  it("works on integers of thousands of bits", () => {
    const a = (1n << 3000n) + 12345n;
    expect(nimMultiply(a, nimInverse(a))).toBe(1n);
  });

  it("refuses negative numbers, fractions and 0's inverse with an InputError", () => {
    expect(() => nimMultiply(-1n, 2n)).toThrow(InputError);
    expect(() => nimMultiply(1.5, 2)).toThrow(InputError);
    expect(() => nimInverse(0n)).toThrow(InputError);
  });
});
