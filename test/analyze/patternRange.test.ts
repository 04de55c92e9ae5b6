import { describe, expect, it } from "vitest";
import { InputError } from "../../src/index.js";
import { parsePatternRanges, parsePatternTo } from "../../src/analyze/patternRange.js";

describe("parsePatternRanges", () => {
  it("reads name=from..to ranges separated by commas, both ends included", () => {
    expect(parsePatternRanges("n=0..5000,a=1..300")).toEqual({ n: [0, 5000], a: [1, 300] });
    expect(parsePatternRanges(" a = 1_000..2_000 , b=7 ")).toEqual({ a: [1000, 2000], b: [7, 7] });
  });

  it("leaves an end out for its default", () => {
    expect(parsePatternRanges("n=..5000,m=10..")).toEqual({ n: [undefined, 5000], m: [10, undefined] });
  });

  it.each([
    ["n0..5", 'expected a range name=from..to, such as n=0..5000, got "n0..5"'],
    ["N=0..5", `expected a variable's name (a lowercase name such as n) before '=', got "N"`],
    ["n=0..x", `expected the end of n's range (a non-negative integer), got "x"`],
    ["n=-1..5", `expected the start of n's range (a non-negative integer), got "-1"`],
    ["n=9..5", 'expected a range from..to with from ≤ to for n, got "9..5"'],
    ["n=1..2,n=3..4", 'expected one range for n, got "n=3..4"'],
    ["", 'expected ranges such as n=0..5000,a=1..300, got ""'],
  ])("refuses %j, naming the token", (text, message) => {
    expect(() => parsePatternRanges(text)).toThrow(InputError);
    expect(() => parsePatternRanges(text)).toThrow(message);
  });
});

describe("parsePatternTo", () => {
  it("reads a non-negative integer and refuses anything else with the token", () => {
    expect(parsePatternTo("5000")).toBe(5000);
    expect(parsePatternTo("10_000")).toBe(10000);
    expect(() => parsePatternTo("5e3")).toThrow('expected the end of the range: a non-negative integer, got "5e3"');
    expect(() => parsePatternTo("99999999999999999999")).toThrow("at most 2^53 − 1");
  });
});
