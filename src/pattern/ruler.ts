/*
 * Ruler regularity, after Grossman & Nowakowski ("A ruler regularity in hexadecimal games",
 * Games of No Chance 4, 2015), whose family is that of 0.2048. The paper's own definition was not
 * at hand when this was written: the exact form this detector reads was read off grundy's values
 * of 0.2048 (p = 13, s = 4, a = 8, b = 3, checked to n = 1600 in the tests):
 *
 *   v(n + p) = v(n) + s for every n ≥ n0 outside one residue class mod p, whose first member
 *   from n0 on is R (n0 ≤ R < n0 + p); on the class, n = R + p·k (k ≥ 0) and, with m = k + c:
 *     v(n) = α + s·k                          when m = 0 or m is a power of 2,
 *     v(n) = α + s·k − (a·2^ν₂(m) + b)        otherwise (ν₂ the 2-adic valuation, the ruler).
 *
 * The class's deviation from arithmetic periodicity grows with the ruler function ν₂(m).
 *
 * Checked against Grossman & Nowakowski as far as their text could be read (its abstract and
 * introduction, not its theorems): it reproduces their claim that 0.2048's nim-sequence is
 * neither periodic nor arithmetic-periodic but follows a ruler regularity; the parameters above
 * (period 13, saltus 4, the class, a = 8, b = 3) are grundy's reading of the values, not
 * figures taken from the paper, which the tests check against a brute force only.
 * params: saltus s, residue R, alpha α, offset c, a, b. The law is verified, never proven (no
 * theorem is implemented). The search: least p first (p ≤ maxPeriod, and at least 19 periods of
 * values, so that the ruler class has 19 members), then the least c (0 … 64).
 */
import type { Cond, Expr, Program, Stmt } from "./code/program.js";
import type { RulerLaw } from "./law.js";
import { bigints, bin, cmp, int, lawIndex, nu2, ref } from "./_internals/index.js";

/** Options of {@link findRulerLaw}. */
export interface RulerConstraints {
  /** The index of values[0]. @defaultValue 0 */
  from?: number;
  /** How many periods the other classes' agreement must cover. @defaultValue 2 */
  minRepeats?: number;
  /** The largest period tried (each costs a pass over the values' end). @defaultValue 1024 */
  maxPeriod?: number;
}

const isPow2OrZero = (m: number): boolean => (m & (m - 1)) === 0;

/** For each residue (index mod p), the least start from which values[i + p] − values[i] = s in that class. */
function classStarts(values: ArrayLike<number>, p: number, s: number): number[] {
  const N = values.length;
  const starts = new Array<number>(p).fill(-1);
  let open = p;
  for (let i = N - p - 1; i >= 0 && open > 0; i--) {
    const r = i % p;
    if (starts[r] === -1 && values[i + p]! - values[i]! !== s) {
      starts[r] = i + 1;
      open--;
    }
  }
  return starts.map((x, r) => (x === -1 ? r : x));
}

/** Fits α, c, a, b on the class values w[k] (k ≥ 0); null when no c ≤ 64 fits every k. */
function fitClass(w: readonly number[], s: number): { alpha: number; c: number; a: number; b: number } | null {
  for (let c = 0; c <= 64; c++) {
    const kOf = (m: number): number => m - c;
    const plain = [1, 2, 4, 8].map(kOf).find((k) => k >= 0 && k < w.length);
    const k3 = kOf(3);
    const k6 = kOf(6);
    if (plain === undefined || k3 < 0 || k6 >= w.length || kOf(12) >= w.length) continue;
    const alpha = w[plain]! - s * plain;
    const d3 = alpha + s * k3 - w[k3]!;
    const a = alpha + s * k6 - w[k6]! - d3;
    const b = d3 - a;
    if (a === 0 && b === 0) continue;
    let ok = true;
    for (let k = 0; k < w.length && ok; k++) {
      const m = k + c;
      const deficit = isPow2OrZero(m) ? 0 : a * 2 ** nu2(BigInt(m)) + b;
      ok = w[k] === alpha + s * k - deficit;
    }
    if (ok) return { alpha, c, a, b };
  }
  return null;
}

/**
 * The least-period ruler law of the form in this file's comment that holds on every value.
 *
 * @param values - v(from), v(from + 1), …
 * @param options - from, minRepeats
 * @returns the law (status "verified"), or null
 */
