/*
 * The law of a one-variable sequence: the kinds in order of preference, the first that holds
 * wins. For values: periodic, arithmetic-periodic (./periodic.ts), ruler (./ruler.ts), a
 * formula of the catalogue (./formulas.ts); then, when no value law holds, or for
 * `of: "outcome"` from the start: P-positions by residues (./outcomeResidues.ts), a finite set
 * of P-positions (./outcomeFinite.ts), a Beatty sequence of P-positions (./beatty.ts); else the record of ./noLaw.ts. A formula that is also
 * periodic or arithmetic-periodic (n mod k, ⌊n/k⌋, n + c) is reported as such.
 */
import type { Law1 } from "./law.js";
import { findBeattyOutcome } from "./beatty.js";
import { findFormulaLaw } from "./formulas.js";
import { noLaw } from "./noLaw.js";
import { findFiniteOutcomeLaw } from "./outcomeFinite.js";
import { findResidueOutcomeLaw } from "./outcomeResidues.js";
import { findPeriodicLaw } from "./periodic.js";
import { findRulerLaw } from "./ruler.js";
import type { LawTheorem } from "./theorem.js";

/** Options of {@link findLaw1}. */
export interface Law1Constraints {
  /** The index of values[0] (heaps from 0, Euclid's piles from 1). @defaultValue 0 */
  from?: number;
  /** A theorem that may prove a periodic law (it needs the values from 0). @defaultValue none */
  theorem?: LawTheorem | null;
  /** A law of the values, or of the outcomes only (0 is P). @defaultValue "value" */
  of?: "value" | "outcome";
  /** How many periods an agreement must cover. @defaultValue 2 */
  minRepeats?: number;
}

/**
 * Finds the law of v(from), v(from + 1), …: the first kind that holds in the order of this
 * file's comment.
 *
 * @param values - the values
 * @param options - from, theorem, of, minRepeats
 * @returns the law; kind "none" when nothing holds
 * @example findLaw1(kayles, { theorem: heapLawTheorem(parseHeapGame("0.77")) }) // periodic, 12, from n = 71, proven
 */
export function findLaw1(values: ArrayLike<number>, options: Law1Constraints = {}): Law1 {
  const from = options.from ?? 0;
  const minRepeats = options.minRepeats ?? 2;
  if (options.of !== "outcome") {
    const law = findPeriodicLaw(values, { from, theorem: options.theorem ?? null, minRepeats }) ?? findRulerLaw(values, { from, minRepeats }) ?? findFormulaLaw(values, { from });
    if (law) return law;
  }
  return (
    findResidueOutcomeLaw(values, { from, minRepeats }) ??
    findFiniteOutcomeLaw(values, { from }) ??
    findBeattyOutcome(values, from) ??
    noLaw(values, { from, of: options.of ?? "value" })
  );
}
