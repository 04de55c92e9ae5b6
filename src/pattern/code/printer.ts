/*
 * The part every code writer shares: printing expressions and conditions with as few
 * parentheses as the three languages allow alike, the walk over the body that carries what
 * the guards passed prove (./bounds.ts), the comment header and tables wrapped at 100 columns.
 * A language supplies its tokens and calls as a {@link Syntax}.
 *
 * Levels (higher binds tighter): 100 an atom (a name, a call, an index, a parenthesized
 * expression), 12 `*` `/` `%`, 11 `+` `-` (and a negative literal), 5 a bitwise operator or
 * shift (whose operands are always atoms, since C and Python rank them differently), 4 a
 * comparison, 3 `not`, 2 `and`, 1 `or` (never left bare inside `and`), 0 a conditional.
 */
import { afterLet, afterSet, assume, initialKnowledge, type Knowledge, loopInvariant, namesSet, truncationIsFloor } from "./bounds.js";
import type { Cond, Expr, Program, Stmt } from "./program.js";

/** Printed text and how tightly it binds. */
export interface Printed {
  text: string;
  level: number;
}

/** Parenthesizes `p` unless it binds at least as tightly as `level`. */
export function wrap(p: Printed, level: number): string {
  return p.level >= level ? p.text : `(${p.text})`;
}

export const atom = (text: string): Printed => ({ text, level: 100 });

/** A binary operator of the IR other than min and max. */
export type Infix = Exclude<Extract<Expr, { a: Expr }>["op"], "min" | "max">;

/** How one language writes what the IR says. */
export interface Syntax {
  /** An integer literal; `shifted` when it is the left operand of a shift (C++ widens it). */
  literal(value: bigint, shifted: boolean): Printed;
  /** The operator's token; `floor` for div and mod says whether truncation is floor here. */
  infix(op: Infix, floor: boolean): string | { call: string };
  /** A call of a helper or builtin (min2, isqrt, popcount, …) on printed arguments. */
  call(name: "min" | "max" | "isqrt" | "popcount" | "ctz", args: Printed[]): Printed;
  at(table: string, index: Printed): Printed;
  in(set: string, x: Printed): Printed;
  compare: Readonly<Record<"==" | "!=", string>>;
  not: string;
  and: string;
  or: string;
  true: string;
  false: string;
  conditional(cond: Printed, then: Printed, otherwise: Printed): Printed;
}

const LEVEL: Record<Infix, number> = { "+": 11, "-": 11, "*": 12, div: 12, mod: 12, xor: 5, and: 5, or: 5, shl: 5, shr: 5 };

/** Prints an expression under what is known at its place. */
export function printExpr(e: Expr, k: Knowledge, s: Syntax): Printed {
  switch (e.op) {
    case "int":
      return s.literal(e.value, false);
    case "var":
      return atom(e.name);
    case "isqrt":
    case "popcount":
    case "ctz":
      return s.call(e.op, [printExpr(e.x, k, s)]);
    case "at":
      return s.at(e.table, printExpr(e.index, k, s));
    case "if":
      return s.conditional(printCond(e.cond, k, s), printExpr(e.then, assume(k, e.cond, true), s), printExpr(e.else, assume(k, e.cond, false), s));
    case "min":
    case "max":
      return s.call(e.op, [printExpr(e.a, k, s), printExpr(e.b, k, s)]);
    default: {
      const token = s.infix(e.op, (e.op === "div" || e.op === "mod") && truncationIsFloor(e.a, e.b, k));
      const a = e.a.op === "int" ? s.literal(e.a.value, e.op === "shl" || e.op === "shr") : printExpr(e.a, k, s);
      const b = printExpr(e.b, k, s);
      if (typeof token !== "string") return atom(`${token.call}(${a.text}, ${b.text})`);
      const level = LEVEL[e.op];
      if (level === 5) return { text: `${wrap(a, 100)} ${token} ${wrap(b, 100)}`, level };
      return { text: `${wrap(a, level)} ${token} ${wrap(b, level + 1)}`, level };
    }
  }
}

