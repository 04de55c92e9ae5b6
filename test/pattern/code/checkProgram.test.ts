import { describe, expect, it } from "vitest";
import { checkProgram, ProgramError } from "../../../src/pattern/code/checkProgram.js";
import type { Program } from "../../../src/pattern/code/program.js";
import { bin, cmp, int, PROGRAMS, residues, v } from "../../helpers/lawPrograms.js";

const base: Program = { name: "grundy", params: ["n"], domain: [0], returns: "value", tables: {}, sets: {}, body: [{ op: "return", value: v("n") }], comment: [], wide: false };

describe("checkProgram", () => {
  it("accepts every program of the test catalogue", () => {
    for (const p of Object.values(PROGRAMS)) expect(() => checkProgram(p)).not.toThrow();
  });

  it.each<[string, Partial<Program>, RegExp]>([
    ["a variable read before its let", { body: [{ op: "return", value: v("k") }] }, /variable "k" is read before it is defined/],
    [
      "a let naming a parameter again",
      {
        body: [
          { op: "let", name: "n", value: int(1) },
          { op: "return", value: v("n") },
        ],
      },
      /variable "n" is defined twice/,
    ],
    ["a name reserved in C++", { params: ["long"], body: [{ op: "return", value: v("long") }] }, /parameter "long" is reserved/],
    ["a name reserved in Python", { params: ["lambda"], body: [{ op: "return", value: v("lambda") }] }, /parameter "lambda" is reserved/],
    ["a name that is not an identifier", { params: ["n-1"] }, /parameter "n-1" is not an identifier/],
    ["a double underscore", { params: ["a__b"] }, /parameter "a__b" is not an identifier/],
    ["a table named as a parameter", { tables: { n: [1n] } }, /table "n" is defined twice/],
    ["an empty table", { tables: { T: [] } }, /table "T" is empty/],
    ["a set out of order", { sets: { S: [1n, 3n, 2n] } }, /set "S" is not strictly increasing at position 2/],
    [
      "an unknown set",
      {
        body: [
          { op: "return-if", cond: { op: "in", set: "S", x: v("n") }, value: int(0) },
          { op: "return", value: v("n") },
        ],
      },
      /unknown set "S"/,
    ],
    ["a body without a final return", { body: [{ op: "return-if", cond: cmp("<", v("n"), int(1)), value: int(0) }] }, /does not end with a return/],
    [
      "a return before the end",
      {
        body: [
          { op: "return", value: int(0) },
          { op: "return", value: int(1) },
        ],
      },
      /a return before the end of the body \(statement 1\)/,
    ],
    ["a condition returned by a value program", { body: [{ op: "return", value: cmp("<", v("n"), int(1)) }] }, /returns integer expressions, got </],
    ["an integer returned by an outcome program", { returns: "outcome", body: [{ op: "return", value: bin("+", v("n"), int(1)) }] }, /returns conditions, got \+/],
    ["a domain of the wrong length", { domain: [0, 0] }, /1 parameters but 2 domain bounds/],
    [
      "a set of a parameter",
      {
        body: [
          { op: "set", name: "n", value: int(1) },
          { op: "return", value: v("n") },
        ],
      },
      /set of "n", which is not a variable defined by a let before it/,
    ],
    [
      "a let of a loop's body read after the loop",
      {
        body: [
          { op: "while", cond: cmp("<", v("n"), int(0)), body: [{ op: "let", name: "k", value: int(1) }] },
          { op: "return", value: v("k") },
        ],
      },
      /variable "k" is read before it is defined/,
    ],
    [
      "a return inside a loop",
      {
        body: [
          { op: "while", cond: cmp("<", v("n"), int(0)), body: [{ op: "return", value: int(1) }] },
          { op: "return", value: v("n") },
        ],
      },
      /a return statement inside a loop/,
    ],
  ])("refuses %s", (_, change, message) => {
    expect(() => checkProgram({ ...base, ...change })).toThrow(ProgramError);
    expect(() => checkProgram({ ...base, ...change })).toThrow(message);
  });

  it("allows the empty set (an outcome law with no P-position past its start)", () => {
    expect(residues.sets.NONE).toEqual([]);
    expect(() => checkProgram(residues)).not.toThrow();
  });
});
