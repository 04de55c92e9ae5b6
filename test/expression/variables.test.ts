import { describe, expect, it } from "vitest";
import { analyze, InputError } from "../../src/index.js";
import type { Atom } from "../../src/expression/ast.js";
import { parseExpression } from "../../src/expression/parse.js";
import { bindVariables, parsePattern, variablesOf } from "../../src/expression/variables.js";

/** The atoms of every term, written back: integers as their value, variables as their name. */
const shown = (source: string, values?: Record<string, bigint>) => {
  const e = values ? bindVariables(parsePattern(source), values) : parsePattern(source);
  const show = (a: Atom) => (a.kind === "int" ? a.value : a.kind === "var" ? `var ${a.name}` : a.kind);
  return e.terms.map((t) => t.sections.map((s) => s.map((tu) => tu.map(show))));
};

describe("free variables", () => {
  it("parsePattern reads a lowercase name in an argument place as a var atom at its column", () => {
    const [call] = parsePattern('heap("0.8", n)').terms;
    expect(call!.sections[0]![0]![1]).toEqual({ kind: "var", name: "n", column: 13 });
    expect(shown("wythoff(a,b)")).toEqual([[[["var a", "var b"]]]]);
  });

  it("a name is one word inside parentheses: wythoff(a b) is two variables, while Dawson's chess(n) keeps its name of two words", () => {
    expect(shown("wythoff(a b)")).toEqual([[[["var a"], ["var b"]]]]);
    const [call] = parsePattern("Dawson's chess(n) + double-kayles(m)").terms;
    expect(call!.name).toBe("Dawson's chess");
    expect(variablesOf(parsePattern("Dawson's chess(n) + double-kayles(m)"))).toEqual(["n", "m"]);
  });

  it("variablesOf lists the names in the order of first appearance, each once", () => {
    expect(variablesOf(parsePattern("kayles(b) + dawson(a) + nim(b, 3)"))).toEqual(["b", "a"]);
    expect(variablesOf(parsePattern("strip(n; 1,3 2,7)"))).toEqual(["n"]);
    expect(variablesOf(parsePattern("nim(3)"))).toEqual([]);
  });

  it("a third variable is an error naming it and its column", () => {
    expect(() => parsePattern("nim(a, b, c)")).toThrow('column 11: expected at most 2 free variables (this expression has a and b already), got "c"');
  });

  it("a variable inside a set, or a name that is not lowercase, is refused with the token", () => {
    expect(() => parsePattern("subtraction({1,k}, n)")).toThrow('column 16: expected an integer in the set (a free variable is not supported inside a set {…}), got "k"');
    expect(() => parsePattern("nim(N)")).toThrow('column 5: expected a number or a free variable (a lowercase name such as n), got "N"');
  });

  it("without variables, a name in an argument place says what it is for, in one line", () => {
    expect(() => parseExpression("nim(n)")).toThrow(InputError);
    expect(() => parseExpression("nim(n)")).toThrow('column 5: expected a number (a free variable such as n is for grundy pattern), got "n"');
    expect(() => analyze("nim(n)")).toThrow('column 5: expected a number (a free variable such as n is for grundy pattern), got "n"');
  });

  it("bindVariables puts integers in place of the variables, exact at any size, and leaves the rest", () => {
    expect(shown("kayles(a) + dawson(b) + nim(a, 7)", { a: 10n ** 30n, b: 2n })).toEqual([[[[10n ** 30n]]], [[[2n]]], [[[10n ** 30n, 7n]]]]);
    const bound = bindVariables(parsePattern("nim(n)"), { n: 5n });
    expect(bound.terms[0]!.sections[0]![0]![0]).toEqual({ kind: "int", value: 5n, column: 5, text: "5" });
  });

  it("bindVariables refuses a variable that has no value, at its column", () => {
    expect(() => bindVariables(parsePattern("wythoff(a,b)"), { a: 1n })).toThrow('column 11: expected a value for the free variable b, got "b"');
  });
});
