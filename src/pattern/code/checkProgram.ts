/*
 * The shape a Program must have before anything runs or prints it: every name a valid
 * identifier in Python, C++ and TypeScript and defined once, every variable defined before
 * it is read and read in its scope (a let in a loop's body only inside it), every `set` of a
 * let, every table and set known, one final `return`, values of the kind `returns`
 * says. A malformed program is a bug of the detector that built it: a ProgramError, never
 * a wrong answer.
 */
import type { Cond, Expr, Program, Stmt } from "./program.js";

/** A program that is malformed, or an operation of it that has no value (ctz(0), an index out of range). */
export class ProgramError extends Error {
  override name = "ProgramError";
}

const COND_OPS: ReadonlySet<string> = new Set(["<", "<=", "==", "!=", ">=", ">", "not", "all", "any", "in"]);

/** Whether a statement's value is a condition (else an integer expression). */
export function isCond(x: Expr | Cond): x is Cond {
  return COND_OPS.has(x.op);
}

/**
 * Names a program may not use: the keywords of the three languages, the builtins the
 * printed code calls, and the helpers the writers emit (isqrt, popcount, …).
 */
const RESERVED: ReadonlySet<string> = new Set(
  [
    // Python
    "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield",
    "bin min max frozenset int len print str sys tuple range abs sum set list type object id input map open math",
    // C++
    "alignas alignof and_eq asm auto bitand bitor bool case catch char char8_t char16_t char32_t compl concept const constexpr const_cast consteval constinit decltype default delete do double dynamic_cast enum explicit export extern false float friend goto inline long mutable namespace new noexcept not_eq nullptr operator or_eq private protected public register reinterpret_cast requires short signed sizeof static static_assert static_cast struct switch template this thread_local throw true typedef typeid typename union unsigned using virtual void volatile wchar_t xor_eq main std",
    // TypeScript
    "debugger extends function instanceof null super typeof var let implements interface package yield arguments eval undefined NaN Infinity BigInt Number Set Math readonly declare any number string boolean bigint never unknown",
    // the writers' helpers and the program names
    "isqrt popcount ctz floordiv floormod min2 max2 in_set grundy outcome grundy_wide outcome_wide",
  ]
    .join(" ")
    .split(" "),
);

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

function checkName(name: string, what: string, taken: Set<string>): void {
  if (!IDENTIFIER.test(name) || name.includes("__")) throw new ProgramError(`${what} "${name}" is not an identifier (a letter, then letters, digits and single underscores)`);
  if (RESERVED.has(name)) throw new ProgramError(`${what} "${name}" is reserved in one of the languages the program is printed in`);
  if (taken.has(name)) throw new ProgramError(`${what} "${name}" is defined twice`);
  taken.add(name);
}

/** The variables defined so far, and the program's tables and sets. */
interface Scope {
  vars: ReadonlySet<string>;
  program: Program;
}

function checkExpr(e: Expr, scope: Scope): void {
  switch (e.op) {
    case "int":
      if (typeof e.value !== "bigint") throw new ProgramError(`an int holds a bigint, got ${typeof e.value}`);
      return;
    case "var":
      if (!scope.vars.has(e.name)) throw new ProgramError(`variable "${e.name}" is read before it is defined`);
      return;
    case "isqrt":
    case "popcount":
    case "ctz":
      checkExpr(e.x, scope);
      return;
    case "at":
      if (!Object.hasOwn(scope.program.tables, e.table)) throw new ProgramError(`unknown table "${e.table}"`);
      checkExpr(e.index, scope);
      return;
    case "if":
      checkCond(e.cond, scope);
      checkExpr(e.then, scope);
      checkExpr(e.else, scope);
      return;
    default:
      if (isCond(e as Expr | Cond)) throw new ProgramError(`a condition (${e.op}) where an integer expression was expected`);
      if (!("a" in e) || !("b" in e)) throw new ProgramError(`unknown expression op "${(e as { op: string }).op}"`);
      checkExpr(e.a, scope);
      checkExpr(e.b, scope);
  }
}

