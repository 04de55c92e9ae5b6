/*
 * A small catalogue of closed forms, each checked on every value of the range, tried in this
 * order (least parameters first within a form):
 *
 *   identity      n + c             (c = v(from) − from)
 *   mod           n mod k           k = 2 … 64
 *   div           ⌊n/k⌋             k = 2 … 64
 *   ruler-2adic   ν₂(n) + c         n ≥ 1 (the ruler function when c = 1)
 *   lowbit        2^ν₂(n)           n ≥ 1
 *   popcount      popcount(n)
 *   odious        popcount(n) mod 2 (1 at the odious numbers, the Thue–Morse sequence)
 *   evil          1 − popcount(n) mod 2 (1 at the evil numbers)
 *
 * findLaw1 tries periodic and arithmetic-periodic laws first, so n + c, n mod k and ⌊n/k⌋ come
 * out there (as arithmetic-periodic with period 1, periodic with period k, arithmetic-periodic
 * with period k and saltus 1); the catalogue keeps them for callers that ask for a formula.
 */
import type { Expr, Program } from "./code/program.js";
import type { FormulaLaw } from "./law.js";
import { bin, int, lawIndex, nu2, ref } from "./_internals/index.js";

/** One form of the catalogue. */
interface Form {
  form: string;
  /** The parameter sets to try, least first. */
  params: (values: ArrayLike<number>, from: number) => Record<string, number>[];
  /** v(n) for a number n (n within the range). */
  at: (n: number, q: Record<string, number>) => number;
  /** v(n) exactly. */
  exact: (n: bigint, q: Record<string, number>) => bigint;
  /** The expression of n. */
  expr: (n: Expr, q: Record<string, number>) => Expr;
  text: (q: Record<string, number>) => string;
  /** The least n the form speaks of. */
  least: number;
}

const popcount = (n: bigint): number => {
  let c = 0;
  for (let x = n; x > 0n; x >>= 1n) c += Number(x & 1n);
  return c;
};
const ks = (): Record<string, number>[] => Array.from({ length: 63 }, (_, i) => ({ k: i + 2 }));
const none = (): Record<string, number>[] => [{}];
const pc = (n: Expr): Expr => ({ op: "popcount", x: n });

const FORMS: readonly Form[] = [
  {
    form: "identity",
    params: (v, from) => [{ c: v[0]! - from }],
    at: (n, q) => n + q.c!,
    exact: (n, q) => n + BigInt(q.c!),
    expr: (n, q) => bin("+", n, int(q.c!)),
    text: (q) => (q.c === 0 ? "n" : q.c! > 0 ? `n + ${q.c}` : `n − ${-q.c!}`),
    least: 0,
  },
  { form: "mod", params: ks, at: (n, q) => n % q.k!, exact: (n, q) => n % BigInt(q.k!), expr: (n, q) => bin("mod", n, int(q.k!)), text: (q) => `n mod ${q.k}`, least: 0 },
  { form: "div", params: ks, at: (n, q) => Math.floor(n / q.k!), exact: (n, q) => n / BigInt(q.k!), expr: (n, q) => bin("div", n, int(q.k!)), text: (q) => `⌊n/${q.k}⌋`, least: 0 },
  {
    form: "ruler-2adic",
    params: (v, from) => [{ c: v[0]! - nu2(BigInt(Math.max(from, 1))) }],
    at: (n, q) => nu2(BigInt(n)) + q.c!,
    exact: (n, q) => BigInt(nu2(n) + q.c!),
    expr: (n, q) => bin("+", { op: "ctz", x: n }, int(q.c!)),
    text: (q) => (q.c === 0 ? "ν₂(n)" : `ν₂(n) + ${q.c}`),
    least: 1,
  },
  {
    form: "lowbit",
    params: none,
    at: (n) => 2 ** nu2(BigInt(n)),
    exact: (n) => 1n << BigInt(nu2(n)),
    expr: (n) => bin("shl", int(1), { op: "ctz", x: n }),
    text: () => "2^ν₂(n)",
    least: 1,
  },
  { form: "popcount", params: none, at: (n) => popcount(BigInt(n)), exact: (n) => BigInt(popcount(n)), expr: (n) => pc(n), text: () => "popcount(n)", least: 0 },
  {
    form: "odious",
    params: none,
    at: (n) => popcount(BigInt(n)) % 2,
    exact: (n) => BigInt(popcount(n) % 2),
    expr: (n) => bin("mod", pc(n), int(2)),
    text: () => "popcount(n) mod 2",
    least: 0,
  },
  {
    form: "evil",
    params: none,
    at: (n) => 1 - (popcount(BigInt(n)) % 2),
    exact: (n) => BigInt(1 - (popcount(n) % 2)),
    expr: (n) => bin("-", int(1), bin("mod", pc(n), int(2))),
    text: () => "1 − popcount(n) mod 2",
    least: 0,
  },
];

/**
 * The first form of the catalogue (in the file's order, least parameters first) that equals
 * every value; at least 16 values are needed.
 *
 * @param values - v(from), v(from + 1), …
 * @param options - from (the index of values[0]) @defaultValue 0
 * @returns the law (status "verified"), or null
 */
export function findFormulaLaw(values: ArrayLike<number>, options: { from?: number } = {}): FormulaLaw | null {
  const from = options.from ?? 0;
  if (values.length < 16 || values.length === 0) return null;
  for (const f of FORMS) {
    if (from < f.least) continue;
    for (const q of f.params(values, from)) {
      let ok = true;
      for (let i = 0; i < values.length && ok; i++) ok = values[i] === f.at(from + i, q);
      if (ok) return { kind: "formula", from, form: f.form, params: q, text: f.text(q), status: "verified", verifiedTo: from + values.length - 1, proof: null, of: "value" };
    }
  }
  return null;
}

function formOf(law: FormulaLaw): Form {
  const f = FORMS.find((x) => x.form === law.form);
  if (!f) throw new Error(`no formula "${law.form}" in the catalogue`);
  return f;
}

/**
 * v(n) by a formula law, exact for any n ≥ from.
 *
 * @throws InputError when n is not an integer at least law.from
 */
export function evaluateFormula(law: FormulaLaw, n: bigint | number): bigint {
  return formOf(law).exact(lawIndex(n, law.from), law.params);
}

/** The law as a program: `grundy(n)` returns the formula. */
export function formulaProgram(law: FormulaLaw, comment: readonly string[] = []): Program {
  return {
    name: "grundy",
    params: ["n"],
    domain: [law.from],
    returns: "value",
    tables: {},
    sets: {},
    body: [{ op: "return", value: formOf(law).expr(ref("n"), law.params) }],
    comment,
    wide: false,
  };
}
