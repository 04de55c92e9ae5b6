/*
 * One program's body as a single expression, so that two programs can be composed (the sum
 * law's f(a) ⊕ g(b)): `let`s are substituted into what follows them, `return-if`s become
 * nested conditionals, the parameter is renamed and the constant tables and sets prefixed.
 */
import type { Cond, Expr, Program } from "./code/program.js";
import { ifExpr } from "./programParts.js";

function renameExpr(e: Expr, env: ReadonlyMap<string, Expr>, prefix: string): Expr {
  switch (e.op) {
    case "int":
      return e;
    case "var": {
      const bound = env.get(e.name);
      if (bound === undefined) throw new RangeError(`program uses ${e.name} before it is bound`);
      return bound;
    }
    case "isqrt":
    case "popcount":
    case "ctz":
      return { op: e.op, x: renameExpr(e.x, env, prefix) };
    case "at":
      return { op: "at", table: prefix + e.table, index: renameExpr(e.index, env, prefix) };
    case "if":
      return ifExpr(renameCond(e.cond, env, prefix), renameExpr(e.then, env, prefix), renameExpr(e.else, env, prefix));
    default:
      return { op: e.op, a: renameExpr(e.a, env, prefix), b: renameExpr(e.b, env, prefix) };
  }
}

function renameCond(c: Cond, env: ReadonlyMap<string, Expr>, prefix: string): Cond {
  switch (c.op) {
    case "not":
      return { op: "not", x: renameCond(c.x, env, prefix) };
    case "all":
    case "any":
      return { op: c.op, xs: c.xs.map((x) => renameCond(x, env, prefix)) };
    case "in":
      return { op: "in", set: prefix + c.set, x: renameExpr(c.x, env, prefix) };
    default:
      return { op: c.op, a: renameExpr(c.a, env, prefix), b: renameExpr(c.b, env, prefix) };
  }
}

const CONDITIONS: ReadonlySet<string> = new Set(["<", "<=", "==", "!=", ">=", ">", "not", "all", "any", "in"]);

function valueExpr(v: Expr | Cond, env: ReadonlyMap<string, Expr>, prefix: string): Expr {
  if (CONDITIONS.has(v.op)) throw new RangeError("cannot inline an outcome program into a value");
  return renameExpr(v as Expr, env, prefix);
}

/**
 * The value a one-parameter value program returns, as one expression in `variable`, its
 * tables and sets renamed `prefix` + name.
 *
 * @throws RangeError for a program of two parameters or one that returns an outcome
 */
export function inlineBody(program: Program, prefix: string, variable: string): Expr {
  if (program.params.length !== 1 || program.returns !== "value") throw new RangeError("only a one-variable value program can be inlined");
  const env = new Map<string, Expr>([[program.params[0]!, { op: "var", name: variable }]]);
  const branches: { cond: Cond; value: Expr }[] = [];
  let last: Expr | null = null;
  for (const stmt of program.body) {
    if (stmt.op === "set" || stmt.op === "while") throw new RangeError("a program with a loop cannot be inlined into one expression");
    if (stmt.op === "let") env.set(stmt.name, renameExpr(stmt.value, env, prefix));
    else if (stmt.op === "return-if") branches.push({ cond: renameCond(stmt.cond, env, prefix), value: valueExpr(stmt.value, env, prefix) });
    else {
      last = valueExpr(stmt.value, env, prefix);
      break;
    }
  }
  if (last === null) throw new RangeError("program has no final return");
  let result: Expr = last;
  for (let i = branches.length - 1; i >= 0; i--) result = ifExpr(branches[i]!.cond, branches[i]!.value, result);
  return result;
}
