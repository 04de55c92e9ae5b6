import { describe, expect, it } from "vitest";
import { quote } from "../../src/_internals/quote.js";
import { runCli } from "../helpers/cli.js";

describe("quoted input in error messages", () => {
  it("shows invisible and unusual characters as escapes and keeps code points whole", () => {
    expect(quote("\ufeff3")).toBe('"\\ufeff3"');
    expect(quote("3\u00a05")).toBe('"3\\u00a05"');
    expect(quote("a\u200bb\u202e")).toBe('"a\\u200bb\\u202e"');
    expect(quote("1\x00\x7f")).toBe('"1\\x00\\x7f"');
    expect(quote("\ud800x")).toBe('"\\ud800x"');
    expect(quote("3 😀 é")).toBe('"3 😀 é"');
    expect(quote("y".repeat(41))).toBe(`"${"y".repeat(37)}..."`);
    // the cut falls between code points, never inside an emoji or an escape
    expect(quote(`${"y".repeat(36)}😀😀😀`)).toBe(`"${"y".repeat(36)}..."`);
    expect(quote(`${"y".repeat(35)}\u00a0zzzz`)).toBe(`"${"y".repeat(35)}..."`);
  });

  // (a byte-order mark at the start of judge input is dropped by the reader's TextDecoder
  // before it is quoted: src/judge/tokens.ts)
  it("in judge input: a no-break space and an emoji", () => {
    expect(runCli(["judge", "hdu1527"], "3\u00a05\n").stderr).toBe('grundy judge hdu1527: line 1: expected the first pile size (a non-negative integer), got "3\\u00a05"\n');
    expect(runCli(["judge", "hdu1527"], "3 😀\n").stderr).toMatch(/got "😀"\n$/);
  });

  it("in an expression: an emoji is one character", () => {
    const r = runCli(["analyze", "nim(3,😀)"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('grundy analyze: column 7: expected a game such as nim(3,5,7), a number, or one of ( ) , ; { } + ^ *, got "😀"\n');
  });
});