export function findRulerLaw(values: ArrayLike<number>, options: RulerConstraints = {}): RulerLaw | null {
  const from = options.from ?? 0;
  const repeats = options.minRepeats ?? 2;
  const N = values.length;
  const maxPeriod = options.maxPeriod ?? 1024;
  for (let p = 2; p <= maxPeriod && (repeats + 1) * p + 16 * p <= N; p++) {
    for (const s of new Set([values[N - 1]! - values[N - 1 - p]!, values[N - 2]! - values[N - 2 - p]!])) {
      if (s <= 0) continue;
      const starts = classStarts(values, p, s);
      const rho = starts.indexOf(starts.reduce((m, x) => Math.max(m, x), Number.NEGATIVE_INFINITY));
      const start = starts.reduce((m, x, r) => (r === rho ? m : Math.max(m, x)), 0);
      if (N - p - start < Math.max(repeats * p, p + 16)) continue;
      const first = start + ((((rho - start) % p) + p) % p);
      const w: number[] = [];
      for (let i = first; i < N; i += p) w.push(values[i]!);
      const fit = fitClass(w, s);
      if (!fit) continue;
      const table: number[] = [];
      for (let i = 0; i < start + p; i++) table.push(values[i]!);
      const params = { saltus: s, residue: from + first, ...fit };
      return { kind: "ruler", from, preperiod: from + start, period: p, table, params, status: "verified", verifiedTo: from + N - 1, proof: null, of: "value" };
    }
  }
  return null;
}

/** The law's integer parameters, checked present. */
function paramsOf(law: RulerLaw): { saltus: number; residue: number; alpha: number; c: number; a: number; b: number } {
  const { saltus, residue, alpha, c, a, b } = law.params;
  if ([saltus, residue, alpha, c, a, b].some((x) => x === undefined)) throw new Error("a ruler law needs params saltus, residue, alpha, c, a, b");
  return { saltus: saltus!, residue: residue!, alpha: alpha!, c: c!, a: a!, b: b! };
}

/**
 * v(n) by a ruler law, exact for any n ≥ from.
 *
 * @param law - the law
 * @param n - the index
 * @returns v(n)
 * @throws InputError when n is not an integer at least law.from
 */
export function evaluateRuler(law: RulerLaw, n: bigint | number): bigint {
  const big = lawIndex(n, law.from);
  const { saltus, residue, alpha, c, a, b } = paramsOf(law);
  const p = BigInt(law.period);
  if (big < BigInt(law.preperiod)) return BigInt(law.table[Number(big) - law.from]!);
  if (big >= BigInt(residue) && (big - BigInt(residue)) % p === 0n) {
    const k = (big - BigInt(residue)) / p;
    const m = k + BigInt(c);
    const deficit = m === 0n || (m & (m - 1n)) === 0n ? 0n : BigInt(a) * (1n << BigInt(nu2(m))) + BigInt(b);
    return BigInt(alpha) + BigInt(saltus) * k - deficit;
  }
  const d = big - BigInt(law.preperiod);
  return BigInt(law.table[law.preperiod - law.from + Number(d % p)]!) + BigInt(saltus) * (d / p);
}

/**
 * The law as a program: `grundy(n)` from the table T and the ruler class's formula.
 *
 * @param law - the law
 * @param comment - the comment lines
 * @returns the program
 */
export function rulerProgram(law: RulerLaw, comment: readonly string[] = []): Program {
  const { saltus, residue, alpha, c, a, b } = paramsOf(law);
  const n = ref("n");
  const p = int(law.period);
  const body: Stmt[] = [];
  if (law.preperiod > law.from) body.push({ op: "return-if", cond: cmp("<", n, int(law.preperiod)), value: { op: "at", table: "T", index: bin("-", n, int(law.from)) } });
  body.push({ op: "let", name: "d", value: bin("-", n, int(law.preperiod)) });
  body.push({ op: "let", name: "k", value: bin("div", ref("d"), p) });
  body.push({ op: "let", name: "m", value: bin("+", ref("k"), int(c)) });
  const plain: Cond = { op: "any", xs: [cmp("==", ref("m"), int(0)), cmp("==", bin("and", ref("m"), bin("-", ref("m"), int(1))), int(0))] };
  // biome-ignore lint/suspicious/noThenProperty: the Program IR names a conditional's branch "then"
  const deficit: Expr = { op: "if", cond: plain, then: int(0), else: bin("+", bin("*", int(a), bin("shl", int(1), { op: "ctz", x: ref("m") })), int(b)) };
  body.push({
    op: "return-if",
    cond: cmp("==", bin("mod", ref("d"), p), int(residue - law.preperiod)),
    value: bin("-", bin("+", int(alpha), bin("*", int(saltus), ref("k"))), deficit),
  });
  body.push({ op: "return", value: bin("+", { op: "at", table: "T", index: bin("+", int(law.preperiod - law.from), bin("mod", ref("d"), p)) }, bin("*", int(saltus), ref("k"))) });
  return {
    name: "grundy",
    params: ["n"],
    domain: [law.from],
    returns: "value",
    tables: { T: bigints(law.table) },
    sets: {},
    body,
    comment,
    wide: Math.abs(a) > law.period || saltus > law.period,
  };
}