/** Prints a condition under what is known at its place. */
export function printCond(c: Cond, k: Knowledge, s: Syntax): Printed {
  switch (c.op) {
    case "not":
      return { text: `${s.not}${wrap(printCond(c.x, k, s), 100)}`, level: 3 };
    case "all":
    case "any": {
      if (c.xs.length === 0) return atom(c.op === "all" ? s.true : s.false);
      const parts = c.xs.map((x) => printCond(x, k, s));
      if (parts.length === 1) return parts[0]!;
      const level = c.op === "all" ? 2 : 1;
      return { text: parts.map((p) => wrap(p, 3)).join(` ${c.op === "all" ? s.and : s.or} `), level };
    }
    case "in":
      return s.in(c.set, printExpr(c.x, k, s));
    default: {
      const token = c.op === "==" || c.op === "!=" ? s.compare[c.op] : c.op;
      return { text: `${wrap(printExpr(c.a, k, s), 11)} ${token} ${wrap(printExpr(c.b, k, s), 11)}`, level: 4 };
    }
  }
}

/**
 * One statement of the body as its parts, printed; a writer lays them out. A let that some
 * `set` assigns again is `mutable` (C++ and TypeScript declare it without const).
 */
export type PrintedStmt =
  | { op: "let"; name: string; value: Printed; mutable: boolean }
  | { op: "set"; name: string; value: Printed }
  | { op: "while"; cond: Printed; body: PrintedStmt[] }
  | { op: "return-if"; cond: Printed; value: Printed }
  | { op: "return"; value: Printed };

/** Prints statements from knowledge `k`; gives them and the knowledge after them. */
function printStmts(stmts: readonly Stmt[], k: Knowledge, s: Syntax, mutable: ReadonlySet<string>): { out: PrintedStmt[]; k: Knowledge } {
  const program = k.program;
  const out: PrintedStmt[] = [];
  const value = (v: Expr | Cond, at: Knowledge): Printed => (program.returns === "outcome" ? printCond(v as Cond, at, s) : printExpr(v as Expr, at, s));
  for (const st of stmts) {
    if (st.op === "let") {
      out.push({ op: "let", name: st.name, value: printExpr(st.value, k, s), mutable: mutable.has(st.name) });
      k = afterLet(k, st.name, st.value);
    } else if (st.op === "set") {
      out.push({ op: "set", name: st.name, value: printExpr(st.value, k, s) });
      k = afterSet(k, st.name, st.value);
    } else if (st.op === "while") {
      const head = loopInvariant(k, st);
      out.push({ op: "while", cond: printCond(st.cond, head, s), body: printStmts(st.body, assume(head, st.cond, true), s, mutable).out });
      k = assume(head, st.cond, false);
    } else if (st.op === "return-if") {
      out.push({ op: "return-if", cond: printCond(st.cond, k, s), value: value(st.value, assume(k, st.cond, true)) });
      k = assume(k, st.cond, false);
    } else out.push({ op: "return", value: value(st.value, k) });
  }
  return { out, k };
}

/** Prints the body statement by statement, carrying what each guard passed and each loop proves. */
export function printBody(program: Program, s: Syntax): PrintedStmt[] {
  return printStmts(program.body, initialKnowledge(program), s, namesSet(program.body)).out;
}

/**
 * A printed body as lines: `layout` writes one statement that is not a loop; `loop` writes a
 * loop's opening and closing lines around its body, indented one `unit` further.
 */
export function layoutBody(
  body: readonly PrintedStmt[],
  indent: string,
  unit: string,
  layout: (st: Exclude<PrintedStmt, { op: "while" }>, indent: string) => string[],
  loop: (cond: Printed) => { open: string; close: string | null },
): string[] {
  return body.flatMap((st) => {
    if (st.op !== "while") return layout(st, indent);
    const { open, close } = loop(st.cond);
    return [`${indent}${open}`, ...layoutBody(st.body, indent + unit, unit, layout, loop), ...(close === null ? [] : [`${indent}${close}`])];
  });
}

