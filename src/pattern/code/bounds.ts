/*
 * Lower bounds of a program's expressions, read from the parameters' domain, the guards
 * passed (`if (n < 71) return …` leaves n ≥ 71), the lets' definitions and the bounds a loop
 * keeps on every pass (loopInvariant). A writer whose language truncates division (C++,
 * TypeScript's bigint) prints a plain `/` or `%` when the dividend is provably non-negative and
 * the divisor provably positive, and a floor helper otherwise. The bounds are sound, not sharp: null means unknown.
 */
import type { Cond, Expr, Program, Stmt } from "./program.js";

/** What is known at a point of the body: lower bounds of variables and the lets' definitions. */
export interface Knowledge {
  readonly program: Program;
  readonly lower: ReadonlyMap<string, bigint>;
  readonly defs: ReadonlyMap<string, Expr>;
}

/** What is known at the top of the body: each parameter is at least its domain bound. */
export function initialKnowledge(program: Program): Knowledge {
  return { program, lower: new Map(program.params.map((p, i) => [p, BigInt(program.domain[i]!)])), defs: new Map() };
}

/** Knowledge after `let name = value`. */
export function afterLet(k: Knowledge, name: string, value: Expr): Knowledge {
  const lower = new Map(k.lower);
  const lb = lowerBound(value, k);
  if (lb !== null) lower.set(name, lb);
  return { program: k.program, lower, defs: new Map(k.defs).set(name, value) };
}

/**
 * Knowledge after `set name = value`. Every definition is forgotten: one that reads `name`
 * no longer says what its variable holds.
 */
export function afterSet(k: Knowledge, name: string, value: Expr): Knowledge {
  const lower = new Map(k.lower);
  const lb = lowerBound(value, k);
  if (lb === null) lower.delete(name);
  else lower.set(name, lb);
  return { program: k.program, lower, defs: new Map() };
}

/** The names a list of statements sets, loops within included. */
export function namesSet(body: readonly Stmt[], into = new Set<string>()): Set<string> {
  for (const s of body) {
    if (s.op === "set") into.add(s.name);
    else if (s.op === "while") namesSet(s.body, into);
  }
  return into;
}

/** Knowledge at the end of a loop's body run once from `k` (`k` holds at its head). */
function throughBody(k: Knowledge, body: readonly Stmt[]): Knowledge {
  for (const s of body) {
    if (s.op === "let") k = afterLet(k, s.name, s.value);
    else if (s.op === "set") k = afterSet(k, s.name, s.value);
    else if (s.op === "while") k = assume(loopInvariant(k, s), s.cond, false);
  }
  return k;
}

/**
 * What holds at the head of `while (cond) { body }` entered with `k`, on every pass: the
 * lower bounds of the variables the body sets that each pass keeps (induction: a bound the
 * body restores from itself), none of the definitions. The loop's condition is not assumed;
 * past the loop, assume it false.
 */
export function loopInvariant(k: Knowledge, loop: Extract<Stmt, { op: "while" }>): Knowledge {
  const set = namesSet(loop.body);
  const lower = new Map(k.lower);
  for (;;) {
    const head: Knowledge = { program: k.program, lower, defs: new Map() };
    const end = throughBody(assume(head, loop.cond, true), loop.body);
    let kept = true;
    for (const name of set) {
      const lb = lower.get(name);
      const after = end.lower.get(name);
      if (lb !== undefined && (after === undefined || after < lb)) {
        lower.delete(name);
        kept = false;
      }
    }
    if (kept) return head;
  }
}

/** Knowledge where `c` is known to be `holds` (past `if (c) return …`: false; in a then-branch: true). */
export function assume(k: Knowledge, c: Cond, holds: boolean): Knowledge {
  const lower = new Map(k.lower);
  const raise = (name: string, lb: bigint): void => {
    const old = lower.get(name);
    if (old === undefined || old < lb) lower.set(name, lb);
  };
  // each condition that is known to hold; `all` true and `any` false split into their parts
  const work: { c: Cond; holds: boolean }[] = [{ c, holds }];
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    const x = item.c;
    if (x.op === "not") work.push({ c: x.x, holds: !item.holds });
    else if (x.op === "all" || x.op === "any") {
      if ((x.op === "all") === item.holds) for (const y of x.xs) work.push({ c: y, holds: item.holds });
    } else if ("a" in x) {
      const fact = varAtLeast(x.op, x.a, x.b, item.holds);
      if (fact) raise(fact.name, fact.lb);
    }
  }
  return { program: k.program, lower, defs: k.defs };
}

