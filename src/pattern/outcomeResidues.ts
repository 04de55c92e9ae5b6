/*
 * Outcome laws by residues: past a preperiod n0, n is a P-position (value 0) exactly when
 * n mod p is in a set of residues. The least p and, for it, the least n0, by the rule of
 * ./periodic.ts applied to the P/N sequence (agreement over `minRepeats` periods and p + 16
 * pairs). A law whose residue set is empty (finitely many P-positions) is left to
 * ./outcomeFinite.ts.
 */
import { findPeriodByTheorem } from "../sequence/periodicity.js";
import type { Program } from "./code/program.js";
import type { ResidueOutcomeLaw } from "./law.js";
import { bin, cmp, int, lawIndex, ref } from "./_internals/index.js";

/**
 * The least-period residue law of the P-positions (values equal to 0).
 *
 * @param values - v(from), v(from + 1), … (Grundy values or outcomes: 0 is P)
 * @param options - from (the index of values[0]), minRepeats (@defaultValue 2)
 * @returns the law (status "verified"), or null when none holds or its residue set is empty
 */
export function findResidueOutcomeLaw(values: ArrayLike<number>, options: { from?: number; minRepeats?: number } = {}): ResidueOutcomeLaw | null {
  const from = options.from ?? 0;
  const bits = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) bits[i] = values[i] === 0 ? 1 : 0;
  const found = findPeriodByTheorem(bits, null, { minRepeats: options.minRepeats ?? 2 });
  if (!found) return null;
  const p = found.period;
  const preperiod = from + found.preperiod;
  const residues: number[] = [];
  for (let n = preperiod; n < preperiod + p; n++) if (bits[n - from]) residues.push(n % p);
  if (residues.length === 0) return null;
  residues.sort((a, b) => a - b);
  const earlyP: number[] = [];
  for (let n = from; n < preperiod; n++) if (bits[n - from]) earlyP.push(n);
  return { kind: "outcome-residues", from, preperiod, period: p, residues, earlyP, status: "verified", verifiedTo: from + values.length - 1, proof: null, of: "outcome" };
}

/**
 * Whether n is a P-position by the law, exact for any n ≥ from.
 *
 * @returns true for P, false for N
 * @throws InputError when n is not an integer at least law.from
 */
export function evaluateResidueOutcome(law: ResidueOutcomeLaw, n: bigint | number): boolean {
  const big = lawIndex(n, law.from);
  if (big < BigInt(law.preperiod)) return law.earlyP.includes(Number(big));
  return law.residues.includes(Number(big % BigInt(law.period)));
}

/** The law as a program: `outcome(n)` is P when n is an early P-position or n mod p is a residue. */
export function residueOutcomeProgram(law: ResidueOutcomeLaw, comment: readonly string[] = []): Program {
  const n = ref("n");
  return {
    name: "outcome",
    params: ["n"],
    domain: [law.from],
    returns: "outcome",
    tables: {},
    sets: { early: law.earlyP.map(BigInt), residues: law.residues.map(BigInt) },
    body: [
      ...(law.preperiod > law.from ? [{ op: "return-if", cond: cmp("<", n, int(law.preperiod)), value: { op: "in", set: "early", x: n } } as const] : []),
      { op: "return", value: { op: "in", set: "residues", x: bin("mod", n, int(law.period)) } },
    ],
    comment,
    wide: false,
  };
}