function checkCond(c: Cond, scope: Scope): void {
  switch (c.op) {
    case "not":
      checkCond(c.x, scope);
      return;
    case "all":
    case "any":
      for (const x of c.xs) checkCond(x, scope);
      return;
    case "in":
      if (!Object.hasOwn(scope.program.sets, c.set)) throw new ProgramError(`unknown set "${c.set}"`);
      checkExpr(c.x, scope);
      return;
    default:
      if (!isCond(c)) throw new ProgramError(`an integer expression (${(c as { op: string }).op}) where a condition was expected`);
      checkExpr(c.a, scope);
      checkExpr(c.b, scope);
  }
}

function checkValue(value: Expr | Cond, scope: Scope): void {
  const cond = isCond(value);
  if (cond !== (scope.program.returns === "outcome")) {
    throw new ProgramError(
      `a program that returns ${scope.program.returns === "outcome" ? "an outcome returns conditions" : "a value returns integer expressions"}, got ${value.op}`,
    );
  }
  if (cond) checkCond(value, scope);
  else checkExpr(value, scope);
}

/** Checks a loop's body: lets (read only inside it), sets of lets in scope, loops; no return. */
function checkLoopBody(body: readonly Stmt[], program: Program, vars: Set<string>, lets: Set<string>, taken: Set<string>): void {
  const scope: Scope = { vars, program };
  for (const s of body) {
    if (s.op === "let") {
      checkExpr(s.value, scope);
      checkName(s.name, "variable", taken);
      vars.add(s.name);
      lets.add(s.name);
    } else if (s.op === "set") {
      if (!lets.has(s.name)) throw new ProgramError(`set of "${s.name}", which is not a variable defined by a let before it`);
      checkExpr(s.value, scope);
    } else if (s.op === "while") {
      checkCond(s.cond, scope);
      checkLoopBody(s.body, program, new Set(vars), new Set(lets), taken);
    } else throw new ProgramError(`a ${String((s as { op: unknown }).op)} statement inside a loop (a loop's body holds lets, sets and loops)`);
  }
}

function checkBody(program: Program, vars: Set<string>, taken: Set<string>): void {
  const body: readonly Stmt[] = program.body;
  if (body.length === 0 || body[body.length - 1]!.op !== "return") throw new ProgramError("the body does not end with a return");
  const scope: Scope = { vars, program };
  const lets = new Set<string>();
  body.forEach((s, i) => {
    if (s.op === "let" || s.op === "set" || s.op === "while") {
      // a let or set at the top level reads and defines as in a loop's body, in the top scope
      checkLoopBody([s], program, vars, lets, taken);
      return;
    }
    if (s.op === "return" && i !== body.length - 1) throw new ProgramError(`a return before the end of the body (statement ${i + 1})`);
    if (s.op === "return-if") checkCond(s.cond, scope);
    else if (s.op !== "return") throw new ProgramError(`unknown statement op "${(s as { op: string }).op}"`);
    checkValue(s.value, scope);
  });
}

const CHECKED = new WeakSet<Program>();

/**
 * Checks a program's shape (see the file's comment); a program once checked is remembered.
 *
 * @throws ProgramError naming the first fault found
 */
export function checkProgram(program: Program): void {
  if (CHECKED.has(program)) return;
  if (program.returns !== "value" && program.returns !== "outcome") throw new ProgramError(`returns is "value" or "outcome", got "${String(program.returns)}"`);
  if (program.params.length === 0) throw new ProgramError("a program has at least one parameter");
  if (program.domain.length !== program.params.length) throw new ProgramError(`${program.params.length} parameters but ${program.domain.length} domain bounds`);
  for (const d of program.domain) if (!Number.isSafeInteger(d) || d < 0) throw new ProgramError(`a domain bound is a non-negative integer, got ${d}`);
  const taken = new Set<string>();
  for (const p of program.params) checkName(p, "parameter", taken);
  for (const [name, table] of Object.entries(program.tables)) {
    checkName(name, "table", taken);
    if (table.length === 0) throw new ProgramError(`table "${name}" is empty`);
  }
  for (const [name, set] of Object.entries(program.sets)) {
    checkName(name, "set", taken);
    for (let i = 1; i < set.length; i++) if (set[i - 1]! >= set[i]!) throw new ProgramError(`set "${name}" is not strictly increasing at position ${i}`);
  }
  checkBody(program, new Set(program.params), taken);
  CHECKED.add(program);
}
