/*
 * The ratio outcome law: with x = min(a, b) ≥ 1 and y = max(a, b), (a, b) is a P-position
 * exactly when x < y < α·x (and, when `equalIsP`, also when x = y). Euclid's game (subtract
 * a positive multiple of the smaller pile from the larger; whoever empties a pile wins):
 * α = φ, equalIsP false.
 *
 * Reading α: in a row x the P-positions with y > x are y = x + 1, …, ⌈α·x⌉ − 1 = ⌊α·x⌋ (α·x
 * is irrational), so the last one seen gives the observation ⌊x·α⌋ = y_max
 * (./identifyQuadratic.ts); a row whose run reaches the table's edge says nothing. y < α·x
 * is decided exactly by signs and squares (./quadratic.ts, lessThanTimes).
 */
import type { Program } from "./code/program.js";
import { identifyQuadratic } from "./identifyQuadratic.js";
import type { RatioLaw } from "./law.js";
import { bin, cmp, lessThanTimesCond, NEVER, ratioLeft, ref } from "./programParts.js";
import { lessThanTimes, quadraticText, wideLimit } from "./quadratic.js";
import { checkTable2, lastCell, type Table2 } from "./table2.js";

/** Whether (a, b) is P under the law, for numbers (the table check). */
function ratioHolds(law: RatioLaw, a: number, b: number): boolean {
  return evaluateRatio(law, BigInt(a), BigInt(b));
}

/**
 * The ratio law of an outcome table (isP[i·cols + j] = 1 when (a0 + i, b0 + j) is a
 * P-position), when the table starts at a ≥ 1, b ≥ 1, the P-positions are exactly those of
 * the law on every cell, and the rows' last P-positions pin α down.
 *
 * @returns the law, or null
 */
export function findRatio(table: Table2, isP: Uint8Array): RatioLaw | null {
  checkTable2(table);
  const [a0, b0] = table.from;
  if (a0 < 1 || b0 < 1) return null;
  const observations: { k: bigint; floor: bigint }[] = [];
  let equalIsP: boolean | null = null;
  for (let i = 0; i < table.rows; i++) {
    const x = a0 + i;
    if (x >= b0 && x < b0 + table.cols) {
      const onDiagonal = isP[i * table.cols + (x - b0)] === 1;
      if (equalIsP !== null && equalIsP !== onDiagonal) return null;
      equalIsP = onDiagonal;
    }
    // the run of P-positions y = x + 1 … y_max must start at x + 1 and end inside the row
    if (x + 1 < b0) continue;
    let y = x + 1;
    while (y < b0 + table.cols && isP[i * table.cols + (y - b0)] === 1) y++;
    if (y < b0 + table.cols && y > x + 1) observations.push({ k: BigInt(x), floor: BigInt(y - 1) });
  }
  const found = identifyQuadratic(observations);
  if (found === null || equalIsP === null) return null;
  const law: RatioLaw = {
    kind: "outcome-ratio",
    status: "verified",
    verifiedTo: lastCell(table),
    proof: null,
    of: "outcome",
    from: [a0, b0],
    alpha: found.alpha,
    equalIsP,
  };
  for (let i = 0; i < table.rows; i++) {
    for (let j = 0; j < table.cols; j++) if ((isP[i * table.cols + j] === 1) !== ratioHolds(law, a0 + i, b0 + j)) return null;
  }
  return law;
}

/**
 * Whether (a, b) is a P-position under the law: x = min, y = max, x ≥ 1; x < y < α·x, or
 * x = y when `equalIsP`. Exact for any piles.
 *
 * @example evaluateRatio(euclid, 5n, 8n) // true: 5 < 8 < 5φ = 8.09…
 */
export function evaluateRatio(law: RatioLaw, a: bigint, b: bigint): boolean {
  const x = a < b ? a : b;
  const y = a < b ? b : a;
  if (x < 1n) throw new RangeError(`the ratio law speaks of piles ≥ 1, got (${a}, ${b})`);
  if (x === y) return law.equalIsP;
  return lessThanTimes(y, law.alpha, x);
}

/** The law in plain lines. */
export function describeRatio(law: RatioLaw): string {
  const equal = law.equalIsP ? " or x = y" : "";
  return `P-positions: x < y < α·x${equal} (x = min, y = max), α = ${quadraticText(law.alpha)}`;
}

/**
 * The law as a program `outcome(a, b)`: x = min, y = max; x = y gives `equalIsP`; else
 * L = y·r − p·x and P exactly when L < q·x·√d, decided by signs and squares.
 */
export function ratioProgram(law: RatioLaw): Program {
  const [x, y] = [ref("x"), ref("y")];
  return {
    name: "outcome",
    params: ["a", "b"],
    domain: [law.from[0], law.from[1]],
    returns: "outcome",
    tables: {},
    sets: {},
    body: [
      { op: "let", name: "x", value: bin("min", ref("a"), ref("b")) },
      { op: "let", name: "y", value: bin("max", ref("a"), ref("b")) },
      { op: "return-if", cond: cmp("==", x, y), value: law.equalIsP ? cmp("==", x, y) : NEVER },
      { op: "let", name: "L", value: ratioLeft(law.alpha, y, x) },
      { op: "return", value: lessThanTimesCond(law.alpha, ref("L"), x) },
    ],
    comment: [
      describeRatio(law),
      `verified for a ≤ ${(law.verifiedTo as readonly number[])[0]}, b ≤ ${(law.verifiedTo as readonly number[])[1]}; exact for any piles in Python and TypeScript, in C++ (128-bit products) for piles ≤ ${wideLimit(law.alpha)}`,
    ],
    wide: true,
  };
}
