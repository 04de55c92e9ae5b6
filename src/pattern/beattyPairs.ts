/*
 * The Beatty-pairs outcome law: the P-positions are exactly (A_k, B_k) = (⌊k·α⌋, ⌊k·β⌋),
 * k ≥ 0, and their mirrors (B_k, A_k), with 1 < α < β quadratic irrationals. Wythoff's game:
 * α = φ = (1 + √5)/2, β = φ² = α + 1. Fraenkel's generalised Wythoff game with parameter m
 * (take from one pile, or k and l from both with |k − l| < m): B_n = A_n + m·n, so
 * α = (2 − m + √(m² + 4))/2 = [1; m, m, …] and β = α + m.
 *
 * Deciding (a, b) exactly, x = min(a, b), y = max(a, b): α < β gives A_k ≤ B_k, so (a, b) is
 * a P-position exactly when (x, y) = (A_k, B_k) for some k. For x = 0 that is k = 0, y = 0
 * (α > 1 makes A_k ≥ 1 for k ≥ 1). For x ≥ 1, x = ⌊k·α⌋ means x/α ≤ k < (x + 1)/α, and
 * x/α is irrational, so the one candidate is k = ⌊x/α⌋ + 1 = ⌊x·(1/α)⌋ + 1; then
 * P ⟺ ⌊k·α⌋ = x and ⌊k·β⌋ = y. Three isqrt floors, exact for any piles.
 */
import type { Program } from "./code/program.js";
import { continuedFractionText } from "./beatty.js";
import { identifyQuadratic } from "./identifyQuadratic.js";
import type { BeattyPairsLaw } from "./law.js";
import { bin, cmp, floorTimesExpr, int, ref } from "./programParts.js";
import { floorTimes, quadraticText, reciprocal, wideLimit } from "./quadratic.js";
import { checkTable2, lastCell, type Table2 } from "./table2.js";

/** The pairs (A_k, B_k) with A_k ≤ B_k < size seen in the table's square from (0, 0), by k; null when they are not pairs of increasing sequences. */
function observedPairs(isP: Uint8Array, table: Table2, size: number): [number, number][] | null {
  const pairs: [number, number][] = [];
  for (let a = 0; a < size; a++) {
    let found = -1;
    for (let b = a; b < size; b++) {
      if (isP[a * table.cols + b] === 0) continue;
      if (found >= 0) return null;
      found = b;
    }
    if (found >= 0) pairs.push([a, found]);
  }
  for (let k = 1; k < pairs.length; k++) if (pairs[k]![1] <= pairs[k - 1]![1]) return null;
  return pairs;
}

/**
 * The Beatty-pairs law of an outcome table (isP[i·cols + j] = 1 when (a0 + i, b0 + j) is a
 * P-position), when the table starts at (0, 0), its P-positions are exactly the pairs and
 * mirrors on the whole table, and the pairs pin α and β down (./identifyQuadratic.ts).
 *
 * @returns the law, or null
 */
export function findBeattyPairs(table: Table2, isP: Uint8Array): BeattyPairsLaw | null {
  checkTable2(table);
  if (table.from[0] !== 0 || table.from[1] !== 0) return null;
  const size = Math.min(table.rows, table.cols);
  const pairs = observedPairs(isP, table, size);
  if (pairs === null || pairs.length < 4 || pairs[0]![0] !== 0 || pairs[0]![1] !== 0) return null;
  const rest = pairs.slice(1);
  const alpha = identifyQuadratic(rest.map(([a], i) => ({ k: BigInt(i + 1), floor: BigInt(a) })));
  const beta = identifyQuadratic(rest.map(([, b], i) => ({ k: BigInt(i + 1), floor: BigInt(b) })));
  if (alpha === null || beta === null || floorTimes(alpha.alpha, 1n) < 1n) return null;
  const law: BeattyPairsLaw = {
    kind: "outcome-beatty-pairs",
    status: "verified",
    verifiedTo: lastCell(table),
    proof: null,
    of: "outcome",
    from: [0, 0],
    alpha: alpha.alpha,
    beta: beta.alpha,
    continuedFraction: alpha.digits.map(Number),
  };
  return matchesEveryCell(law, table, isP) ? law : null;
}

