// One call holds at most MAX_CALL_NUMBERS numbers: nim(1,1,…) of 25 million heaps (a 50 MB
// file, under the 64 MiB input limit) took gigabytes; it is refused before any number is read.
import { describe, expect, it } from "vitest";
import { MAX_CALL_NUMBERS, parseExpression } from "../../src/expression/parse.js";
import { InputError } from "../../src/index.js";

describe("the numbers of one call", () => {
  it("are at most 10^6: one more is refused with the column of the call's '('", () => {
    expect(MAX_CALL_NUMBERS).toBe(1_000_000);
    const source = `nim(3) + nim(${Array.from({ length: MAX_CALL_NUMBERS + 1 }, () => "1").join(",")})`;
    expect(() => parseExpression(source)).toThrow(InputError);
    expect(() => parseExpression(source)).toThrow('column 13: expected a call of at most 1,000,000 numbers (the most one position may hold), got "more than 1,000,000"');
  });

  it("counts each call on its own, numbers only (not digits inside strings, not copies outside the parentheses, 1_000 as one)", () => {
    // the count runs before the tokenizer, which stops at the "@" at once: that error, not the
    // count's, shows that 1,200,000 numbers in two calls, 2·10^6 digits in a string and a
    // count of copies pass the count
    const half = Array.from({ length: 600_000 }, () => "1_0").join(",");
    const source = `@ nim(${half}) + nim(${half})*3 + heap("${"7 ".repeat(1_100_000)}", 1) + 12345*nim(1)`;
    expect(() => parseExpression(source)).toThrow(/^column 1: expected a game such as nim\(3,5,7\), a number, or one of/);
  });
});
