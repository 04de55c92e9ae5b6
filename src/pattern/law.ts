/*
 * The laws `grundy pattern` finds: plain data, one member a kind. The detectors (one file a
 * kind of law) work on value arrays and tables and know no game; the code writers
 * (./code/) turn a law into a standalone function through its {@link Program}.
 *
 * Indices: a one-variable law speaks of v(n) for n ≥ `from` (heaps from 0, Euclid's piles from
 * 1); a two-variable law of v(a, b) for a ≥ `from[0]`, b ≥ `from[1]`. Values are Grundy values
 * (numbers: laws are found on computed tables), or outcomes: a value 0 is a P-position.
 */

/** How far a law is known to hold. */
export type LawStatus =
  /** a theorem's conditions were checked on the values: the law holds for every n */
  | "proven"
  /** checked on every value computed (`from` … `verifiedTo`), not proven past it */
  | "verified"
  /** no law of the catalogue holds on the range */
  | "none";

/** What every law says of its own standing. */
export interface LawBase {
  status: LawStatus;
  /** The last index (for two variables: the last a and b) on which the law was checked against every value. */
  verifiedTo: number | readonly [number, number];
  /** For a proven law, the theorem and its conditions as checked ("periodicity theorem (t = 2, k = 2): v(n + 12) = v(n) for 71 ≤ n < B = …"); null otherwise. */
  proof: string | null;
  /** Whether the law speaks of the Grundy value or only of the outcome (P when the value is 0). */
  of: "value" | "outcome";
}

/**
 * v(n) for n ≥ preperiod: v(n) = table[n0 + ((n − n0) mod p) − from] + s·⌊(n − n0)/p⌋,
 * n0 = preperiod, p = period, s = saltus; below n0 (n ≥ from): table[n − from].
 * Periodic when s = 0, arithmetic-periodic when s > 0.
 */
export interface PeriodicLaw extends LawBase {
  kind: "periodic" | "arithmetic-periodic";
  from: number;
  preperiod: number;
  period: number;
  saltus: number;
  /** v(from) … v(preperiod + period − 1). */
  table: readonly number[];
}

/**
 * Ruler regularity (Grossman & Nowakowski): the detector's file (ruler.ts) documents the exact
 * form it reads; `table` (v(from) … v(preperiod + period − 1)) and the integers in `params`
 * (saltus, residue, alpha, c, a, b) are all a code writer needs through the law's {@link Program}.
 */
export interface RulerLaw extends LawBase {
  kind: "ruler";
  from: number;
  preperiod: number;
  period: number;
  table: readonly number[];
  params: Readonly<Record<string, number>>;
}

/** One closed form of a small documented catalogue (n, n mod k, ⌊n/k⌋, ν₂(n), popcount parity, …), checked on the whole range. */
export interface FormulaLaw extends LawBase {
  kind: "formula";
  from: number;
  /** The catalogue's name of the form, e.g. "mod", "div", "identity", "ruler-2adic", "odious". */
  form: string;
  /** Its integer parameters, e.g. { k: 3 }. */
  params: Readonly<Record<string, number>>;
  /** How people write it, e.g. "n mod 3". */
  text: string;
}

/** Outcome: n ≥ preperiod is P exactly when n mod period is in `residues`; below it, P exactly for `exceptions`' complement rule: the P-positions below preperiod are listed. */
export interface ResidueOutcomeLaw extends LawBase {
  kind: "outcome-residues";
  from: number;
  preperiod: number;
  period: number;
  residues: readonly number[];
  /** The P-positions n with from ≤ n < preperiod. */
  earlyP: readonly number[];
}

/**
 * A quadratic irrational α = (p + q·√d) / r, with d > 1 square-free, r > 0: exact. φ = (1 + √5)/2
 * is { p: 1, q: 1, d: 5, r: 2 }.
 */
export interface QuadraticIrrational {
  p: bigint;
  q: bigint;
  d: bigint;
  r: bigint;
}

/** Outcome: the P-positions are exactly ⌊k·α⌋ + shift for k ≥ firstK (α > 1 a quadratic irrational, exact). */
export interface BeattyOutcomeLaw extends LawBase {
  kind: "outcome-beatty";
  from: number;
  alpha: QuadraticIrrational;
  /** P-positions are ⌊k·α⌋ + shift, k ≥ firstK. */
  shift: number;
  /** The first k: 1, or 0 when n = shift (k = 0) is a P-position too. */
  firstK: 0 | 1;
  /** The continued fraction read off the values, for the report. */
  continuedFraction: readonly number[];
}

/** Outcome: the P-positions are a finite set (every n past the last is N). */
export interface FiniteOutcomeLaw extends LawBase {
  kind: "outcome-finite";
  from: number;
  positions: readonly number[];
}

