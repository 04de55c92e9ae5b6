// Helpers of the pattern tests, written apart from grundy's own code: a brute-force mex of
// take-and-break codes and a tiny interpreter of the Program IR.
import type { Cond, Expr, Program, Stmt } from "../../src/pattern/code/program.js";

/** G(0) … G(count − 1) of the take-and-break code with digits d0.d1d2… (hexadecimal bits 1, 2, 4, 8), by the mex definition. */
export function bruteTakeBreak(digits: readonly number[], count: number): number[] {
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set<number>();
    for (let i = 1; i < digits.length && i <= n; i++) {
      const d = digits[i]!;
      const r = n - i;
      if (d & 1 && r === 0) seen.add(0);
      if (d & 2 && r > 0) seen.add(g[r]!);
      if (d & 4) for (let a = 1; 2 * a <= r; a++) seen.add(g[a]! ^ g[r - a]!);
      if (d & 8) for (let a = 1; 3 * a <= r; a++) for (let b = a; a + 2 * b <= r; b++) seen.add(g[a]! ^ g[b]! ^ g[r - a - b]!);
    }
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** G(0) … G(count − 1) of the subtraction game with set S. */
export function bruteSubtraction(set: readonly number[], count: number): number[] {
  const g: number[] = [];
  for (let n = 0; n < count; n++) {
    const seen = new Set(set.filter((s) => s <= n).map((s) => g[n - s]!));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** An expression's value (div and mod on the non-negative operands the laws use). */
function expr(e: Expr, env: Map<string, bigint>, p: Program): bigint {
  switch (e.op) {
    case "int":
      return e.value;
    case "var":
      return env.get(e.name)!;
    case "isqrt":
      throw new Error("isqrt not needed here");
    case "popcount": {
      let c = 0n;
      for (let x = expr(e.x, env, p); x > 0n; x >>= 1n) c += x & 1n;
      return c;
    }
    case "ctz": {
      let x = expr(e.x, env, p);
      let c = 0n;
      while ((x & 1n) === 0n) {
        x >>= 1n;
        c++;
      }
      return c;
    }
    case "at":
      return p.tables[e.table]![Number(expr(e.index, env, p))]!;
    case "if":
      return cond(e.cond, env, p) ? expr(e.then, env, p) : expr(e.else, env, p);
    default: {
      const a = expr(e.a, env, p);
      const b = expr(e.b, env, p);
      const ops = {
        "+": () => a + b,
        "-": () => a - b,
        "*": () => a * b,
        div: () => a / b,
        mod: () => a % b,
        xor: () => a ^ b,
        and: () => a & b,
        or: () => a | b,
        shl: () => a << b,
        shr: () => a >> b,
        min: () => (a < b ? a : b),
        max: () => (a > b ? a : b),
      };
      return ops[e.op]();
    }
  }
}

function cond(c: Cond, env: Map<string, bigint>, p: Program): boolean {
  switch (c.op) {
    case "not":
      return !cond(c.x, env, p);
    case "all":
      return c.xs.every((x) => cond(x, env, p));
    case "any":
      return c.xs.some((x) => cond(x, env, p));
    case "in":
      return p.sets[c.set]!.includes(expr(c.x, env, p));
    default: {
      const a = expr(c.a, env, p);
      const b = expr(c.b, env, p);
      return { "<": a < b, "<=": a <= b, "==": a === b, "!=": a !== b, ">=": a >= b, ">": a > b }[c.op];
    }
  }
}

const isCond = (x: Expr | Cond): x is Cond => ["<", "<=", "==", "!=", ">=", ">", "not", "all", "any", "in"].includes(x.op);

/** Runs a one-parameter program at n: a bigint for `returns: "value"`, true (P) / false (N) for outcomes. */
export function runProgram(p: Program, n: bigint): bigint | boolean {
  const env = new Map<string, bigint>([[p.params[0]!, n]]);
  const value = (v: Expr | Cond): bigint | boolean => (isCond(v) ? cond(v, env, p) : expr(v, env, p));
  const step = (s: Stmt): void => {
    if (s.op === "let" || s.op === "set") env.set(s.name, expr(s.value, env, p));
    else if (s.op === "while") while (cond(s.cond, env, p)) s.body.forEach(step);
  };
  for (const s of p.body) {
    if (s.op === "let" || s.op === "set" || s.op === "while") step(s);
    else if (s.op === "return-if") {
      if (cond(s.cond, env, p)) return value(s.value);
    } else return value(s.value);
  }
  throw new Error("the program ends without return");
}

/** A seeded generator of integers 0 … k − 1 (xorshift32). */
export function seeded(seed: number): (k: number) => number {
  let x = seed >>> 0 || 1;
  return (k) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % k;
  };
}
