// One game of a census: its values to the last heap (computed, or extended by a proven
// period), the period and its proof, the largest and rare values, the checksum.
import { createHash } from "node:crypto";
import { rareValues } from "../sequence/analyze.js";
import { findPeriod, heapTheorem, type Periodicity } from "../sequence/periodicity.js";
import { sparseSequence } from "../sequence/sparse.js";
import type { GrundyValues } from "../sequence/values.js";
import type { HeapRules } from "../heap/heapRules.js";
import type { CensusGame } from "./censusGames.js";

/** How many first values a result keeps (for comparison with published first values). */
export const FIRST_VALUES = 32;
/** How many rare heaps a result lists. */
export const RARE_LISTED = 100;
/** The first round of the computation; each next round has 4 times as many values. */
const FIRST_ROUND = 1 << 10;

/** What the census finds out about one game, computed to heap `to`. */
export interface CensusFacts {
  /** The last heap: the values are G(0) … G(to). */
  to: number;
  /** How many values the engine computed (the rest follow from a proven period). */
  computed: number;
  /** "proven": the periodicity theorem proves the period; "open": no proof up to `to`. */
  status: "proven" | "open";
  /** The proven period, or for an open game an apparent one (null when none appears). */
  period: number | null;
  preperiod: number | null;
  /** The largest n with G(n) ≠ G(n + period), or null (purely periodic, or no period). */
  lastException: number | null;
  /** For a proven period, how many values its proof needs (heaps 0 … needed − 1); else null. */
  needed: number | null;
  /** The proof in words, or "none up to N". */
  proof: string;
  /** The largest value among G(0) … G(to), and the first heap holding it. */
  largest: { value: number; at: number };
  /** The rare values: a value v is rare when popcount(v AND mask) is even; the first rare heaps with their values. */
  rare: { mask: number; count: number; heaps: [number, number][] };
  /** G(0) … G(31). */
  first: number[];
  /** "sha256:" and the SHA-256 of G(0) … G(to), each as 4 bytes little-endian. */
  checksum: string;
}

/**
 * The checksum of a sequence: SHA-256 of its values, each as an unsigned 32-bit
 * little-endian integer, written "sha256:<hex>".
 */
export function valuesChecksum(values: ArrayLike<number>): string {
  const bytes = Buffer.alloc(4 * values.length);
  for (let n = 0; n < values.length; n++) bytes.writeUInt32LE(values[n]!, 4 * n);
  return `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}

/** G(0) … G(to) from values that a proven period p from n0 extends: G(n) = G(n − p) for n ≥ n0 + p. */
function extendPeriodic(values: GrundyValues, period: Periodicity, to: number): GrundyValues {
  if (values.length >= to + 1) return values.length === to + 1 ? values : values.subarray(0, to + 1);
  const out = values instanceof Uint32Array ? new Uint32Array(to + 1) : new Uint16Array(to + 1);
  out.set(values);
  for (let n = values.length; n <= to; n++) out[n] = out[n - period.period]!;
  return out;
}

/**
 * The period that appears in values no theorem has proven periodic, when its agreement
 * G(n + p) = G(n) runs over at least the last quarter of the values; else null (a short
 * agreement at the end of an open game's values is no sign of a period).
 */
function apparentPeriod(values: GrundyValues, rules: HeapRules): Periodicity | null {
  const p = findPeriod(values, rules);
  return p !== null && values.length - p.period - p.preperiod >= values.length / 4 ? p : null;
}

/**
 * G(0) … G(to) of a heap game and its period: the sparse method in rounds of 2^10, 2^12, …
 * values, stopping as soon as the periodicity theorem proves a period (the values past it
 * are then the period's, with no more computing), else computed to the last heap.
 *
 * @param rules - the game
 * @param to - the last heap
 * @returns the values, how many were computed, and the period (proven, apparent or none)
 */
export function censusValues(rules: HeapRules, to: number): { values: GrundyValues; computed: number; period: Periodicity | null } {
  const theorem = heapTheorem(rules);
  let count = Math.min(to + 1, FIRST_ROUND);
  for (;;) {
    const values = sparseSequence(rules, count);
    if (theorem !== null) {
      const proven = findPeriod(values, rules, { provenOnly: true });
      if (proven) return { values: extendPeriodic(values, proven, to), computed: count, period: proven };
    }
    if (count === to + 1) return { values, computed: count, period: apparentPeriod(values, rules) };
    count = Math.min(to + 1, count * 4);
  }
}

const fmt = (n: number): string => n.toLocaleString("en-US");

/** The proof of a proven period in words: the theorem's bound and the heaps it checked. */
function proofText(rules: HeapRules, p: Periodicity): string {
  const t = heapTheorem(rules)!;
  const n1 = Math.max(p.preperiod, 1);
  const extra = t.unequal ? " + p" : "";
  return `G(n + ${p.period}) = G(n) for ${fmt(n1)} ≤ n < ${fmt(p.needed! - p.period)} = ${t.parts}·${n1} + ${t.parts - 1}·${p.period} + ${t.removed}${extra} (k = ${t.parts} heaps left, t = ${t.removed} removed): the periodicity theorem gives it for every n ≥ ${fmt(n1)}; heaps 0 … ${fmt(p.needed! - 1)} computed`;
}

/**
 * Computes one game of a census to heap `to`.
 *
 * @param game - the game (its rules)
 * @param to - the last heap
 * @returns the facts a result file holds about it
 */
export function censusFacts(game: Pick<CensusGame, "rules">, to: number): CensusFacts {
  const { values, computed, period } = censusValues(game.rules, to);
  const proven = period?.proven === true;
  let at = 0;
  for (let n = 1; n < values.length; n++) if (values[n]! > values[at]!) at = n;
  const rare = rareValues(values);
  const heaps: [number, number][] = rare.positions.slice(0, RARE_LISTED).map((n, i) => [n, rare.values[i]!]);
  return {
    to,
    computed,
    status: proven ? "proven" : "open",
    period: period?.period ?? null,
    preperiod: period?.preperiod ?? null,
    lastException: period?.lastException ?? null,
    needed: proven ? period.needed : null,
    proof: proven ? proofText(game.rules, period) : `none up to ${to}`,
    largest: { value: values[at] ?? 0, at },
    rare: { mask: rare.mask, count: rare.count, heaps },
    first: Array.from(values.subarray(0, FIRST_VALUES)),
    checksum: valuesChecksum(values),
  };
}
