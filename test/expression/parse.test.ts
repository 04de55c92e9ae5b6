import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/index.js";
import { parseExpression } from "../../src/expression/parse.js";

const ints = (s: string) => parseExpression(s).terms.map((t) => t.sections.map((sec) => sec.map((tu) => tu.map((a) => (a.kind === "int" ? a.value : a.kind)))));

describe("parseExpression", () => {
  it("reads a sum of calls with their integer arguments", () => {
    const e = parseExpression("nim(3,5,7) + wythoff(8, 4)");
    expect(e.terms.map((t) => t.name)).toEqual(["nim", "wythoff"]);
    expect(ints("nim(3,5,7) + wythoff(8, 4)")).toEqual([[[[3n, 5n, 7n]]], [[[8n, 4n]]]]);
  });

  it("splits strip(10; 1,3 2,7) into a section with the length and a section of cells", () => {
    expect(ints("strip(10; 1,3 2,7)")).toEqual([
      [
        [[10n]],
        [
          [1n, 3n],
          [2n, 7n],
        ],
      ],
    ]);
  });

  it("reads strings, sets, powers and digit groups exactly", () => {
    const [heap, sub, big] = parseExpression('heap("0.07", 12) + subtraction({1,3,4}, 20) + wythoff(10^40, 1_000)').terms;
    expect(heap!.sections[0]![0]![0]).toMatchObject({ kind: "string", value: "0.07" });
    expect(sub!.sections[0]![0]![0]).toMatchObject({ kind: "set", values: [1n, 3n, 4n] });
    expect(big!.sections[0]![0]!.map((a) => (a.kind === "int" ? a.value : null))).toEqual([10n ** 40n, 1000n]);
  });

  it("reads a name of several words, and keeps the columns of ';' and ')'", () => {
    const [t] = parseExpression("Dawson's chess(5; 2)").terms;
    expect(t).toMatchObject({ name: "Dawson's chess", column: 1, semicolons: [17], closeColumn: 20 });
    expect(() => parseExpression("nim 3")).toThrow('column 5: expected "(" after nim, got "3"');
  });

  it("names the column, the token and what was expected", () => {
    expect(() => parseExpression("nim(3,")).toThrow("column 7: expected a number, a string or a set after ',', got end of input");
    expect(() => parseExpression("nim 3")).toThrow('column 5: expected "(" after nim, got "3"');
    expect(() => parseExpression("wythoff(8,4) wythoff(1,2)")).toThrow('column 14: expected "+" or the end of the expression, got "wythoff"');
    expect(() => parseExpression("nim(3.5)")).toThrow("column 6:");
  });

  it("quotes a long name cut short: a megabyte of letters without '(' is a message of one short line", () => {
    const name = "a".repeat(1_000_000);
    let message = "";
    try {
      parseExpression(name);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe(`column 1000001: expected "(" after "${"a".repeat(37)}...", got end of input`);
  });

  it("reads k*term and term*k as copies of a term, a count exact at any size", () => {
    const [a, b, c] = parseExpression("kayles(3)*1000 + 7*nim(1) + kayles(10^30)*10^30").terms;
    expect(a!.copies?.value).toBe(1000n);
    expect(b!.copies).toMatchObject({ value: 7n, column: 18 });
    expect(c!.copies?.value).toBe(10n ** 30n);
    expect(parseExpression("nim(1)").terms[0]!.copies).toBeUndefined();
    expect(() => parseExpression("nim(1)*0")).toThrow('column 8: expected a number of copies: a positive integer, got "0"');
    expect(() => parseExpression("2*nim(1)*3")).toThrow('column 9: expected "+" or the end of the expression (one count of copies a term), got "*"');
    expect(() => parseExpression("nim(1)*")).toThrow("column 8: expected a number of copies after '*', got end of input");
    expect(() => parseExpression("3 nim(1)")).toThrow('column 3: expected "*" after a number of copies (k*term), got "nim"');
  });

  it("never throws anything but an InputError on random text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'nim(wythoff)0123456789,;{}+^*" _.-x'), maxLength: 30 }), (s) => {
        try {
          parseExpression(s);
        } catch (e) {
          expect(e).toBeInstanceOf(InputError);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe("the size of integers: one limit, below 2^262144, for literals and powers", () => {
  const value = (source: string): bigint => {
    const atom = parseExpression(source).terms[0]!.sections[0]![0]![0]!;
    return (atom as { value: bigint }).value;
  };
  it("takes every integer below 2^262144, written out or as a power", () => {
    expect(value(`nim(${"9".repeat(78913)})`)).toBe(10n ** 78913n - 1n);
    expect(value("nim(10^78913)")).toBe(10n ** 78913n);
    expect(value("nim(2^262143)")).toBe(2n ** 262143n);
    expect(value(`nim(${(2n ** 262144n - 1n).toString()})`)).toBe(2n ** 262144n - 1n);
    expect(value("nim(1^99999999999999999999)")).toBe(1n);
    expect(value("nim(0^0)")).toBe(1n);
  });
  it("refuses 2^262144 and above the same way, literal or power", () => {
    for (const source of [`nim(${(2n ** 262144n).toString()})`, "nim(2^262144)", "nim(10^78914)", `nim(${"9".repeat(80_000)})`, "nim(3^99999999999)"]) {
      expect(() => parseExpression(source), source.slice(0, 30)).toThrow(/expected (an integer|a power) of at most 262,144 bits \(below 2\^262144, about 78,900 digits\), got/);
    }
  });
});
