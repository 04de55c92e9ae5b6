// Coordinate games typed in one line (CGSuite's coordinate rulesets): the moves are vectors
// subtracted from a position of d non-negative coordinates. This file reads the vectors and
// conditions (the grammar below) into rules; ./moves.ts lists the moves.
import { InputError } from "../../errors.js";

/**
 * A linear form c + K·k + L·l in the free steps k and l (integer coefficients).
 */
export interface Linear {
  readonly c: number;
  readonly k: number;
  readonly l: number;
}

/** One component of a vector: a constant (`var` null, `coef` the constant) or coef·k or coef·l, coef ≥ 1. */
export interface CoordComponent {
  readonly var: "k" | "l" | null;
  readonly coef: number;
}

/** A vector of the rules: its components and the free steps it uses. */
export interface CoordVector {
  readonly text: string;
  readonly components: readonly CoordComponent[];
  readonly vars: readonly ("k" | "l")[];
}

/** A condition on the free steps, `|k-l|<2`: applies to every vector that uses all of its variables. */
export interface CoordCondition {
  readonly text: string;
  readonly vars: readonly ("k" | "l")[];
  readonly left: { readonly abs: boolean; readonly form: Linear };
  readonly op: "<" | "<=" | ">" | ">=" | "=" | "!=";
  readonly right: { readonly abs: boolean; readonly form: Linear };
}

/** The rules of a coordinate game: its vectors, conditions and dimension. */
export interface CoordRules {
  /** The rules written canonically (items separated by one space), as `coord("…", …)` prints them. */
  readonly code: string;
  /** The number of coordinates of a position (every vector's length). */
  readonly dimension: number;
  readonly vectors: readonly CoordVector[];
  readonly conditions: readonly CoordCondition[];
}

/** The largest constant or coefficient a code may write. */
export const MAX_COORD_CONSTANT = 1 << 20;
/** The most coordinates a position may have. */
export const MAX_COORD_DIMENSION = 8;

const OPS = ["<=", ">=", "!=", "<", ">", "="] as const;

/** An InputError at a column of the code (1-based). */
const fail = (expected: string, got: string, column: number): never => {
  throw new InputError(expected, got, { column });
};

function integer(text: string, column: number, what: string): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n > MAX_COORD_CONSTANT) fail(`${what} (an integer from 0 to ${MAX_COORD_CONSTANT})`, text, column);
  return n;
}

/** A component `3`, `k`, `2l`. */
function component(text: string, column: number): CoordComponent {
  const m = /^(\d*)([kl]?)$/.exec(text);
  if (!m || text === "") return fail("a component: an integer, k, l, or a multiple such as 2k", text, column);
  if (m[2] === "") return { var: null, coef: integer(m[1]!, column, "a component") };
  const coef = m[1] === "" ? 1 : integer(m[1]!, column, "a coefficient");
  if (coef < 1) fail("a coefficient ≥ 1 before k or l", text, column);
  return { var: m[2] as "k" | "l", coef };
}

function vector(text: string, column: number): CoordVector {
  const components: CoordComponent[] = [];
  let at = 0;
  for (const part of text.split(",")) {
    components.push(component(part, column + at));
    at += part.length + 1;
  }
  if (components.every((c) => c.var === null && c.coef === 0)) fail("a vector that is not zero (a move must take something)", text, column);
  const vars = (["k", "l"] as const).filter((v) => components.some((c) => c.var === v));
  return { text, components, vars };
}

/** A linear form `k-l`, `2k+1`, `-l+3`. */
function linear(text: string, column: number): Linear {
  if (text === "") return fail("a linear form in k and l, such as k-l", text, column);
  const form = { c: 0, k: 0, l: 0 };
  const re = /([+-]?)(\d*)([kl]?)/y;
  let i = 0;
  while (i < text.length) {
    re.lastIndex = i;
    const m = re.exec(text)!;
    if (m[0] === "" || (m[2] === "" && m[3] === "") || (i > 0 && m[1] === "")) fail("a term such as 2, k, 3l, each after + or -", text.slice(i), column + i);
    const sign = m[1] === "-" ? -1 : 1;
    const n = m[2] === "" ? 1 : integer(m[2]!, column + i, "a number");
    if (m[3] === "") form.c += sign * n;
    else form[m[3] as "k" | "l"] += sign * n;
    i += m[0].length;
  }
  return form;
}

function side(text: string, column: number): { abs: boolean; form: Linear } {
  if (text.startsWith("|")) {
    if (!text.endsWith("|") || text.length < 3) return fail("a closing | of an absolute value", text, column);
    return { abs: true, form: linear(text.slice(1, -1), column + 1) };
  }
  return { abs: false, form: linear(text, column) };
}