/** Whether the law's P-positions are exactly the table's: the pairs are generated once and marked. */
function matchesEveryCell(law: BeattyPairsLaw, table: Table2, isP: Uint8Array): boolean {
  const { rows, cols } = table;
  const expected = new Uint8Array(rows * cols);
  const reach = Math.max(rows, cols);
  for (let k = 0n; ; k++) {
    const A = Number(floorTimes(law.alpha, k));
    if (A >= reach) break;
    const B = Number(floorTimes(law.beta, k));
    if (B < A) return false;
    if (A < rows && B < cols) expected[A * cols + B] = 1;
    if (B < rows && A < cols) expected[B * cols + A] = 1;
  }
  for (let i = 0; i < expected.length; i++) if (expected[i] !== (isP[i] === 0 ? 0 : 1)) return false;
  return true;
}

/**
 * Whether (a, b) is a P-position under the law (see the top of this file). Exact for any piles.
 *
 * @example evaluateBeattyPairs(wythoff, 5n, 3n) // true: (3, 5) = (⌊2φ⌋, ⌊2φ²⌋)
 */
export function evaluateBeattyPairs(law: BeattyPairsLaw, a: bigint, b: bigint): boolean {
  const x = a < b ? a : b;
  const y = a < b ? b : a;
  if (x === 0n) return y === 0n;
  const k = floorTimes(reciprocal(law.alpha), x) + 1n;
  return floorTimes(law.alpha, k) === x && floorTimes(law.beta, k) === y;
}

/** The law in plain lines. */
export function describeBeattyPairs(law: BeattyPairsLaw): string {
  return [
    `P-positions: (⌊k·α⌋, ⌊k·β⌋) for k ≥ 0 and their mirrors`,
    `α = ${quadraticText(law.alpha)} = ${continuedFractionText(law.continuedFraction)}, β = ${quadraticText(law.beta)}`,
  ].join("\n");
}

/**
 * The law as a program `outcome(a, b)`: x = min, y = max; x = 0 is P exactly when y = 0;
 * else k = ⌊x/α⌋ + 1 and P exactly when ⌊k·α⌋ = x and ⌊k·β⌋ = y.
 */
export function beattyPairsProgram(law: BeattyPairsLaw): Program {
  const [x, y, k] = [ref("x"), ref("y"), ref("k")];
  const limit = [wideLimit(law.alpha), wideLimit(law.beta)].reduce((p, q) => (p < q ? p : q));
  return {
    name: "outcome",
    params: ["a", "b"],
    domain: [0, 0],
    returns: "outcome",
    tables: {},
    sets: {},
    body: [
      { op: "let", name: "x", value: bin("min", ref("a"), ref("b")) },
      { op: "let", name: "y", value: bin("max", ref("a"), ref("b")) },
      { op: "return-if", cond: cmp("==", x, int(0)), value: cmp("==", y, int(0)) },
      { op: "let", name: "k", value: bin("+", floorTimesExpr(reciprocal(law.alpha), x), int(1)) },
      { op: "return", value: { op: "all", xs: [cmp("==", floorTimesExpr(law.alpha, k), x), cmp("==", floorTimesExpr(law.beta, k), y)] } },
    ],
    comment: [
      ...describeBeattyPairs(law).split("\n"),
      `verified for a ≤ ${(law.verifiedTo as readonly number[])[0]}, b ≤ ${(law.verifiedTo as readonly number[])[1]}; exact for any piles in Python and TypeScript, in C++ (128-bit products) for piles ≤ ${limit}`,
    ],
    wide: true,
  };
}
