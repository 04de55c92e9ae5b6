// Random programs (seeded): every printed function agrees with the interpreter. The programs nest
// every op three deep, guard on their parameters in every form the writers read lower bounds
// from (n < c, c > n, not, any, all), and mix negative and positive dividends, so that a wrong
// parenthesis, a truncating division where floor was meant, or a type too narrow shows up.
// All programs of a language run in one process: each printed file wrapped in a namespace (C++),
// a closure (TypeScript) or a function (Python), dispatched by the first number of a line.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../src/_internals/random.js";
import { runProgram } from "../../../src/pattern/code/evaluate.js";
import type { Cond, Expr, Program } from "../../../src/pattern/code/program.js";
import { writeCode } from "../../../src/pattern/code/writeCode.js";
import { at, bin, cmp, int, v, when } from "../../helpers/lawPrograms.js";
import { type Language, runProgramText } from "../../helpers/runCode.js";

const next = seededRandom(20_261_202);
const pick = (n: number): number => Math.floor(next() * n);
const one = <T>(xs: readonly T[]): T => xs[pick(xs.length)]!;
const literal = (lo: number, hi: number): Expr => int(lo + pick(hi - lo + 1));
const nonNegative = (e: Expr): Expr => bin("max", e, int(0));
const TABLE = [3n, -1n, 4n, 1n, -5n, 9n, 2n];
const SET = [-3n, 0n, 2n, 7n, 11n, 40n];

function expr(depth: number, vars: readonly string[]): Expr {
  if (depth === 0 || pick(5) === 0) return pick(4) === 0 ? literal(-20, 100) : v(one(vars));
  const sub = (): Expr => expr(depth - 1, vars);
  switch (pick(12)) {
    case 0:
      return bin(one(["+", "-", "*"] as const), sub(), sub());
    case 1:
      // a dividend n − c is often negative: only a guard passed makes truncation right
      return bin(
        one(["div", "mod"] as const),
        pick(2) === 0 ? bin("-", v(one(vars)), literal(0, 14)) : sub(),
        pick(2) === 0 ? one([int(-7), int(-2), int(2), int(3), int(10)]) : bin("max", sub(), int(1)),
      );
    case 2:
      return bin(one(["xor", "and", "or"] as const), sub(), sub());
    case 3:
      return bin(one(["shl", "shr"] as const), nonNegative(sub()), literal(0, 5));
    case 4:
      return bin(one(["min", "max"] as const), sub(), sub());
    case 5:
      return { op: one(["isqrt", "popcount"] as const), x: nonNegative(sub()) };
    case 6:
      return { op: "ctz", x: bin("+", nonNegative(sub()), int(1)) };
    case 7:
      return at("T", bin("mod", sub(), int(TABLE.length)));
    case 8:
      return when(pick(2) === 0 ? guard(vars) : cond(depth - 1, vars), sub(), sub());
    case 9:
      return bin("-", v(one(vars)), literal(0, 8));
    default:
      return bin(one(["+", "-", "*"] as const), sub(), literal(-5, 9));
  }
}

/** A guard on a variable against a literal, in one of the forms the writers read bounds from. */
function guard(vars: readonly string[]): Cond {
  const x = v(one(vars));
  const c = literal(0, 12);
  switch (pick(5)) {
    case 0:
      return cmp(one(["<", "<=", "==", "!="] as const), x, c);
    case 1:
      return cmp(one([">", ">=", "=="] as const), c, x);
    case 2:
      return { op: "not", x: cmp(one([">=", ">"] as const), x, c) };
    case 3:
      return { op: "any", xs: [cmp("<", x, c), cmp("==", x, literal(20, 30))] };
    default:
      return { op: "all", xs: [cmp("<", x, c), cmp(">", x, int(-1))] };
  }
}

function cond(depth: number, vars: readonly string[]): Cond {
  switch (pick(depth <= 0 ? 2 : 6)) {
    case 0:
      return guard(vars);
    case 1:
      return cmp(one(["<", "<=", "==", "!=", ">=", ">"] as const), expr(1, vars), expr(1, vars));
    case 2:
      return { op: "in", set: "S", x: expr(depth - 1, vars) };
    case 3:
      return { op: "not", x: cond(depth - 1, vars) };
    default:
      return { op: one(["all", "any"] as const), xs: Array.from({ length: pick(4) }, () => cond(depth - 1, vars)) };
  }
}

