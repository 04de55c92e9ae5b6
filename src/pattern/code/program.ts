/*
 * A law as a tiny program that every code writer prints (one file a language: python.ts,
 * cpp.ts, typescript.ts). Integers are exact and unbounded in the program; a writer picks its types
 * (Python int, TypeScript bigint, C++ long long with __int128 where a product needs it: see
 * `wide`). No floating point anywhere: a Beatty or ratio law uses `isqrt`.
 */

/**
 * An integer expression. `div` and `mod` are floor division and its remainder (Python's `//`
 * and `%`: for a positive modulus the remainder is in [0, modulus)); `shl` and `shr` shift by a
 * non-negative count (`shr` floors); `and`, `or`, `xor` act on two's complement. The reference
 * is `runProgram` (./evaluate.ts).
 */
export type Expr =
  | { op: "int"; value: bigint }
  | { op: "var"; name: string }
  | { op: "+" | "-" | "*" | "div" | "mod" | "xor" | "and" | "or" | "shl" | "shr" | "min" | "max"; a: Expr; b: Expr }
  /** ⌊√x⌋ for x ≥ 0, exact. */
  | { op: "isqrt"; x: Expr }
  /** popcount(x) for x ≥ 0. */
  | { op: "popcount"; x: Expr }
  /** The 2-adic valuation of x > 0 (count of trailing zero bits). */
  | { op: "ctz"; x: Expr }
  /** table[name][index] for 0 ≤ index < its length (tables are constants of the program). */
  | { op: "at"; table: string; index: Expr }
  /** cond ? then : else */
  | { op: "if"; cond: Cond; then: Expr; else: Expr };

/** A condition. */
export type Cond =
  | { op: "<" | "<=" | "==" | "!=" | ">=" | ">"; a: Expr; b: Expr }
  | { op: "not"; x: Cond }
  | { op: "all" | "any"; xs: Cond[] }
  /** index ∈ set[name] (a constant sorted list of integers). */
  | { op: "in"; set: string; x: Expr };

/**
 * One statement: `let name = e`, `if (cond) return e`, the final `return e`, or the loop's two:
 * `set name = e` (a let assigned again) and `while (cond) { body }`, whose body holds lets, sets
 * and loops but no return (a let in a loop's body is read only inside it).
 */
export type Stmt =
  | { op: "let"; name: string; value: Expr }
  | { op: "return-if"; cond: Cond; value: Expr | Cond }
  | { op: "return"; value: Expr | Cond }
  | { op: "set"; name: string; value: Expr }
  | { op: "while"; cond: Cond; body: readonly Stmt[] };

/**
 * A standalone function. `returns: "value"` gives an integer (`grundy(n)`, `grundy(a, b)`);
 * `returns: "outcome"` gives "P" or "N" from conditions (`outcome(n)`): a `value` that is a Cond
 * is P when true. Parameters are non-negative integers; `domain` is the least each may be.
 *
 * Well-formed (./checkProgram.ts): parameters, lets, tables and sets have distinct names, each
 * an identifier of all three languages (a letter, then letters, digits and single underscores,
 * not a keyword nor a helper the writers print); a variable is read after its let and in its
 * scope; a `set` assigns a let in scope; tables are not empty and sets strictly increasing; the
 * body ends with its only `return`.
 */
export interface Program {
  name: "grundy" | "outcome";
  params: readonly string[];
  domain: readonly number[];
  returns: "value" | "outcome";
  /** Constant integer tables, by name. */
  tables: Readonly<Record<string, readonly bigint[]>>;
  /** Constant sorted integer sets, by name (for `in`). */
  sets: Readonly<Record<string, readonly bigint[]>>;
  body: readonly Stmt[];
  /** One comment line a statement of the law, printed at the top ("Kayles: period 12 from n = 71; proven by …"). */
  comment: readonly string[];
  /**
   * Whether some product in the body can pass 2^63 for inputs below 2^63 (then a C++ writer
   * computes in __int128); a law whose arithmetic stays below 2^63 sets false.
   */
  wide: boolean;
}
