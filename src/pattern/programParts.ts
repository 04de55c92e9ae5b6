/*
 * Small builders for the laws' programs (./code/program.ts): integer literals, variables,
 * and the two exact pieces every quadratic law needs, ⌊k·α⌋ and y < α·x, written with isqrt.
 */
import type { Cond, Expr } from "./code/program.js";
import type { QuadraticIrrational } from "./law.js";

/** An integer literal. */
export function int(value: bigint | number): Expr {
  return { op: "int", value: BigInt(value) };
}

/** A variable. */
export function ref(name: string): Expr {
  return { op: "var", name };
}

/** a op b. */
export function bin(op: "+" | "-" | "*" | "div" | "mod" | "xor" | "min" | "max", a: Expr, b: Expr): Expr {
  return { op, a, b };
}

/** a op b, a comparison. */
export function cmp(op: "<" | "<=" | "==" | "!=" | ">=" | ">", a: Expr, b: Expr): Cond {
  return { op, a, b };
}

/**
 * A condition that never holds: an empty "any", printed as the language's false (a comparison of
 * two constants such as `0n === 1n` is a type error under strict TypeScript).
 */
export const NEVER: Cond = { op: "any", xs: [] };

/** x·c, with the product left out when c = 1. */
function times(x: Expr, c: bigint): Expr {
  return c === 1n ? x : bin("*", x, int(c));
}

/**
 * ⌊k·α⌋ as an expression: (k·p + s·isqrt(k·k·q²·d) − [q < 0]) div r, s the sign of q. The
 * numerator is ⌊r·k·α⌋, non-negative when k·α ≥ 0, so `div` never sees a negative number;
 * for q < 0 it needs k ≥ 1 (⌊−x⌋ = −isqrt(x²) − 1 holds for irrational x only).
 */
export function floorTimesExpr(alpha: QuadraticIrrational, k: Expr): Expr {
  const qq = alpha.q * alpha.q * alpha.d;
  const root: Expr = { op: "isqrt", x: times(bin("*", k, k), qq) };
  const kp = alpha.p === 0n ? null : alpha.p > 0n ? times(k, alpha.p) : times(k, -alpha.p);
  let numerator: Expr;
  if (alpha.q > 0n) numerator = kp === null ? root : alpha.p > 0n ? bin("+", kp, root) : bin("-", root, kp);
  else {
    const negRoot = bin("+", root, int(1));
    numerator = kp === null ? bin("-", int(0), negRoot) : alpha.p > 0n ? bin("-", kp, negRoot) : bin("-", bin("-", int(0), kp), negRoot);
  }
  return alpha.r === 1n ? numerator : bin("div", numerator, int(alpha.r));
}

/**
 * y < α·x for x ≥ 1 as a condition on L = y·r − p·x (bound to `name` by the caller's `let`):
 * for q > 0, L < 0 or L² < x²·q²·d; for q < 0, L < 0 and L² > x²·q²·d.
 */
export function lessThanTimesCond(alpha: QuadraticIrrational, L: Expr, x: Expr): Cond {
  const right = times(bin("*", x, x), alpha.q * alpha.q * alpha.d);
  const square = bin("*", L, L);
  if (alpha.q > 0n) return { op: "any", xs: [cmp("<", L, int(0)), cmp("<", square, right)] };
  return { op: "all", xs: [cmp("<", L, int(0)), cmp(">", square, right)] };
}

/** L = y·r − p·x, the left side of {@link lessThanTimesCond}. */
export function ratioLeft(alpha: QuadraticIrrational, y: Expr, x: Expr): Expr {
  return bin("-", times(y, alpha.r), bin("*", x, int(alpha.p)));
}

/** cond ? yes : no, the IR's conditional expression. */
export function ifExpr(cond: Cond, yes: Expr, no: Expr): Expr {
  // biome-ignore lint/suspicious/noThenProperty: the Program IR names the branches of its conditional then/else
  return { op: "if", cond, then: yes, else: no };
}
