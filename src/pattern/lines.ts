/*
 * The lines outcome law: (a, b) is a P-position exactly when (c·a + d·b) mod m is in a set
 * of residues (a ≡ b mod 3 for a subtraction game {1, 2} on two heaps), or, with modulus 0,
 * when c·a + d·b itself is in a finite set (two-heap Nim: a − b = 0).
 *
 * The detector tries m = 1, 2, … up to a bound that leaves every residue class room to
 * repeat in the table (m ≤ half its shorter side, and at most 16), and for each m the
 * coefficients 0 ≤ c, d < m in order; the outcome must be a function of the residue on
 * every cell. The least m wins. Only then does it try modulus 0 with small coefficients
 * (|c|, |d| ≤ 3, the first non-zero one positive, gcd 1) and at most four values.
 */
import type { Program } from "./code/program.js";
import type { LinesLaw } from "./law.js";
import { bin, int, ref } from "./programParts.js";
import { checkTable2, lastCell, type Table2 } from "./table2.js";

/** Options of {@link findLines}. */
export interface LinesConstraints {
  /** The largest modulus tried. @defaultValue 16 */
  largestModulus?: number;
}

/** The residues whose cells are P when the outcome is a function of (c·a + d·b) mod m on every cell, else null. */
function residuesFor(table: Table2, isP: Uint8Array, c: number, d: number, m: number): number[] | null {
  const seen = new Int8Array(m).fill(-1);
  const [a0, b0] = table.from;
  for (let i = 0; i < table.rows; i++) {
    const rowPart = (c * (a0 + i)) % m;
    let r = (rowPart + d * b0) % m;
    for (let j = 0, at = i * table.cols; j < table.cols; j++, at++) {
      const p = isP[at]!;
      const was = seen[r]!;
      if (was === -1) seen[r] = p;
      else if (was !== p) return null;
      r += d;
      if (r >= m) r -= m;
    }
  }
  const residues: number[] = [];
  for (let r = 0; r < m; r++) if (seen[r] === 1) residues.push(r);
  return residues;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The values of c·a + d·b at the P cells when they are at most `most` and no N cell takes one of them, else null. */
function finiteLines(table: Table2, isP: Uint8Array, c: number, d: number, most: number): number[] | null {
  const values = new Set<number>();
  const [a0, b0] = table.from;
  for (let i = 0; i < table.rows; i++) {
    for (let j = 0; j < table.cols; j++) {
      if (isP[i * table.cols + j] !== 1) continue;
      values.add(c * (a0 + i) + d * (b0 + j));
      if (values.size > most) return null;
    }
  }
  for (let i = 0; i < table.rows; i++) {
    for (let j = 0; j < table.cols; j++) if (isP[i * table.cols + j] !== 1 && values.has(c * (a0 + i) + d * (b0 + j))) return null;
  }
  return [...values].sort((x, y) => x - y);
}

function lawOf(table: Table2, c: number, d: number, m: number, residues: number[]): LinesLaw {
  return {
    kind: "outcome-lines",
    status: "verified",
    verifiedTo: lastCell(table),
    proof: null,
    of: "outcome",
    from: [table.from[0], table.from[1]],
    coefficients: [c, d],
    modulus: m,
    residues,
  };
}

/** The least side of a table a law of lines is read off. */
export const MIN_SIDE = 8;

/**
 * The lines law of an outcome table (isP[i·cols + j] = 1 when (a0 + i, b0 + j) is a
 * P-position) with the least modulus, or modulus 0 (finitely many lines), or null.
 *
 * @example findLines(twoHeapNim, isP) // c = 1, d = −1, m = 0, residues [0]: P exactly when a = b
 */
export function findLines(table: Table2, isP: Uint8Array, constraints: LinesConstraints = {}): LinesLaw | null {
  checkTable2(table);
  // a law of lines read off a tiny table says nothing (9 cells fit "a − 3b ∈ {−5, −1, 0}"): 8 a side at least
  if (Math.min(table.rows, table.cols) < MIN_SIDE) return null;
  const largest = Math.min(constraints.largestModulus ?? 16, Math.floor(Math.min(table.rows, table.cols) / 2));
  for (let m = 1; m <= largest; m++) {
    for (let c = 0; c < m; c++) {
      for (let d = 0; d < m; d++) {
        const residues = residuesFor(table, isP, c, d, m);
        if (residues !== null) return lawOf(table, c, d, m, residues);
      }
    }
  }
  for (let c = 0; c <= 3; c++) {
    for (let d = -3; d <= 3; d++) {
      if ((c === 0 && d <= 0) || gcd(c, d) !== 1) continue;
      const values = finiteLines(table, isP, c, d, 4);
      if (values !== null && values.length > 0) return lawOf(table, c, d, 0, values);
    }
  }
  return null;
}

/** c·a + d·b, reduced mod m when m > 0 (to 0 … m − 1). */
function linesValue(law: LinesLaw, a: bigint, b: bigint): bigint {
  const v = BigInt(law.coefficients[0]) * a + BigInt(law.coefficients[1]) * b;
  if (law.modulus === 0) return v;
  const m = BigInt(law.modulus);
  return ((v % m) + m) % m;
}

/**
 * Whether (a, b) is a P-position under the law. Exact for any piles.
 *
 * @example evaluateLines({ coefficients: [1, 2], modulus: 3, residues: [0], … }, 4n, 7n) // true: 4 + 14 ≡ 0
 */
export function evaluateLines(law: LinesLaw, a: bigint, b: bigint): boolean {
  return law.residues.includes(Number(linesValue(law, a, b)));
}

/** "c·a + d·b" as people write it: "a − b", "a + 2b", "b". */
export function linearText(c: number, d: number): string {
  const term = (k: number, name: string): string => (k === 1 ? name : k === -1 ? `−${name}` : `${k}${name}`);
  if (c === 0 && d === 0) return "0";
  if (c === 0) return term(d, "b");
  if (d === 0) return term(c, "a");
  return `${term(c, "a")} ${d < 0 ? "−" : "+"} ${term(Math.abs(d), "b")}`;
}

/** The law in one line: "P-positions: a + 2b mod 3 ∈ {0}" or "P-positions: a − b ∈ {0}". */
export function describeLines(law: LinesLaw): string {
  const [c, d] = law.coefficients;
  const mod = law.modulus === 0 ? "" : ` mod ${law.modulus}`;
  if (law.residues.length === 0) return "P-positions: none";
  return `P-positions: ${linearText(c, d)}${mod} ∈ {${law.residues.join(", ")}}`;
}

/** The law as a program `outcome(a, b)`: the linear form, reduced mod m, looked up in the set of residues. */
export function linesProgram(law: LinesLaw): Program {
  const [c, d] = law.coefficients;
  // with modulus > 0 both coefficients are non-negative, so `mod` sees no negative number
  let form = bin("+", bin("*", int(c), ref("a")), bin("*", int(d), ref("b")));
  if (law.modulus > 0) form = bin("mod", form, int(law.modulus));
  return {
    name: "outcome",
    params: ["a", "b"],
    domain: [law.from[0], law.from[1]],
    returns: "outcome",
    tables: {},
    sets: { residues: law.residues.map(BigInt) },
    body: [{ op: "return", value: { op: "in", set: "residues", x: form } }],
    comment: [describeLines(law), `verified for a ≤ ${(law.verifiedTo as readonly number[])[0]}, b ≤ ${(law.verifiedTo as readonly number[])[1]}`],
    // a sum or a multiple of a pile can pass 2^63; a − b and a single pile cannot
    wide: Math.abs(c) + Math.abs(d) > 1 && !(c === 1 && d === -1),
  };
}
