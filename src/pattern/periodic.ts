/*
 * Periodic and arithmetic-periodic laws: v(n + p) = v(n) + s for every n ≥ n0.
 *
 * What is reported (the rule of "least"): for p = 1, 2, … in turn, the agreement is followed
 * back from the end of the values, giving the least n0 for that p. A p holds with enough
 * repetition when the pairs (n, n + p) checked, N − p − n0 of them (N values from n0 on … the
 * end), number at least `minRepeats`·p and at least p + 16: at least two periods and a margin
 * past n0 by default, so that a coincidence over a short stretch is not reported. The least p
 * that holds is the period; the pure periodic laws (s = 0) are tried first over every p, and
 * only when none holds the arithmetic-periodic ones, s = v(N − 1) − v(N − 1 − p) > 0 being
 * set by p.
 */
import { findPeriodByTheorem } from "../sequence/periodicity.js";
import type { Program, Stmt } from "./code/program.js";
import type { PeriodicLaw } from "./law.js";
import { bigints, bin, cmp, int, lawIndex, ref } from "./_internals/index.js";
import { proofOf, type LawTheorem } from "./theorem.js";

/** Options of {@link findPeriodicLaw}. */
export interface PeriodicConstraints {
  /** The index of values[0]. @defaultValue 0 */
  from?: number;
  /** A theorem that may prove the law (it needs the values from 0). @defaultValue none */
  theorem?: LawTheorem | null;
  /** How many periods the agreement must cover (fractions allowed); at least p + 16 pairs always. @defaultValue 2 */
  minRepeats?: number;
  /** Whether to look for an arithmetic-periodic law when no periodic one holds. @defaultValue true */
  arithmetic?: boolean;
}

/** The least n0 with values[m + p] − values[m] = s for every m ≥ n0 (indices into values). */
function agreementStart(values: ArrayLike<number>, p: number, s: number): number {
  let m = values.length - p - 1;
  while (m >= 0 && values[m + p]! - values[m]! === s) m--;
  return m + 1;
}

/** The least arithmetic-periodic (p, n0, s > 0) that holds with enough repetition, as indices into values. */
function findArithmetic(values: ArrayLike<number>, repeats: number): { period: number; start: number; saltus: number } | null {
  const N = values.length;
  for (let p = 1; (repeats + 1) * p <= N && p + 17 <= N; p++) {
    const s = values[N - 1]! - values[N - 1 - p]!;
    if (s <= 0) continue;
    const start = agreementStart(values, p, s);
    const agree = N - p - start;
    if (agree >= repeats * p && agree >= p + 16) return { period: p, start, saltus: s };
  }
  return null;
}

/**
 * The least period, least preperiod and its saltus of values indexed from `from` (see the
 * file's comment for the rule), proven when `theorem` covers it.
 *
 * @param values - v(from), v(from + 1), …
 * @param options - from, theorem, minRepeats, arithmetic
 * @returns the law, or null when no period holds with enough repetition
 * @example findPeriodicLaw(kayles200, { theorem }) // { kind: "periodic", period: 12, preperiod: 71, status: "proven", … }
 */
export function findPeriodicLaw(values: ArrayLike<number>, options: PeriodicConstraints = {}): PeriodicLaw | null {
  const from = options.from ?? 0;
  const repeats = options.minRepeats ?? 2;
  const pure = findPeriodByTheorem(values, null, { minRepeats: repeats });
  const found = pure ? { period: pure.period, start: pure.preperiod, saltus: 0 } : options.arithmetic === false ? null : findArithmetic(values, repeats);
  if (!found) return null;
  const preperiod = from + found.start;
  const shape = { from, preperiod, period: found.period, saltus: found.saltus };
  const proof = proofOf(options.theorem, shape, values);
  const table: number[] = [];
  for (let i = 0; i < found.start + found.period; i++) table.push(values[i]!);
  return {
    kind: found.saltus === 0 ? "periodic" : "arithmetic-periodic",
    ...shape,
    table,
    status: proof ? "proven" : "verified",
    verifiedTo: from + values.length - 1,
    proof,
    of: "value",
  };
}

/**
 * v(n) by a periodic or arithmetic-periodic law, exact for any n ≥ from.
 *
 * @param law - the law
 * @param n - the index (bigint for n past 2^53)
 * @returns v(n)
 * @throws InputError when n is not an integer at least law.from
 */
export function evaluatePeriodic(law: PeriodicLaw, n: bigint | number): bigint {
  const big = lawIndex(n, law.from);
  if (big < BigInt(law.preperiod)) return BigInt(law.table[Number(big) - law.from]!);
  const d = big - BigInt(law.preperiod);
  const p = BigInt(law.period);
  return BigInt(law.table[law.preperiod - law.from + Number(d % p)]!) + BigInt(law.saltus) * (d / p);
}

/** The statements of a periodic law's body past its preperiod, reading table T (shared with the ruler law). */
export function periodicBody(law: { from: number; preperiod: number; period: number; saltus: number }): Stmt[] {
  const n = ref("n");
  const body: Stmt[] = [];
  if (law.preperiod > law.from) body.push({ op: "return-if", cond: cmp("<", n, int(law.preperiod)), value: { op: "at", table: "T", index: bin("-", n, int(law.from)) } });
  body.push({ op: "let", name: "d", value: bin("-", n, int(law.preperiod)) });
  const base = { op: "at", table: "T", index: bin("+", int(law.preperiod - law.from), bin("mod", ref("d"), int(law.period))) } as const;
  body.push({ op: "return", value: law.saltus === 0 ? base : bin("+", base, bin("*", int(law.saltus), bin("div", ref("d"), int(law.period)))) });
  return body;
}

/**
 * The law as a program: `grundy(n)` from the table T of v(from) … v(n0 + p − 1).
 *
 * @param law - the law
 * @param comment - the comment lines (the law described)
 * @returns the program
 */
export function periodicProgram(law: PeriodicLaw, comment: readonly string[] = []): Program {
  return { name: "grundy", params: ["n"], domain: [law.from], returns: "value", tables: { T: bigints(law.table) }, sets: {}, body: periodicBody(law), comment, wide: false };
}
