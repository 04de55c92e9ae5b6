/*
 * A law as a standalone Python 3 function on Python's unbounded ints: `//` and `%` are floor
 * division and its remainder, as in the IR, so no helper is needed for them. The only import
 * is math.isqrt (Python 3.8), when the law takes a square root.
 */
import { checkProgram } from "./checkProgram.js";
import { atom, type ConstantSyntax, constantLines, header, layoutBody, type Printed, printBody, type Syntax, wrap } from "./printer.js";
import type { Program } from "./program.js";

const HELPERS: Record<"popcount" | "ctz", string[]> = {
  popcount: ["def popcount(x):", '    return bin(x).count("1")'],
  ctz: ["def ctz(x):", "    return (x & -x).bit_length() - 1"],
};

function syntax(needs: Set<string>): Syntax {
  const infix = { "+": "+", "-": "-", "*": "*", div: "//", mod: "%", xor: "^", and: "&", or: "|", shl: "<<", shr: ">>" } as const;
  return {
    literal: (v) => ({ text: v.toString(), level: v < 0n ? 11 : 100 }),
    infix: (op) => infix[op],
    call: (name, args) => {
      needs.add(name);
      return atom(`${name}(${args.map((a) => a.text).join(", ")})`);
    },
    at: (table, index) => atom(`${table}[${index.text}]`),
    in: (set, x) => ({ text: `${wrap(x, 11)} in ${set}`, level: 4 }),
    compare: { "==": "==", "!=": "!=" },
    not: "not ",
    and: "and",
    or: "or",
    true: "True",
    false: "False",
    conditional: (c, t, e) => ({ text: `${wrap(t, 1)} if ${wrap(c, 1)} else ${wrap(e, 0)}`, level: 0 }),
  };
}

function returned(program: Program, value: Printed): string {
  return program.returns === "outcome" ? `return "P" if ${wrap(value, 1)} else "N"` : `return ${value.text}`;
}

const CONSTANTS: ConstantSyntax = {
  indent: "    ",
  item: (_name, v) => String(v),
  table: (name, count) => [`${name} = (`, count === 1 ? ",)" : ")"],
  set: (name) => [`${name} = frozenset({`, "})"],
  emptySet: (name) => `${name} = frozenset()`,
};

/**
 * Prints a program as a standalone Python 3 function `def grundy(n):` (or `outcome`, giving
 * "P" or "N"), with its tables and sets as module constants and the helpers it uses.
 *
 * @param program - a well-formed program (checked)
 * @returns the source, ending in a newline
 * @throws ProgramError for a malformed program
 */
export function writePython(program: Program): string {
  checkProgram(program);
  const needs = new Set<string>();
  const body = layoutBody(
    printBody(program, syntax(needs)),
    "    ",
    "    ",
    (st, indent) => {
      if (st.op === "let" || st.op === "set") return [`${indent}${st.name} = ${st.value.text}`];
      if (st.op === "return-if") return [`${indent}if ${st.cond.text}:`, `${indent}    ${returned(program, st.value)}`];
      return [`${indent}${returned(program, st.value)}`];
    },
    (cond) => ({ open: `while ${cond.text}:`, close: null }),
  );
  const blocks: string[][] = [header(program, "#")];
  if (needs.has("isqrt")) blocks.push(["from math import isqrt"]);
  for (const name of ["popcount", "ctz"] as const) if (needs.has(name)) blocks.push(HELPERS[name]);
  const consts = constantLines(program, CONSTANTS);
  if (consts.length > 0) blocks.push(consts);
  blocks.push([`def ${program.name}(${program.params.join(", ")}):`, ...body]);
  return `${blocks.map((b) => b.join("\n")).join("\n\n\n")}\n`;
}
