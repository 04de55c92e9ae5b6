import { describe, expect, it } from "vitest";
import { grundy, InputError, parseSubtraction, subtraction, subtractionRules } from "../../src/index.js";
import { naiveSequence, sparseSequence } from "../../src/sequence/index.js";
import { bruteSubtraction } from "../helpers/takeBreak.js";

describe("subtraction games", () => {
  it("{1,3,4} has period 7 with values 0,1,0,1,2,3,2 (hand-worked)", () => {
    const period = [0, 1, 0, 1, 2, 3, 2];
    const values = naiveSequence(parseSubtraction("{1,3,4}"), 100);
    values.forEach((v, n) => expect(v).toBe(period[n % 7]));
  });

  it("parses sets with spaces, repeats and any order to the same rules", () => {
    expect(parseSubtraction("{ 4, 1 3,1 }").code).toBe("{1,3,4}");
    expect(subtractionRules([4, 1, 3]).digits).toEqual([0, 3, 0, 3, 3]);
    expect(subtractionRules([1n, 2n]).code).toBe("{1,2}");
  });

  it("all-but{1,2} (take any number but 1 or 2) has G(n) = ⌊n/3⌋ (hand-worked)", () => {
    const values = sparseSequence(parseSubtraction("all-but{1,2}"), 200);
    values.forEach((v, n) => expect(v).toBe(Math.floor(n / 3)));
  });

  it("all-but{} is Nim: G(n) = n", () => {
    expect(Array.from(naiveSequence(parseSubtraction("all-but{}"), 50))).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it("finite and all-but sets agree with a plain brute force, and the engine game agrees too", () => {
    for (const [set, allBut] of [
      [[2, 5, 6], false],
      [[1], false],
      [[3, 4, 9], true],
      [[2], true],
      [[1, 3, 5, 7], true],
    ] as const) {
      const text = `${allBut ? "all-but" : ""}{${set.join(",")}}`;
      const expected = bruteSubtraction([...set], 60, allBut);
      expect(Array.from(naiveSequence(parseSubtraction(text), 60))).toEqual(expected);
      expect(Array.from(sparseSequence(parseSubtraction(text), 60))).toEqual(expected);
      const game = subtraction([...set], { allBut });
      for (let n = 0; n < 25; n++) expect(grundy(game, [n])).toBe(expected[n]);
      expect(grundy(game, [7, 11, 13])).toBe(expected[7]! ^ expected[11]! ^ expected[13]!);
    }
  });

  it.each(["{0}", "{1,x}", "{1,3", "1,3}", "{-2}", "{99999999999999999999}"])("rejects %j with a one-line InputError", (text) => {
    expect(() => parseSubtraction(text)).toThrow(InputError);
    try {
      parseSubtraction(text);
    } catch (e) {
      expect((e as Error).message).not.toContain("\n");
    }
  });

  it("rejects numbers past 2^53 given as bigints without losing them", () => {
    expect(() => subtractionRules([2n ** 60n])).toThrow(/1152921504606846976/);
  });
});
