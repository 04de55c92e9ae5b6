// Small helpers the laws share: the index a user asks for, and the pieces of a Program.
import { InputError } from "../../errors.js";
import type { Cond, Expr } from "../code/program.js";

/**
 * n as a bigint, checked against the least index of a law.
 *
 * @throws InputError when n is not an integer at least `from`
 */
export function lawIndex(n: bigint | number, from: number): bigint {
  if (typeof n === "number" && !Number.isSafeInteger(n)) throw new InputError(`an integer n ≥ ${from}`, String(n));
  const big = BigInt(n);
  if (big < BigInt(from)) throw new InputError(`an integer n ≥ ${from}`, String(n));
  return big;
}

/** The integer constant x. */
export const int = (x: number | bigint): Expr => ({ op: "int", value: BigInt(x) });
/** The variable of that name. */
export const ref = (name: string): Expr => ({ op: "var", name });
/** a op b. */
export const bin = (op: "+" | "-" | "*" | "div" | "mod" | "xor" | "and" | "or" | "shl" | "shr" | "min" | "max", a: Expr, b: Expr): Expr => ({ op, a, b });
/** a op b as a condition. */
export const cmp = (op: "<" | "<=" | "==" | "!=" | ">=" | ">", a: Expr, b: Expr): Cond => ({ op, a, b });
/** The values of a table as bigints. */
export const bigints = (xs: readonly number[]): bigint[] => xs.map((x) => BigInt(x));

/** The 2-adic valuation of m > 0 (trailing zero bits). */
export function nu2(m: bigint): number {
  let k = 0;
  while ((m & 1n) === 0n) {
    m >>= 1n;
    k++;
  }
  return k;
}
