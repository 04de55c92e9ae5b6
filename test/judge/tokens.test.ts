import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/index.js";
import { LineWriter, TokenReader, memorySink, memorySource } from "../../src/judge/index.js";
import type { ByteSource } from "../../src/judge/byteSource.js";
import { MAX_TOKEN_LENGTH } from "../../src/judge/tokens.js";

const readAll = (input: string, chunks: number[] = [], bufferSize = 16): (number | bigint)[] => {
  const r = new TokenReader(memorySource(input, chunks), { bufferSize });
  const out: (number | bigint)[] = [];
  for (let v = r.naturalOrEnd("x"); v !== null; v = r.naturalOrEnd("x")) out.push(v);
  return out;
};

describe("TokenReader", () => {
  it("reads numbers across CRLF, tabs, blank lines, \\v and \\f, with or without a final newline", () => {
    expect(readAll("1 2\r\n3\t4\n\n5\v6\f7")).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(readAll("  8\r\n")).toEqual([8]);
    expect(readAll("")).toEqual([]);
    expect(readAll(" \r\n\t ")).toEqual([]);
  });

  it("reads the same numbers whatever the read sizes and buffer size (numbers split across reads)", () => {
    const nums = fc.array(fc.oneof(fc.nat(), fc.bigInt({ min: 0n, max: 10n ** 70n })), { maxLength: 30 });
    const sep = fc.constantFrom(" ", "\n", "\r\n", "\t", "   ");
    fc.assert(
      fc.property(
        nums,
        fc.array(sep, { minLength: 31, maxLength: 31 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 16, max: 64 }),
        (ns, seps, chunks, size) => {
          const text = ns.map((n, i) => `${n}${seps[i]}`).join("");
          const expected = ns.map((n) => (BigInt(n) <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : BigInt(n)));
          expect(readAll(text, chunks, size)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reads blocks of numbers (naturals) exactly as one at a time, lines included, whatever the reads", () => {
    const nums = fc.array(fc.oneof(fc.nat(), fc.nat(40), fc.bigInt({ min: 0n, max: 10n ** 40n })), { maxLength: 40 });
    const sep = fc.constantFrom(" ", "\n", "\r\n", "\t", "  \n ", "\v");
    const run = fc.tuple(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 16, max: 64 }));
    fc.assert(
      fc.property(nums, fc.array(sep, { minLength: 41, maxLength: 41 }), run, fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1 }), (ns, seps, [chunks, size], maxes) => {
        const text = ns.map((n, i) => `${n}${seps[i]}`).join("");
        const one = new TokenReader(memorySource(text, chunks), { bufferSize: size });
        const expected: [number | bigint, number, string][] = [];
        for (let v = one.naturalOrEnd("x"); v !== null; v = one.naturalOrEnd("x")) expected.push([v, one.line, one.lastToken()]);
        const many = new TokenReader(memorySource(text, chunks), { bufferSize: size });
        const got: [number | bigint, number, string][] = [];
        const block: number[] = new Array<number>(9).fill(0);
        for (let turn = 0; ; turn++) {
          const max = maxes[turn % maxes.length]!;
          const k = many.naturals(block, max);
          for (let i = 0; i < k; i++) got.push([block[i]!, NaN, ""]);
          if (k > 0) {
            got[got.length - 1]![1] = many.line;
            got[got.length - 1]![2] = many.lastToken();
          }
          if (k < max) {
            const v = many.naturalOrEnd("x");
            if (v === null) break;
            got.push([v, many.line, many.lastToken()]);
          }
        }
        expect(got.map(([v]) => v)).toEqual(expected.map(([v]) => v));
        // the line and text after each block (and each single read) are its last token's
        got.forEach(([, line, text], i) => {
          if (!Number.isNaN(line)) expect([line, text]).toEqual(expected[i]!.slice(1));
        });
      }),
      { numRuns: 1000 },
    );
  });

  it("gives numbers below 2^53 as numbers and larger ones as exact bigints (leading zeros allowed)", () => {
    expect(readAll("9007199254740991 9007199254740992 000000000000000000042")).toEqual([9007199254740991, 9007199254740992n, 42]);
    const huge = `${"7".repeat(5000)}`;
    expect(readAll(`1 ${huge} 2`)).toEqual([1, BigInt(huge), 2]);
  });

  it("names the line of a bad token and keeps its text", () => {
    const r = new TokenReader(memorySource("1\n2\r\n  -3 4"));
    expect(r.natural("a")).toBe(1);
    expect(r.natural("b")).toBe(2);
    let error: unknown;
    try {
      r.natural("a count");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe('line 3: expected a count, got "-3"');
  });

  it("shows a byte-order mark before a number, instead of a token that looks like the number", () => {
    const r = new TokenReader(memorySource("\ufeff3 5\n"));
    expect(() => r.natural("a pile")).toThrow('line 1: expected a pile, got "\\ufeff3"');
  });

  it("at the end of input names the line of the last token", () => {
    const r = new TokenReader(memorySource("5\n6\n\n\n"));
    r.natural("a");
    r.natural("b");
    expect(() => r.natural("c")).toThrow("line 2: expected c, got end of input");
    expect(new TokenReader(memorySource("")).naturalOrEnd("x")).toBeNull();
    expect(() => new TokenReader(memorySource("")).natural("x")).toThrow("line 1: expected x, got end of input");
  });

  it("escapes control characters and cuts long bad tokens in messages", () => {
    const r = new TokenReader(memorySource(`1\0 ${"y".repeat(100)}`));
    expect(() => r.natural("n")).toThrow('line 1: expected n, got "1\\x00"');
    expect(() => r.natural("n")).toThrow(`got "${"y".repeat(37)}..."`);
  });

  it("refuses a token longer than the reader takes: one InputError naming the line, read no further", () => {
    const r = new TokenReader(memorySource(`1 2\n3 ${"9".repeat(50)} 4`), { bufferSize: 16, maxTokenLength: 40 });
    expect(r.natural("a")).toBe(1);
    expect(r.natural("b")).toBe(2);
    expect(r.natural("c")).toBe(3);
    expect(() => r.natural("d")).toThrow(/^line 2: expected a token of at most 40 characters \(the longest the reader takes\), got "9{37}\.\.\."$/);
    const t = new TokenReader(memorySource(`x${"y".repeat(40)}`), { maxTokenLength: 40 });
    expect(() => t.token()).toThrow("line 1: expected a token of at most 40 characters");
    expect(new TokenReader(memorySource("9".repeat(40)), { maxTokenLength: 40 }).natural("n")).toBe(10n ** 40n - 1n);
  });

  it(`by default takes tokens up to MAX_TOKEN_LENGTH = 10^8 characters and refuses a longer one at once`, () => {
    expect(MAX_TOKEN_LENGTH).toBe(100_000_000);
    // a source of 10^8 + 10 nines, made as it is read (no copy of the input in memory)
    let left = MAX_TOKEN_LENGTH + 10;
    const nines: ByteSource = {
      read(into, offset) {
        const n = Math.min(left, into.length - offset);
        into.fill(57, offset, offset + n);
        left -= n;
        return n;
      },
    };
    const r = new TokenReader(nines);
    expect(() => r.natural("a pile size")).toThrow("line 1: expected a token of at most 100,000,000 characters (the longest the reader takes)");
  });

  it("naturalParts reads numbers below 2^64 as two 32-bit halves, without a bigint", () => {
    const values = [0n, 1n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 53n + 1n, 2n ** 62n + 12345n, 2n ** 64n - 1n];
    const r = new TokenReader(memorySource(`${values.join(" ")} 000${2n ** 40n}\n${2n ** 64n} 99999999999999999999999 -1`), { bufferSize: 16 });
    const parts = [0, 0];
    for (const v of [...values, 2n ** 40n]) {
      expect(r.naturalParts("n", parts)).toBe(true);
      expect((BigInt(parts[0]!) << 32n) + BigInt(parts[1]!)).toBe(v);
    }
    expect(r.naturalParts("n", parts)).toBe(false);
    expect(r.line).toBe(2);
    expect(r.naturalParts("n", parts)).toBe(false);
    expect(() => r.naturalParts("n", parts)).toThrow('line 2: expected n, got "-1"');
    expect(() => r.naturalParts("n", parts)).toThrow("line 2: expected n, got end of input");
  });

  it("count() is Infinity past 2^53, lastToken() is the token as written, token() reads raw text", () => {
    const r = new TokenReader(memorySource("99999999999999999999 007 abc"));
    expect(r.count("n")).toBe(Infinity);
    expect(r.natural("n")).toBe(7);
    expect(r.lastToken()).toBe("007");
    expect(r.hasMore()).toBe(true);
    expect(r.token()).toBe("abc");
    expect(r.token()).toBeNull();
  });
});

describe("LineWriter", () => {
  it("hands everything to the sink in order, UTF-8 encoded, flushing whenever the buffer is full", () => {
    const sink = memorySink();
    const chunks: number[] = [];
    const w = new LineWriter((b) => {
      chunks.push(b.length);
      sink(b);
    }, 8);
    w.line("Case 1: Alice");
    w.byte(48);
    w.byte(10);
    w.line("2×2 — ok");
    w.flush();
    expect(sink.text()).toBe("Case 1: Alice\n0\n2×2 — ok\n");
    expect(chunks.length).toBeGreaterThan(1);
  });

  it("int(n) writes decimal digits like String(n)", () => {
    const sink = memorySink();
    const w = new LineWriter(sink, 20);
    const ns = [0, 7, 10, 99, 12345, 4747, 1_000_000, Number.MAX_SAFE_INTEGER];
    for (const n of ns) {
      w.int(n);
      w.byte(32);
    }
    w.flush();
    expect(sink.text()).toBe(ns.map((n) => `${n} `).join(""));
  });
});
