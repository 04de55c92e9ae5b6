// A plain interpreter of the pattern floor's Program (bigint throughout), so the tests can run
// the very program a code writer prints. It refuses what the IR leaves undefined: `div` or
// `mod` of a negative number, isqrt of a negative number, an index outside a table.
import { isqrt } from "../../src/arith/bigint.js";
import type { Cond, Expr, Program, Stmt } from "../../src/pattern/code/program.js";

type Env = Map<string, bigint>;

function expr(e: Expr, env: Env, p: Program): bigint {
  switch (e.op) {
    case "int":
      return e.value;
    case "var": {
      const v = env.get(e.name);
      if (v === undefined) throw new Error(`unbound ${e.name}`);
      return v;
    }
    case "isqrt": {
      const x = expr(e.x, env, p);
      if (x < 0n) throw new Error("isqrt of a negative number");
      return isqrt(x);
    }
    case "popcount":
      return BigInt(expr(e.x, env, p).toString(2).replace(/0/g, "").length);
    case "ctz": {
      const x = expr(e.x, env, p);
      return BigInt(x.toString(2).length - x.toString(2).lastIndexOf("1") - 1);
    }
    case "at": {
      const table = p.tables[e.table];
      const i = expr(e.index, env, p);
      if (table === undefined || i < 0n || i >= BigInt(table.length)) throw new Error(`index ${i} outside ${e.table}`);
      return table[Number(i)]!;
    }
    case "if":
      return cond(e.cond, env, p) ? expr(e.then, env, p) : expr(e.else, env, p);
    default: {
      const a = expr(e.a, env, p);
      const b = expr(e.b, env, p);
      switch (e.op) {
        case "+":
          return a + b;
        case "-":
          return a - b;
        case "*":
          return a * b;
        case "div":
        case "mod":
          if (a < 0n || b <= 0n) throw new Error(`${e.op} of ${a} by ${b}`);
          return e.op === "div" ? a / b : a % b;
        case "xor":
          return a ^ b;
        case "and":
          return a & b;
        case "or":
          return a | b;
        case "shl":
          return a << b;
        case "shr":
          return a >> b;
        case "min":
          return a < b ? a : b;
        case "max":
          return a < b ? b : a;
      }
    }
  }
}

function cond(c: Cond, env: Env, p: Program): boolean {
  switch (c.op) {
    case "not":
      return !cond(c.x, env, p);
    case "all":
      return c.xs.every((x) => cond(x, env, p));
    case "any":
      return c.xs.some((x) => cond(x, env, p));
    case "in":
      return (p.sets[c.set] ?? []).includes(expr(c.x, env, p));
    default: {
      const a = expr(c.a, env, p);
      const b = expr(c.b, env, p);
      return c.op === "<" ? a < b : c.op === "<=" ? a <= b : c.op === "==" ? a === b : c.op === "!=" ? a !== b : c.op === ">=" ? a >= b : a > b;
    }
  }
}

function isCond(v: Expr | Cond): v is Cond {
  return ["<", "<=", "==", "!=", ">=", ">", "not", "all", "any", "in"].includes(v.op);
}

/** The program's answer for the arguments: a bigint for a value program, true (P) / false (N) for an outcome program. */
export function runProgram(p: Program, args: readonly bigint[]): bigint | boolean {
  const env: Env = new Map(p.params.map((name, i) => [name, args[i]!]));
  const result = (v: Expr | Cond): bigint | boolean => (isCond(v) ? cond(v, env, p) : expr(v, env, p));
  const step = (s: Stmt): void => {
    if (s.op === "let" || s.op === "set") env.set(s.name, expr(s.value, env, p));
    else if (s.op === "while") while (cond(s.cond, env, p)) s.body.forEach(step);
  };
  for (const s of p.body) {
    if (s.op === "let" || s.op === "set" || s.op === "while") step(s);
    else if (s.op === "return") return result(s.value);
    else if (cond(s.cond, env, p)) return result(s.value);
  }
  throw new Error("program fell off its end");
}
