/*
 * The reference meaning of a Program: an exact interpreter in bigint. Every printed
 * function is tested against it, and a law's `holds` can run it.
 */
import { isqrt } from "../../arith/bigint.js";
import { checkProgram, ProgramError } from "./checkProgram.js";
import type { Cond, Expr, Program, Stmt } from "./program.js";

/** The variables of one run, and the program's constants. */
interface Env {
  vars: Map<string, bigint>;
  program: Program;
}

/** ⌊a / b⌋ for b ≠ 0 (bigint division truncates toward zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new ProgramError("division by zero");
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** a − b·⌊a / b⌋: in [0, b) for b > 0, in (b, 0] for b < 0. */
function floorMod(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new ProgramError("modulo by zero");
  const r = a % b;
  return r !== 0n && r < 0n !== b < 0n ? r + b : r;
}

function shiftCount(b: bigint): bigint {
  if (b < 0n) throw new ProgramError(`a shift by a negative count (${b})`);
  return b;
}

function binary(op: string, a: bigint, b: bigint): bigint {
  switch (op) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "div":
      return floorDiv(a, b);
    case "mod":
      return floorMod(a, b);
    case "xor":
      return a ^ b;
    case "and":
      return a & b;
    case "or":
      return a | b;
    case "shl":
      return a << shiftCount(b);
    case "shr":
      return a >> shiftCount(b);
    case "min":
      return a < b ? a : b;
    case "max":
      return a > b ? a : b;
    default:
      throw new ProgramError(`unknown expression op "${op}"`);
  }
}

function popcount(x: bigint): bigint {
  if (x < 0n) throw new ProgramError(`popcount of a negative number (${x})`);
  let count = 0n;
  for (const digit of x.toString(2)) if (digit === "1") count++;
  return count;
}

function ctz(x: bigint): bigint {
  if (x <= 0n) throw new ProgramError(`ctz of a number that is not positive (${x})`);
  // the lowest set bit alone, x & −x, is 2^ctz
  return BigInt((x & -x).toString(2).length - 1);
}

function evalExpr(e: Expr, env: Env): bigint {
  switch (e.op) {
    case "int":
      return e.value;
    case "var":
      return env.vars.get(e.name)!;
    case "isqrt": {
      const x = evalExpr(e.x, env);
      if (x < 0n) throw new ProgramError(`isqrt of a negative number (${x})`);
      return isqrt(x);
    }
    case "popcount":
      return popcount(evalExpr(e.x, env));
    case "ctz":
      return ctz(evalExpr(e.x, env));
    case "at": {
      const table = env.program.tables[e.table]!;
      const i = evalExpr(e.index, env);
      if (i < 0n || i >= BigInt(table.length)) throw new ProgramError(`index ${i} out of range for table "${e.table}" of length ${table.length}`);
      return table[Number(i)]!;
    }
    case "if":
      return evalCond(e.cond, env) ? evalExpr(e.then, env) : evalExpr(e.else, env);
    default:
      return binary(e.op, evalExpr(e.a, env), evalExpr(e.b, env));
  }
}

/** Whether x is in the strictly increasing list s (binary search). */
function member(s: readonly bigint[], x: bigint): boolean {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (s[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo < s.length && s[lo] === x;
}

function evalCond(c: Cond, env: Env): boolean {
  switch (c.op) {
    case "not":
      return !evalCond(c.x, env);
    case "all":
      return c.xs.every((x) => evalCond(x, env));
    case "any":
      return c.xs.some((x) => evalCond(x, env));
    case "in":
      return member(env.program.sets[c.set]!, evalExpr(c.x, env));
    default: {
      const a = evalExpr(c.a, env);
      const b = evalExpr(c.b, env);
      switch (c.op) {
        case "<":
          return a < b;
        case "<=":
          return a <= b;
        case "==":
          return a === b;
        case "!=":
          return a !== b;
        case ">=":
          return a >= b;
        default:
          return a > b;
      }
    }
  }
}

function result(value: Expr | Cond, env: Env): bigint | "P" | "N" {
  if (env.program.returns === "outcome") return evalCond(value as Cond, env) ? "P" : "N";
  return evalExpr(value as Expr, env);
}

/**
 * Runs a program exactly. Division and modulo are floor division and its remainder (Python's
 * `//` and `%`: for a positive modulus the remainder is in [0, modulus)); shifts are by a
 * non-negative count, `shr` floors; `and`, `or`, `xor` act on two's complement. A `while`
 * runs its body until its condition fails (a program's loops are its own to end).
 *
 * @param program - a well-formed program (checked on first use)
 * @param args - one integer a parameter, each at least its `domain` bound
 * @returns the integer (`returns: "value"`) or "P"/"N" (`returns: "outcome"`)
 * @throws ProgramError for a malformed program, a wrong argument list, or an operation without
 *   a value on these arguments: division by zero, an index out of its table, ctz of x ≤ 0,
 *   popcount or isqrt of x < 0, a negative shift count
 * @example runProgram({ name: "grundy", params: ["n"], domain: [0], returns: "value", tables: {}, sets: {},
 *   body: [{ op: "return", value: { op: "mod", a: { op: "var", name: "n" }, b: { op: "int", value: 3n } } }],
 *   comment: [], wide: false }, [7n]) // 1n
 */
export function runProgram(program: Program, args: readonly bigint[]): bigint | "P" | "N" {
  checkProgram(program);
  if (args.length !== program.params.length) throw new ProgramError(`${program.name} takes ${program.params.length} arguments, got ${args.length}`);
  const vars = new Map<string, bigint>();
  program.params.forEach((p, i) => {
    const v = args[i]!;
    if (v < BigInt(program.domain[i]!)) throw new ProgramError(`${p} = ${v} is below the domain's least value ${program.domain[i]}`);
    vars.set(p, v);
  });
  const env: Env = { vars, program };
  for (const s of program.body) {
    if (s.op === "let" || s.op === "set" || s.op === "while") run(s, env);
    else if (s.op === "return" || evalCond(s.cond, env)) return result(s.value, env);
  }
  throw new ProgramError("the body does not end with a return");
}

/** Runs a let, a set or a loop (a loop's body, which holds no return, until its condition fails). */
function run(s: Stmt, env: Env): void {
  if (s.op === "let" || s.op === "set") env.vars.set(s.name, evalExpr(s.value, env));
  else if (s.op === "while") {
    while (evalCond(s.cond, env)) for (const t of s.body) run(t, env);
  }
}