function condition(text: string, column: number): CoordCondition {
  let at = -1;
  let op: CoordCondition["op"] = "<";
  for (let i = 0; i < text.length && at < 0; i++) {
    const found = OPS.find((o) => text.startsWith(o, i));
    if (found) [at, op] = [i, found];
  }
  if (at < 0) return fail("a condition such as |k-l|<2 (one of < <= > >= = !=)", text, column);
  const left = side(text.slice(0, at), column);
  const right = side(text.slice(at + op.length), column + at + op.length);
  const vars = (["k", "l"] as const).filter((v) => left.form[v] !== 0 || right.form[v] !== 0);
  if (vars.length === 0) fail("a condition on k or l", text, column);
  return { text, vars, left, op, right };
}

/**
 * Reads a coordinate game's rules: vectors and conditions separated by spaces.
 *
 * Grammar (items are separated by white space; no spaces inside an item):
 *
 *     rules      := item (" " item)*
 *     item       := vector | condition
 *     vector     := component ("," component)*          every vector has the same length d ≥ 1
 *     component  := INT | [INT] ("k" | "l")             a constant, or a multiple ≥ 1 of a free step
 *     condition  := side OP side                        an item holding one of < <= > >= = != (or |)
 *     side       := linear | "|" linear "|"
 *     linear     := ["+" | "-"] term (("+" | "-") term)*
 *     term       := INT | [INT] ("k" | "l")
 *
 * The free steps k and l stand for any integers ≥ 1, independently in each vector; a
 * condition restricts the vectors that use every step it names (so `|k-l|<2` leaves `k,0`
 * alone and restricts `k,l`). A move subtracts one vector from the position, every coordinate
 * staying ≥ 0. `k,0 0,k k,k` is Wythoff's game; `k,0 0,k k,l |k-l|<2` Fraenkel's generalised
 * Wythoff game with m = 2; `1,0 2,0 0,1 0,3` a subtraction game on two heaps.
 *
 * @param code - the rules
 * @returns them, with their canonical code
 * @throws InputError naming the token and its column in the code (1-based)
 * @example parseCoordRules("k,0 0,k k,k").dimension // 2
 */
export function parseCoordRules(code: string): CoordRules {
  const vectors: CoordVector[] = [];
  const conditions: CoordCondition[] = [];
  for (const m of code.matchAll(/\S+/g)) {
    const column = m.index + 1;
    if (/[<>=!|]/.test(m[0])) conditions.push(condition(m[0], column));
    else {
      const v = vector(m[0], column);
      const d = vectors[0]?.components.length ?? v.components.length;
      if (v.components.length !== d) fail(`a vector of ${d} components, as the first`, m[0], column);
      if (d > MAX_COORD_DIMENSION) fail(`a vector of at most ${MAX_COORD_DIMENSION} components`, m[0], column);
      vectors.push(v);
    }
  }
  if (vectors.length === 0) fail("at least one vector, such as k,0 0,k k,k", code.trim(), 1);
  for (const c of conditions) {
    if (!vectors.some((v) => c.vars.every((x) => v.vars.includes(x))))
      fail(`a condition on steps some vector uses (${c.vars.join(" and ")} together)`, c.text, code.indexOf(c.text) + 1);
  }
  const items = [...vectors.map((v) => v.text), ...conditions.map((c) => c.text)];
  return { code: items.join(" "), dimension: vectors[0]!.components.length, vectors, conditions };
}

const value = (form: Linear, k: number, l: number): number => form.c + form.k * k + form.l * l;

/** Whether the steps k, l satisfy a condition (numbers: the steps of a small position). */
export function holds(c: CoordCondition, k: number, l: number): boolean {
  const a = value(c.left.form, k, l);
  const b = value(c.right.form, k, l);
  const x = c.left.abs ? Math.abs(a) : a;
  const y = c.right.abs ? Math.abs(b) : b;
  switch (c.op) {
    case "<":
      return x < y;
    case "<=":
      return x <= y;
    case ">":
      return x > y;
    case ">=":
      return x >= y;
    case "=":
      return x === y;
    default:
      return x !== y;
  }
}

const valueBig = (form: Linear, k: bigint, l: bigint): bigint => BigInt(form.c) + BigInt(form.k) * k + BigInt(form.l) * l;

/** {@link holds} for steps of any size, exactly. */
export function holdsBig(c: CoordCondition, k: bigint, l: bigint): boolean {
  const abs = (x: bigint): bigint => (x < 0n ? -x : x);
  const a = valueBig(c.left.form, k, l);
  const b = valueBig(c.right.form, k, l);
  const x = c.left.abs ? abs(a) : a;
  const y = c.right.abs ? abs(b) : b;
  switch (c.op) {
    case "<":
      return x < y;
    case "<=":
      return x <= y;
    case ">":
      return x > y;
    case ">=":
      return x >= y;
    case "=":
      return x === y;
    default:
      return x !== y;
  }
}

/** The conditions that restrict a vector: those whose steps it all uses. */
export function conditionsOf(rules: CoordRules, v: CoordVector): CoordCondition[] {
  return rules.conditions.filter((c) => c.vars.every((x) => v.vars.includes(x)));
}