/** What is known when no law of the catalogue holds on the range (as for Grundy's game). */
export interface NoLaw extends LawBase {
  kind: "none";
  status: "none";
  from: number;
  /** The largest value and where it first occurs. */
  largest: { value: number; at: number };
  /** The values by how often they occur, rarest first (at most 16). */
  counts: readonly { value: number; count: number }[];
  /** When the values have no law but their zeros do: the outcome law of the P-positions. */
  outcome?: Law1;
}

/** A law of one variable. */
export type Law1 = PeriodicLaw | RulerLaw | FormulaLaw | ResidueOutcomeLaw | BeattyOutcomeLaw | FiniteOutcomeLaw | NoLaw;

/** v(a, b) = f(a) ⊕ g(b): a sum in disguise. */
export interface SumLaw extends LawBase {
  kind: "sum";
  f: Law1;
  g: Law1;
}

/** For each row a (fixed first coordinate) in the table: v(a, b + period) = v(a, b) + saltus for b ≥ start (Wythoff's rows: saltus = period). */
export interface RowsLaw extends LawBase {
  kind: "rows-additive";
  /** "rows": a fixed, b varies; "columns": b fixed. */
  along: "rows" | "columns";
  from: readonly [number, number];
  /**
   * The lines covered, consecutive from the first: `index` is the fixed coordinate, `start`
   * the least other coordinate from which the period holds (absolute, like `from`), and
   * `table` the values from the line's first cell (from[1] for rows) to start + period − 1.
   */
  rows: readonly { index: number; period: number; saltus: number; start: number; table: readonly number[] }[];
}

/** Outcome: P exactly at the Beatty pairs (⌊kα⌋, ⌊kβ⌋), k ≥ 0, and their mirrors (Wythoff: α = φ, β = φ²). */
export interface BeattyPairsLaw extends LawBase {
  kind: "outcome-beatty-pairs";
  from: readonly [number, number];
  alpha: QuadraticIrrational;
  beta: QuadraticIrrational;
  /** The continued-fraction digits of α the table pins down, for the report. */
  continuedFraction: readonly number[];
}

/** Outcome: with x = min(a, b), y = max(a, b) and x ≥ 1: P exactly when x < y < α·x (Euclid: α = φ); `equalIsP` says what a = b is. */
export interface RatioLaw extends LawBase {
  kind: "outcome-ratio";
  from: readonly [number, number];
  alpha: QuadraticIrrational;
  equalIsP: boolean;
}

/**
 * Outcome: P exactly when (c·a + d·b) mod m is in `residues` (a ≡ b mod 3: c = 1, d = 2,
 * m = 3, residues [0]; 0 ≤ c, d < m). Modulus 0 means no reduction: P exactly when c·a + d·b
 * is in `residues`, finitely many lines (two-heap Nim, a = b: c = 1, d = −1, residues [0]).
 */
export interface LinesLaw extends LawBase {
  kind: "outcome-lines";
  from: readonly [number, number];
  coefficients: readonly [number, number];
  modulus: number;
  residues: readonly number[];
}

/**
 * v(a, b) for a, b ≥ 1 is a fold over the quotients q_1 … q_m of Euclid's algorithm on
 * (max(a, b), min(a, b)) (the continued fraction of max / min): a state t starts at `start`
 * and each quotient q, taken from the last to the first (`order` "last-first") or from the
 * first to the last ("first-last"), makes t ← t + delta[(min(q, cap) − 1)·modulus + (t mod
 * modulus)]; v is the final t. With `from` = [0, 0], a pile of 0 gives `zero`; with [1, 1] the
 * law speaks of positive piles only (`zero` null). Euclid's suspense: cap 2, modulus 2,
 * delta [1, 1, 1, 2], start 0, last-first.
 */
export interface QuotientFoldLaw extends LawBase {
  kind: "quotient-fold";
  from: readonly [number, number];
  zero: number | null;
  order: "last-first" | "first-last";
  /** K: quotients ≥ K act alike (1, 2 or 3). */
  cap: number;
  /** M: the step reads t mod M (1 or 2). */
  modulus: number;
  start: number;
  /** δ(c, r) at (c − 1)·modulus + r, for c = min(q, cap) in 1 … cap and r in 0 … modulus − 1. */
  delta: readonly number[];
}

/** No two-variable law found: what is known. */
export interface NoLaw2 extends LawBase {
  kind: "none";
  status: "none";
  from: readonly [number, number];
  largest: { value: number; at: readonly [number, number] };
  /** Whether v(a, b) = v(b, a) wherever both are computed. */
  symmetric: boolean;
}

/** A law of two variables. */
export type Law2 = (SumLaw | RowsLaw | BeattyPairsLaw | RatioLaw | LinesLaw | QuotientFoldLaw | NoLaw2) & {
  /** v(a, b) = v(b, a) on the whole square the table covers. */
  symmetric?: boolean;
  /** For a law of the values (sum, rows, quotient fold, none): the law of their zeros (the P-positions) when one holds. */
  outcome?: Law2;
};

/** A law of one or two variables. */
export type Law = Law1 | Law2;
