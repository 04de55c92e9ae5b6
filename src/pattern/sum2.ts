/*
 * The sum law: v(a, b) = f(a) ⊕ g(b), a sum of two one-variable games in disguise.
 *
 * f and g are determined up to one constant c (f ⊕ c, g ⊕ c give the same table); the law
 * fixes it by g(b0) = 0: f(a) = v(a, b0) and g(b) = v(a0, b) ⊕ v(a0, b0), (a0, b0) the
 * table's corner. With b0 a terminal heap (g(b0) = 0) these are the two games' own values.
 * The detector checks every cell, then describes f and g with a one-variable law finder it
 * is given (the pattern floor's findLaw1, or any stand-in).
 */
import type { Program } from "./code/program.js";
import { inlineBody } from "./inlineBody.js";
import type { Law1, SumLaw } from "./law.js";
import { checkTable2, lastCell, type Table2 } from "./table2.js";

/**
 * What the two-variable laws need of the one-variable ones: find a law of a value array,
 * evaluate one exactly, print its program, describe it. The sum law takes these as a
 * parameter, so this floor's files do not depend on how the one-variable finder is written.
 */
export interface Law1Tools {
  /** The law of v(from), v(from + 1), … (values[i] = v(from + i)). */
  find: (values: Int32Array, from: number) => Law1;
  /** v(n) under the law, exactly. */
  evaluate: (law: Law1, n: bigint) => bigint;
  /** The law as a program `grundy(n)`. */
  program: (law: Law1) => Program;
  /** The law in plain lines. */
  describe: (law: Law1) => string;
}

/** f(a0 + i) = fValues[i], g(b0 + j) = gValues[j], normalised by g(b0) = 0, when v = f ⊕ g on every cell; else null. */
export function sumParts(table: Table2): { f: Int32Array; g: Int32Array } | null {
  checkTable2(table);
  const { rows, cols, values } = table;
  const f = new Int32Array(rows);
  const g = new Int32Array(cols);
  for (let i = 0; i < rows; i++) f[i] = values[i * cols]!;
  for (let j = 0; j < cols; j++) g[j] = values[j]! ^ values[0]!;
  for (let i = 0; i < rows; i++) {
    const fi = f[i]!;
    for (let j = 0, at = i * cols; j < cols; j++, at++) if (values[at] !== (fi ^ g[j]!)) return null;
  }
  return { f, g };
}

/**
 * The sum law of a value table, when v(a, b) = f(a) ⊕ g(b) on every cell (and the table has
 * at least two rows and two columns), f and g described by `find`.
 *
 * @example findSum(kaylesPlusDawson, findLaw1) // f: Kayles' period 12, g: Dawson's period 34
 */
export function findSum(table: Table2, find: Law1Tools["find"]): SumLaw | null {
  if (table.rows < 2 || table.cols < 2) return null;
  const parts = sumParts(table);
  if (parts === null) return null;
  return {
    kind: "sum",
    status: "verified",
    verifiedTo: lastCell(table),
    proof: null,
    of: "value",
    f: find(parts.f, table.from[0]),
    g: find(parts.g, table.from[1]),
  };
}

/** v(a, b) = f(a) ⊕ g(b), each by the one-variable evaluator. */
export function evaluateSum(law: SumLaw, a: bigint, b: bigint, evaluate: Law1Tools["evaluate"]): bigint {
  return evaluate(law.f, a) ^ evaluate(law.g, b);
}

/** The law in plain lines, f's and g's indented below. */
export function describeSum(law: SumLaw, describe: Law1Tools["describe"]): string {
  const indent = (text: string): string =>
    text
      .split("\n")
      .map((line) => `  ${line}`)
      .join("\n");
  return [`v(a, b) = f(a) ⊕ g(b), g(${law.g.from}) = 0`, "f:", indent(describe(law.f)), "g:", indent(describe(law.g))].join("\n");
}

/**
 * The law as a program `grundy(a, b)`: f's and g's programs inlined as two expressions (each
 * one-variable body folded into nested conditionals, its `let`s substituted, its names
 * prefixed f_ and g_), then f ⊕ g.
 */
export function sumProgram(law: SumLaw, program: Law1Tools["program"]): Program {
  const f = program(law.f);
  const g = program(law.g);
  const fExpr = inlineBody(f, "f_", "a");
  const gExpr = inlineBody(g, "g_", "b");
  return {
    name: "grundy",
    params: ["a", "b"],
    domain: [f.domain[0] ?? 0, g.domain[0] ?? 0],
    returns: "value",
    tables: { ...prefixKeys(f.tables, "f_"), ...prefixKeys(g.tables, "g_") },
    sets: { ...prefixKeys(f.sets, "f_"), ...prefixKeys(g.sets, "g_") },
    body: [
      { op: "let", name: "fa", value: fExpr },
      { op: "let", name: "gb", value: gExpr },
      { op: "return", value: { op: "xor", a: { op: "var", name: "fa" }, b: { op: "var", name: "gb" } } },
    ],
    comment: ["v(a, b) = f(a) ⊕ g(b)", ...f.comment.map((c) => `f: ${c}`), ...g.comment.map((c) => `g: ${c}`)],
    wide: f.wide || g.wide,
  };
}

function prefixKeys<T>(record: Readonly<Record<string, T>>, prefix: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [prefix + k, v]));
}
