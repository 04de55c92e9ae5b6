/*
 * A law as a standalone C++17 function: `long long grundy(long long n)` (or of a and b), or
 * `const char* outcome(…)` giving "P" or "N". It compiles with `g++ -std=c++17 -O2 -Wall
 * -Wextra -Werror` and needs no header. Arithmetic is in long long; a `wide` program computes
 * in __int128 inside `grundy_wide` (the public function converts), so that a product of two
 * inputs below 2^63 is exact. `/` and `%` truncate in C++: a writer prints them only where the
 * dividend is provably non-negative and the divisor positive (./bounds.ts), floordiv and
 * floormod elsewhere. No floating point: isqrt is exact, bit by bit.
 */
import { checkProgram, ProgramError } from "./checkProgram.js";
import { atom, type ConstantSyntax, constantLines, header, layoutBody, namesRead, type Printed, printBody, type Syntax, wrap } from "./printer.js";
import type { Program } from "./program.js";

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;
const INT_MAX = 2n ** 31n - 1n;

/** A literal of C++ for v: plain in int's range, LL in long long's, built from halves in __int128's (wide only). */
function literal(v: bigint, wide: boolean, shifted: boolean): Printed {
  const level = v < 0n ? 11 : 100;
  if (v >= -INT_MAX && v <= INT_MAX) {
    if (shifted) return atom(wide ? `static_cast<__int128>(${v})` : `${v}LL`);
    return { text: `${v}`, level };
  }
  if (v > LONG_MIN && v <= LONG_MAX) return { text: `${v}LL`, level };
  if (v === LONG_MIN) return atom("(-9223372036854775807LL - 1)");
  if (!wide || v < -(2n ** 127n) || v >= 2n ** 127n) throw new ProgramError(`the constant ${v} does not fit the C++ program's ${wide ? "__int128" : "long long"}`);
  const high = v >> 64n;
  const low = v - (high << 64n);
  return atom(`(static_cast<__int128>(${literal(high, false, false).text}) * 4294967296 * 4294967296 + ${low}ULL)`);
}

/** The helpers a C++ program may call, for long long (`narrow`) and for __int128 (`wide`). */
function helper(name: string, wide: boolean): string[] {
  const t = wide ? "__int128" : "long long";
  const u = wide ? "unsigned __int128" : "unsigned long long";
  switch (name) {
    case "floordiv":
      return [`static ${t} floordiv(${t} a, ${t} b) {`, `  const ${t} q = a / b;`, "  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;", "}"];
    case "floormod":
      return [`static ${t} floormod(${t} a, ${t} b) {`, `  const ${t} r = a % b;`, "  return (r != 0 && (r < 0) != (b < 0)) ? r + b : r;", "}"];
    case "min":
      return [`static ${t} min2(${t} a, ${t} b) { return a < b ? a : b; }`];
    case "max":
      return [`static ${t} max2(${t} a, ${t} b) { return a > b ? a : b; }`];
    case "isqrt":
      return [
        "// the largest r with r * r <= x, for x >= 0, exact: one bit of the root a step",
        `static ${t} isqrt(${t} x) {`,
        `  ${u} v = static_cast<${u}>(x), r = 0, bit = ${wide ? "static_cast<unsigned __int128>(1) << 126" : "1ULL << 62"};`,
        "  while (bit > v) bit >>= 2;",
        "  while (bit != 0) {",
        "    if (v >= r + bit) {",
        "      v -= r + bit;",
        "      r = (r >> 1) + bit;",
        "    } else {",
        "      r >>= 1;",
        "    }",
        "    bit >>= 2;",
        "  }",
        `  return static_cast<${t}>(r);`,
        "}",
      ];
    case "popcount":
      return [
        "static int popcount(__int128 x) {",
        "  const unsigned __int128 u = static_cast<unsigned __int128>(x);",
        "  return __builtin_popcountll(static_cast<unsigned long long>(u)) + __builtin_popcountll(static_cast<unsigned long long>(u >> 64));",
        "}",
      ];
    case "ctz":
      return [
        "static int ctz(__int128 x) {",
        "  const unsigned __int128 u = static_cast<unsigned __int128>(x);",
        "  const unsigned long long low = static_cast<unsigned long long>(u);",
        "  return low != 0 ? __builtin_ctzll(low) : 64 + __builtin_ctzll(static_cast<unsigned long long>(u >> 64));",
        "}",
      ];
    default:
      return [
        `static bool in_set(const long long* set, int size, ${t} x) {`,
        "  int lo = 0, hi = size;",
        "  while (lo < hi) {",
        "    const int mid = (lo + hi) / 2;",
        "    if (set[mid] < x) lo = mid + 1;",
        "    else hi = mid;",
        "  }",
        "  return lo < size && set[lo] == x;",
        "}",
      ];
  }
}

