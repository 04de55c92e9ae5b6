/*
 * A law as a standalone TypeScript function on bigint: `export function grundy(n: bigint):
 * bigint` (or `outcome`, giving "P" or "N"). bigint `/` and `%` truncate: a writer prints
 * them only where the dividend is provably non-negative and the divisor positive
 * (./bounds.ts), floordiv and floormod elsewhere. Helpers (isqrt, popcount, …) are printed
 * when used; the code type-checks under `strict` and `noUncheckedIndexedAccess`.
 */
import { checkProgram } from "./checkProgram.js";
import { atom, type ConstantSyntax, constantLines, header, layoutBody, type Printed, printBody, type Syntax, wrap } from "./printer.js";
import type { Program } from "./program.js";

const HELPERS: Record<string, string[]> = {
  floordiv: ["function floordiv(a: bigint, b: bigint): bigint {", "  const q = a / b;", "  return a % b !== 0n && (a < 0n) !== (b < 0n) ? q - 1n : q;", "}"],
  floormod: ["function floormod(a: bigint, b: bigint): bigint {", "  const r = a % b;", "  return r !== 0n && (r < 0n) !== (b < 0n) ? r + b : r;", "}"],
  min: ["function min2(a: bigint, b: bigint): bigint {", "  return a < b ? a : b;", "}"],
  max: ["function max2(a: bigint, b: bigint): bigint {", "  return a > b ? a : b;", "}"],
  isqrt: [
    "/** ⌊√x⌋ for x ≥ 0, exact: Newton's method from a power of two above the root. */",
    "function isqrt(x: bigint): bigint {",
    "  if (x < 2n) return x;",
    "  let r = 1n << BigInt((x.toString(2).length + 1) >> 1);",
    "  for (;;) {",
    "    const s = (r + x / r) >> 1n;",
    "    if (s >= r) return r;",
    "    r = s;",
    "  }",
    "}",
  ],
  popcount: ["function popcount(x: bigint): bigint {", "  let count = 0n;", '  for (const digit of x.toString(2)) if (digit === "1") count++;', "  return count;", "}"],
  ctz: ["function ctz(x: bigint): bigint {", "  return BigInt((x & -x).toString(2).length - 1);", "}"],
};

function syntax(needs: Set<string>): Syntax {
  const infix = { "+": "+", "-": "-", "*": "*", div: "/", mod: "%", xor: "^", and: "&", or: "|", shl: "<<", shr: ">>" } as const;
  return {
    literal: (v) => ({ text: `${v}n`, level: v < 0n ? 11 : 100 }),
    infix: (op, floor) => {
      if ((op === "div" || op === "mod") && !floor) {
        const call = op === "div" ? "floordiv" : "floormod";
        needs.add(call);
        return { call };
      }
      return infix[op];
    },
    call: (name, args) => {
      needs.add(name);
      return atom(`${name === "min" || name === "max" ? `${name}2` : name}(${args.map((a) => a.text).join(", ")})`);
    },
    at: (table, index) => atom(`${table}[Number(${index.text})]!`),
    in: (set, x) => atom(`${set}.has(${x.text})`),
    compare: { "==": "===", "!=": "!==" },
    not: "!",
    and: "&&",
    or: "||",
    true: "true",
    false: "false",
    conditional: (c, t, e) => ({ text: `${wrap(c, 1)} ? ${wrap(t, 1)} : ${wrap(e, 1)}`, level: 0 }),
  };
}

const CONSTANTS: ConstantSyntax = {
  indent: "  ",
  item: (_name, v) => `${v}n`,
  table: (name) => [`const ${name}: readonly bigint[] = [`, "];"],
  set: (name) => [`const ${name}: ReadonlySet<bigint> = new Set([`, "]);"],
  emptySet: (name) => `const ${name}: ReadonlySet<bigint> = new Set<bigint>();`,
};

/**
 * Prints a program as a standalone TypeScript function on bigint (see the file's comment),
 * exported, with its tables and sets as module constants.
 *
 * @param program - a well-formed program (checked)
 * @returns the source, ending in a newline
 * @throws ProgramError for a malformed program
 */
export function writeTypeScript(program: Program): string {
  checkProgram(program);
  const needs = new Set<string>();
  const returned = (v: Printed): string => (program.returns === "outcome" ? `return ${wrap(v, 1)} ? "P" : "N";` : `return ${v.text};`);
  const body = layoutBody(
    printBody(program, syntax(needs)),
    "  ",
    "  ",
    (st, indent) => {
      if (st.op === "let") return [`${indent}${st.mutable ? "let" : "const"} ${st.name} = ${st.value.text};`];
      if (st.op === "set") return [`${indent}${st.name} = ${st.value.text};`];
      if (st.op === "return-if") return [`${indent}if (${st.cond.text}) ${returned(st.value)}`];
      return [`${indent}${returned(st.value)}`];
    },
    (cond) => ({ open: `while (${cond.text}) {`, close: "}" }),
  );
  const result = program.returns === "outcome" ? '"P" | "N"' : "bigint";
  const blocks: string[][] = [header(program, "//")];
  for (const name of ["floordiv", "floormod", "min", "max", "isqrt", "popcount", "ctz"]) if (needs.has(name)) blocks.push(HELPERS[name]!);
  const consts = constantLines(program, CONSTANTS);
  if (consts.length > 0) blocks.push(consts);
  blocks.push([`export function ${program.name}(${program.params.map((p) => `${p}: bigint`).join(", ")}): ${result} {`, ...body, "}"]);
  return `${blocks.map((b) => b.join("\n")).join("\n\n")}\n`;
}