/** The names a body reads (variables, parameters), for the writers that must mark the unread ones. */
export function namesRead(program: Program): Set<string> {
  const read = new Set<string>();
  const work: (Expr | Cond)[] = [];
  const statements = (body: readonly Stmt[]): void => {
    for (const st of body) {
      if (st.op === "return-if") work.push(st.cond, st.value);
      else if (st.op === "while") {
        work.push(st.cond);
        statements(st.body);
      } else work.push(st.value);
    }
  };
  statements(program.body);
  for (let x = work.pop(); x !== undefined; x = work.pop()) {
    if (x.op === "var") read.add(x.name);
    else if (x.op === "if") work.push(x.cond, x.then, x.else);
    else if (x.op === "not") work.push(x.x);
    else if (x.op === "all" || x.op === "any") for (const y of x.xs) work.push(y);
    else if (x.op === "in" || x.op === "isqrt" || x.op === "popcount" || x.op === "ctz") work.push(x.x);
    else if (x.op === "at") work.push(x.index);
    else if ("a" in x) work.push(x.a, x.b);
  }
  return read;
}

/**
 * The header every printed file starts with: the program's comment lines, then a line saying
 * grundy pattern wrote it and what the function takes and gives. `prefix` is "//" or "#".
 */
export function header(program: Program, prefix: string): string[] {
  const call = `${program.name}(${program.params.join(", ")})`;
  const domain = program.params.map((p, i) => `${p} >= ${program.domain[i]}`).join(", ");
  const gives = program.returns === "outcome" ? '"P" or "N"' : "the Grundy value";
  const lines = [...program.comment.flatMap((c) => c.split("\n")), `Written by grundy pattern: ${call} for integers ${domain} gives ${gives}.`];
  // a C++ line comment ending in a backslash would swallow the next line
  return lines.map((l) => `${prefix} ${l.replace(/\\+\s*$/, "")}`.trimEnd());
}

/**
 * A list of items as lines of at most `width` columns after `indent`, items separated by ", "
 * and each line but the last ending in ",".
 */
export function wrapItems(items: readonly string[], indent: string, width = 100): string[] {
  const lines: string[] = [];
  let line = "";
  for (const item of items) {
    if (line !== "" && indent.length + line.length + 2 + item.length + 1 > width) {
      lines.push(`${indent}${line},`);
      line = item;
    } else line = line === "" ? item : `${line}, ${item}`;
  }
  if (line !== "") lines.push(`${indent}${line}`);
  return lines;
}

/**
 * A constant list as `open items close` on one line when it fits in 100 columns, else the
 * opening line, the items wrapped and indented (the last with a trailing comma too), and the
 * closing line. `items` is not empty.
 */
export function constantList(open: string, items: readonly string[], close: string, indent: string): string[] {
  const one = `${open}${items.join(", ")}${close}`;
  if (one.length <= 100) return [one];
  const lines = wrapItems(items, indent);
  lines[lines.length - 1] += ",";
  return [open.trimEnd(), ...lines, close.trimStart()];
}

/** How a language declares a program's constants: its tables (ordered lists) and sets. */
export interface ConstantSyntax {
  /** The indentation of wrapped items. */
  readonly indent: string;
  /** One item of the named table or set. @throws ProgramError when it does not fit the language's type */
  item(name: string, v: bigint): string;
  /** The opening and the closing of a table of `count` items. */
  table(name: string, count: number): readonly [string, string];
  /** The opening and the closing of a non-empty set. */
  set(name: string): readonly [string, string];
  /** The whole declaration of an empty set. */
  emptySet(name: string): string;
}

/**
 * The declarations of a program's tables, then its sets, each as {@link constantList} lays it
 * out (one line when it fits, else wrapped), in the language `syntax` describes.
 */
export function constantLines(program: Program, syntax: ConstantSyntax): string[] {
  const out: string[] = [];
  for (const [name, table] of Object.entries(program.tables)) {
    const [open, close] = syntax.table(name, table.length);
    for (const line of constantList(
      open,
      table.map((v) => syntax.item(name, v)),
      close,
      syntax.indent,
    ))
      out.push(line);
  }
  for (const [name, set] of Object.entries(program.sets)) {
    if (set.length === 0) out.push(syntax.emptySet(name));
    else {
      const [open, close] = syntax.set(name);
      for (const line of constantList(
        open,
        set.map((v) => syntax.item(name, v)),
        close,
        syntax.indent,
      ))
        out.push(line);
    }
  }
  return out;
}