const NEGATE: Record<string, string> = { "<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "==" };
const MIRROR: Record<string, string> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=" };

/** The lower bound on a variable that `a op b` (or its negation) gives, when one side is a variable and the other an int. */
function varAtLeast(op: string, a: Expr, b: Expr, holds: boolean): { name: string; lb: bigint } | null {
  let o = holds ? op : NEGATE[op]!;
  let [v, c] = [a, b];
  if (v.op === "int" && c.op === "var") {
    [v, c] = [c, v];
    o = MIRROR[o]!;
  }
  if (v.op !== "var" || c.op !== "int") return null;
  if (o === ">=" || o === "==") return { name: v.name, lb: c.value };
  if (o === ">") return { name: v.name, lb: c.value + 1n };
  return null;
}

/** The expression a variable stands for when it is a let (followed through lets). */
function resolve(e: Expr, k: Knowledge): Expr {
  for (let i = 0; i < 64 && e.op === "var" && k.defs.has(e.name); i++) e = k.defs.get(e.name)!;
  return e;
}

function same(a: Expr, b: Expr, k: Knowledge): boolean {
  const x = resolve(a, k);
  const y = resolve(b, k);
  if (x.op === "var" && y.op === "var") return x.name === y.name;
  if (x.op === "int" && y.op === "int") return x.value === y.value;
  return x === y;
}

/** Whether a ≥ b is provable from the shapes alone: max(…, b) ≥ b, a ≥ min(a, …), max(p, q) ≥ min(p, q). */
function atLeast(a: Expr, b: Expr, k: Knowledge): boolean {
  const x = resolve(a, k);
  const y = resolve(b, k);
  if (x.op === "max" && (same(x.a, b, k) || same(x.b, b, k))) return true;
  if (y.op === "min" && (same(y.a, a, k) || same(y.b, a, k))) return true;
  if (x.op === "max" && y.op === "min") return (same(x.a, y.a, k) && same(x.b, y.b, k)) || (same(x.a, y.b, k) && same(x.b, y.a, k));
  return same(a, b, k);
}

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

function binaryBound(e: Extract<Expr, { a: Expr }>, k: Knowledge): bigint | null {
  const a = lowerBound(e.a, k);
  const b = lowerBound(e.b, k);
  switch (e.op) {
    case "+":
      return a !== null && b !== null ? a + b : null;
    case "-":
      if (a !== null && e.b.op === "int") return a - e.b.value;
      return atLeast(e.a, e.b, k) ? 0n : null;
    case "*":
      return a !== null && b !== null && a >= 0n && b >= 0n ? a * b : null;
    case "div":
      return a !== null && a >= 0n && b !== null && b > 0n ? 0n : null;
    case "mod":
      return b !== null && b > 0n ? 0n : null;
    case "and":
      return (a !== null && a >= 0n) || (b !== null && b >= 0n) ? 0n : null;
    case "or":
    case "xor":
    case "shr":
      return a !== null && a >= 0n && (e.op === "shr" || (b !== null && b >= 0n)) ? 0n : null;
    case "shl":
      return a !== null && a >= 0n ? a : null;
    case "min":
      return a !== null && b !== null ? min(a, b) : null;
    case "max":
      return a === null ? b : b === null ? a : a > b ? a : b;
  }
}

/** A lower bound of `e` under `k`, or null when none is known. */
export function lowerBound(e: Expr, k: Knowledge): bigint | null {
  switch (e.op) {
    case "int":
      return e.value;
    case "var":
      return k.lower.get(e.name) ?? null;
    case "isqrt":
    case "popcount":
    case "ctz":
      return 0n;
    case "at":
      return (k.program.tables[e.table] ?? []).reduce<bigint | null>((m, v) => (m === null ? v : min(m, v)), null);
    case "if": {
      const t = lowerBound(e.then, assume(k, e.cond, true));
      const f = lowerBound(e.else, assume(k, e.cond, false));
      return t !== null && f !== null ? min(t, f) : null;
    }
    default:
      return binaryBound(e, k);
  }
}

/** Whether `a div b` and `a mod b` may be printed as truncating division: a ≥ 0 and b > 0 provably. */
export function truncationIsFloor(a: Expr, b: Expr, k: Knowledge): boolean {
  const la = lowerBound(a, k);
  const lb = lowerBound(b, k);
  return la !== null && la >= 0n && lb !== null && lb > 0n;
}