function syntax(program: Program, needs: Set<string>): Syntax {
  const wide = program.wide;
  const infix = { "+": "+", "-": "-", "*": "*", div: "/", mod: "%", xor: "^", and: "&", or: "|", shl: "<<", shr: ">>" } as const;
  return {
    literal: (v, shifted) => literal(v, wide, shifted),
    infix: (op, floor) => {
      if ((op === "div" || op === "mod") && !floor) {
        const call = op === "div" ? "floordiv" : "floormod";
        needs.add(call);
        return { call };
      }
      return infix[op];
    },
    call: (name, args) => {
      if (!wide && (name === "popcount" || name === "ctz")) return atom(`__builtin_${name}ll(${args[0]!.text})`);
      needs.add(name);
      return atom(`${name === "min" || name === "max" ? `${name}2` : name}(${args.map((a) => a.text).join(", ")})`);
    },
    at: (table, index) => atom(`${table}[${index.text}]`),
    in: (set, x) => {
      needs.add("in_set");
      return atom(`in_set(${set}, ${program.sets[set]!.length}, ${x.text})`);
    },
    compare: { "==": "==", "!=": "!=" },
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
  item: (name, v) => {
    if (v < LONG_MIN || v > LONG_MAX) throw new ProgramError(`${name} holds ${v}, which does not fit a C++ long long`);
    return literal(v, false, false).text;
  },
  table: (name) => [`static const long long ${name}[] = {`, "};"],
  set: (name) => [`static const long long ${name}[] = {`, "};"],
  emptySet: (name) => `static const long long ${name}[] = {0};  // the empty set: in_set(${name}, 0, x) is false`,
};

/** The function's lines: its signature and body (and, for a wide program, the long long wrapper). */
function functionLines(program: Program, needs: Set<string>): string[] {
  const t = program.wide ? "__int128" : "long long";
  const result = program.returns === "outcome" ? "const char*" : "long long";
  const read = namesRead(program);
  const unused = (name: string): string => (read.has(name) ? "" : "[[maybe_unused]] ");
  const returned = (v: Printed): string => (program.returns === "outcome" ? `return ${wrap(v, 1)} ? "P" : "N";` : `return ${v.text};`);
  const body = layoutBody(
    printBody(program, syntax(program, needs)),
    "  ",
    "  ",
    (st, indent) => {
      if (st.op === "let") return [`${indent}${unused(st.name)}${st.mutable ? "" : "const "}${t} ${st.name} = ${st.value.text};`];
      if (st.op === "set") return [`${indent}${st.name} = ${st.value.text};`];
      if (st.op === "return-if") return [`${indent}if (${st.cond.text}) ${returned(st.value)}`];
      return [`${indent}${returned(st.value)}`];
    },
    (cond) => ({ open: `while (${cond.text}) {`, close: "}" }),
  );
  const params = (type: string, all: boolean): string => program.params.map((p) => `${all ? "" : unused(p)}${type} ${p}`).join(", ");
  if (!program.wide) return [`${result} ${program.name}(${params(t, false)}) {`, ...body, "}"];
  const inner = `${program.name}_wide`;
  const call = `${inner}(${program.params.join(", ")})`;
  return [
    `static ${program.returns === "outcome" ? "const char*" : "__int128"} ${inner}(${params(t, false)}) {`,
    ...body,
    "}",
    "",
    `${result} ${program.name}(${params("long long", true)}) {`,
    `  return ${program.returns === "outcome" ? call : `static_cast<long long>(${call})`};`,
    "}",
  ];
}

/**
 * Prints a program as a standalone C++17 function (see the file's comment), with its tables
 * and sets as `static const long long` arrays and the helpers it uses.
 *
 * @param program - a well-formed program (checked)
 * @returns the source, ending in a newline
 * @throws ProgramError for a malformed program, or a constant that does not fit its type
 */
export function writeCpp(program: Program): string {
  checkProgram(program);
  const needs = new Set<string>();
  const fn = functionLines(program, needs);
  const blocks: string[][] = [header(program, "//")];
  for (const name of ["floordiv", "floormod", "min", "max", "isqrt", "popcount", "ctz", "in_set"]) if (needs.has(name)) blocks.push(helper(name, program.wide));
  const consts = constantLines(program, CONSTANTS);
  if (consts.length > 0) blocks.push(consts);
  blocks.push(fn);
  return `${blocks.map((b) => b.join("\n")).join("\n\n")}\n`;
}