function randomProgram(): Program {
  const params = pick(2) === 0 ? ["n"] : ["a", "b"];
  const wide = pick(2) === 0;
  const depth = wide ? 3 : 2;
  const vars = [...params];
  const outcome = pick(3) === 0;
  const value = (): Expr | Cond => (outcome ? cond(depth, vars) : expr(depth, vars));
  const body: Program["body"][number][] = [];
  for (let i = pick(4); i > 0; i--) {
    if (pick(2) === 0) body.push({ op: "return-if", cond: guard(vars), value: value() });
    // a let's value is clamped to ±5000, so that nesting it stays within the C++ types
    const name = `t${body.length}`;
    body.push({ op: "let", name, value: bin("min", bin("max", expr(depth, vars), int(-5000)), int(5000)) });
    vars.push(name);
  }
  body.push({ op: "return", value: value() });
  return {
    name: outcome ? "outcome" : "grundy",
    params,
    domain: params.map(() => pick(3)),
    returns: outcome ? "outcome" : "value",
    tables: { T: TABLE },
    sets: { S: SET },
    body,
    comment: ["A random program."],
    wide,
  };
}

const PROGRAMS = Array.from({ length: 60 }, randomProgram);
const INPUTS: bigint[][][] = PROGRAMS.map((p) =>
  p.params.length === 1 ? Array.from({ length: 160 }, (_, i) => [BigInt(p.domain[0]! + i)]) : Array.from({ length: 160 }, () => p.domain.map((d) => BigInt(d + pick(60)))),
);

function combined(language: Language): string {
  const parts = PROGRAMS.map((p, i) => {
    const source = writeCode(p, language);
    if (language === "cpp") return `namespace r${i} {\n${source}}`;
    if (language === "ts") return `const r${i} = (() => {\n${source.replace(/^export /m, "")}return ${p.name};\n})() as (...xs: bigint[]) => unknown;`;
    return `def _make${i}():\n${source.replace(/^(?=.)/gm, "    ")}    return ${p.name}\n_r${i} = _make${i}()`;
  });
  const calls = PROGRAMS.map((p, i) => ({ i, arity: p.params.length, name: p.name }));
  if (language === "cpp") {
    const cases = calls.map(
      (c) => `      case ${c.i}: std::cin >> a${c.arity === 2 ? " >> b" : ""}; std::cout << r${c.i}::${c.name}(a${c.arity === 2 ? ", b" : ""}) << '\\n'; break;`,
    );
    return [
      ...parts,
      "#include <iostream>",
      "int main() {",
      "  int i;",
      "  long long a, b;",
      "  while (std::cin >> i) {",
      "    switch (i) {",
      ...cases,
      "    }",
      "  }",
      "}",
      "",
    ].join("\n");
  }
  if (language === "ts") {
    const table = `const _fs = [${calls.map((c) => `r${c.i}`).join(", ")}];`;
    const driver = [
      'import { readFileSync as _read } from "node:fs";',
      table,
      "const _out: string[] = [];",
      'for (const _line of _read(0, "utf8").trim().split("\\n")) {',
      '  const [_i, ..._xs] = _line.split(" ").map((s) => BigInt(s));',
      "  _out.push(String(_fs[Number(_i)]!(..._xs)));",
      "}",
      'process.stdout.write(_out.join("\\n") + "\\n");',
    ];
    return [...parts, ...driver, ""].join("\n");
  }
  const driver = [
    "import sys as _sys",
    `_fs = [${calls.map((c) => `_r${c.i}`).join(", ")}]`,
    "_out = []",
    "for _line in _sys.stdin:",
    "    _xs = [int(s) for s in _line.split()]",
    "    _out.append(str(_fs[_xs[0]](*_xs[1:])))",
    '_sys.stdout.write("\\n".join(_out) + "\\n")',
  ];
  return [...parts, ...driver, ""].join("\n");
}

describe("the writers on random programs", () => {
  const lines: string[] = [];
  const expected: string[] = [];
  PROGRAMS.forEach((p, i) => {
    for (const args of INPUTS[i]!) {
      lines.push([i, ...args].join(" "));
      expected.push(String(runProgram(p, args)));
    }
  });

  it.each<Language>(["cpp", "python", "ts"])("print %s that agrees with the interpreter on 60 random programs, 160 inputs each", (language) => {
    const got = runProgramText(language, combined(language), `${lines.join("\n")}\n`);
    const wrong = lines.flatMap((line, j) => (got[j] === expected[j] ? [] : [`program ${line.split(" ")[0]}: (${line}) gave ${got[j]}, the interpreter ${expected[j]}`]));
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
