import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseHeapGame, parseTakeAndBreak } from "../../src/index.js";
import { chooseMask, maskParity, naiveSequence, rareValues, sparseSequence } from "../../src/sequence/index.js";

const same = (a: ArrayLike<number>, b: ArrayLike<number>): boolean => a.length === b.length && Array.from(a).every((v, i) => v === b[i]);

describe("sparseSequence", () => {
  it("gives exactly the naive values on random octal codes, far enough for the sparse method to work", () => {
    const code = fc.tuple(fc.constantFrom("0", "4"), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 })).map(([d0, ds]) => `${d0}.${ds.join("")}`);
    fc.assert(
      fc.property(code, (c) => {
        const rules = parseTakeAndBreak(c);
        return same(sparseSequence(rules, 1200), naiveSequence(rules, 1200));
      }),
      { numRuns: 120 },
    );
  });

  it("gives the naive values on codes with a long rare phase (0.6, 0.16, 0.354, 0.007, grundy)", () => {
    for (const code of ["0.6", "0.16", "0.354", "0.007", "grundy", "4.07", "0.165"]) {
      const rules = parseHeapGame(code);
      expect(same(sparseSequence(rules, 6000), naiveSequence(rules, 6000)), code).toBe(true);
    }
  });

  it("gives the naive values at every length around the block and table boundaries", () => {
    // heaps go four to a block, the last few one by one; blocks stop early when the value
    // tables grow or the rare list moves; with a fixed mask the blocks start at heap 0, and
    // rules with d0 splits (4.07, grundy) or several split removals (0.44, 0.444) pair
    // rare heaps against heaps of the block itself
    for (const code of ["0.6", "4.07", "grundy", "0.44", "0.444", "0.16"]) {
      const rules = parseHeapGame(code);
      const expected = naiveSequence(rules, 1100);
      for (const mask of [undefined, 1, 0x1ee]) {
        for (const count of [1, 2, 3, 4, 5, 7, 9, 17, 255, 257, 258, 259, 513, 1027, 1100]) {
          const got = sparseSequence(rules, count, mask === undefined ? {} : { mask });
          expect(same(got, expected.subarray(0, count)), `${code} mask ${mask} count ${count}`).toBe(true);
        }
      }
    }
  });

  it("gives the naive values when values outgrow the tables during the sparse phase (0.564 passes 512)", () => {
    const rules = parseHeapGame("0.564");
    const expected = naiveSequence(rules, 3000);
    expect(Math.max(...expected)).toBeGreaterThan(512);
    for (const options of [{}, { mask: 1 }, { mask: 0x155 }]) {
      expect(same(sparseSequence(rules, 3000, options), expected), JSON.stringify(options)).toBe(true);
    }
  });

  it("gives the same values whatever mask it is given", () => {
    const rules = parseHeapGame("0.6");
    const expected = naiveSequence(rules, 3000);
    for (const mask of [1, 2, 0x1ee, 0xff, 0x155]) expect(same(sparseSequence(rules, 3000, { mask }), expected), `mask ${mask}`).toBe(true);
  });

  it("covers hexadecimal codes and d0 splits by falling back to the definition", () => {
    for (const code of ["0.F", "8.1", "0.3F", "4.37"]) {
      const rules = parseTakeAndBreak(code);
      expect(same(sparseSequence(rules, 400), naiveSequence(rules, 400)), code).toBe(true);
    }
  });

  it("reports progress up to the total", () => {
    const seen: number[] = [];
    sparseSequence(parseHeapGame("0.6"), 70_000, { onProgress: (done, total) => seen.push(done / total) });
    expect(seen.at(-1)).toBe(1);
  });

  it("keeps values in 16 bits while they fit, and widens when they do not", () => {
    expect(sparseSequence(parseHeapGame("0.6"), 1000)).toBeInstanceOf(Uint16Array);
    const nim = sparseSequence(parseHeapGame("all-but{}"), 70_000);
    expect(nim).toBeInstanceOf(Uint32Array);
    expect(nim[69_999]).toBe(69_999);
  });

  it("rejects a bad length or mask with a RangeError", () => {
    expect(() => sparseSequence(parseHeapGame("0.6"), -1)).toThrow(RangeError);
    expect(() => sparseSequence(parseHeapGame("0.6"), 10, { mask: 0 })).toThrow(RangeError);
  });
});

describe("chooseMask and rare values", () => {
  it("maskParity is the parity of popcount(v AND mask)", () => {
    expect(maskParity(0b1011, 0b0011)).toBe(0);
    expect(maskParity(0b1011, 0b1001)).toBe(0);
    expect(maskParity(0b1011, 0b1000)).toBe(1);
    expect(maskParity(0, 0xffff)).toBe(0);
  });

  it("finds the mask that makes fewest heaps rare, as a count over every mask does", () => {
    const values = naiveSequence(parseHeapGame("0.6"), 2000);
    let best = { mask: 0, rare: Infinity };
    for (let mask = 1; mask < 512; mask++) {
      let rare = 0;
      for (let n = 1; n < values.length; n++) if (maskParity(values[n]!, mask) === 0) rare++;
      if (rare < best.rare) best = { mask, rare };
    }
    expect(chooseMask(values)).toEqual(best);
  });

  it("0.354 has the published sparse space: mask 0x3f, 132 rare heaps, the last at 3227 (Czajka)", () => {
    const rare = rareValues(sparseSequence(parseHeapGame("0.354"), 1 << 14));
    expect(rare.mask).toBe(0x3f);
    expect(rare.count).toBe(132);
    expect(rare.positions.at(-1)).toBe(3227);
    expect(rare.positions[0]).toBe(0);
  });
});
