/*
 * One door to every one-variable law: its value at n, its program, its description.
 */
import type { Program } from "./code/program.js";
import type { Law1 } from "./law.js";
import { beattyOutcomeProgram, describeBeattyOutcome, evaluateBeattyOutcome } from "./beatty.js";
import { evaluateFormula, formulaProgram } from "./formulas.js";
import { evaluateFiniteOutcome, finiteOutcomeProgram } from "./outcomeFinite.js";
import { evaluateResidueOutcome, residueOutcomeProgram } from "./outcomeResidues.js";
import { evaluatePeriodic, periodicProgram } from "./periodic.js";
import { evaluateRuler, rulerProgram } from "./ruler.js";

/**
 * The law at n, exact for any n ≥ law.from: the value (bigint) for a value law, true (P) or
 * false (N) for an outcome law.
 *
 * @throws InputError when n is not an integer at least law.from; Error for a law of kind "none"
 */
export function evaluateLaw1(law: Law1, n: bigint | number): bigint | boolean {
  switch (law.kind) {
    case "periodic":
    case "arithmetic-periodic":
      return evaluatePeriodic(law, n);
    case "ruler":
      return evaluateRuler(law, n);
    case "formula":
      return evaluateFormula(law, n);
    case "outcome-residues":
      return evaluateResidueOutcome(law, n);
    case "outcome-finite":
      return evaluateFiniteOutcome(law, n);
    case "outcome-beatty":
      return evaluateBeattyOutcome(law, BigInt(n));
    case "none":
      throw new Error("no law was found: nothing to evaluate");
  }
}

/**
 * The law as a {@link Program} whose comment is {@link describeLaw1}'s lines; null for "none".
 */
export function law1Program(law: Law1): Program | null {
  const comment = describeLaw1(law).split("\n");
  switch (law.kind) {
    case "periodic":
    case "arithmetic-periodic":
      return periodicProgram(law, comment);
    case "ruler":
      return rulerProgram(law, comment);
    case "formula":
      return formulaProgram(law, comment);
    case "outcome-residues":
      return residueOutcomeProgram(law, comment);
    case "outcome-finite":
      return finiteOutcomeProgram(law, comment);
    case "outcome-beatty":
      return { ...beattyOutcomeProgram(law), comment };
    case "none":
      return null;
  }
}

/** "(proven: …)" or "(verified for n ≤ N)". */
function standing(law: Law1): string {
  if (law.status === "proven") return `(proven: ${law.proof})`;
  return `(verified for n ≤ ${law.verifiedTo})`;
}

/**
 * The law in one or two plain lines, e.g.
 * "arithmetic-periodic: period 3, saltus 1, from n = 1 (verified for n ≤ 399)".
 */
export function describeLaw1(law: Law1): string {
  switch (law.kind) {
    case "periodic":
      return `periodic: period ${law.period}, from n = ${law.preperiod} ${standing(law)}`;
    case "arithmetic-periodic":
      return `arithmetic-periodic: period ${law.period}, saltus ${law.saltus}, from n = ${law.preperiod} ${standing(law)}`;
    case "ruler": {
      const q = law.params;
      return `ruler: period ${law.period}, saltus ${q.saltus}, from n = ${law.preperiod}; on n = ${q.residue} + ${law.period}k, m = k + ${q.c}: v = ${q.alpha} + ${q.saltus}k − (${q.a}·2^ν₂(m) + ${q.b}) unless m is 0 or a power of 2 ${standing(law)}`;
    }
    case "formula":
      return `formula: v(n) = ${law.text} for n ≥ ${law.from} ${standing(law)}`;
    case "outcome-residues":
      if (law.residues.length === 0 && law.earlyP.length === 0) return `outcome: no P-positions ${standing(law)}`;
      return `outcome: P exactly when n mod ${law.period} ∈ {${law.residues.join(", ")}} from n = ${law.preperiod}${law.earlyP.length ? `; before it P at ${law.earlyP.join(", ")}` : ""} ${standing(law)}`;
    case "outcome-finite":
      return `outcome: finitely many P-positions: ${law.positions.length ? law.positions.join(", ") : "none"} ${standing(law)}`;
    case "outcome-beatty":
      return `outcome: ${describeBeattyOutcome(law)} ${standing(law)}`;
    case "none": {
      const rare = law.counts
        .slice(0, 8)
        .map((c) => `${c.value}×${c.count}`)
        .join(", ");
      return `no law found for n ≤ ${law.verifiedTo}\nlargest value ${law.largest.value} at n = ${law.largest.at}; rarest values: ${rare}`;
    }
  }
}
