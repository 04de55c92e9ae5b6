import { decideCompound } from "../../core/_internals/decideCompound.js";
import { type CompoundKind, compoundKind, smithMeasure } from "../../core/compoundKinds.js";
import type { Analysis } from "../analysis.js";
import { componentMove } from "./componentMove.js";
import type { Term } from "./term.js";
import { type Base, verdict } from "./verdict.js";

/**
 * Compounds other than sums: one move in each component that moves. Each component shows
 * the value that decides it (a Smith measure, odd for N; or its outcome), the compound the
 * table's deciding value.
 */
export function otherCompound(terms: Term[], base: Base, kind: CompoundKind): Analysis {
  const d = decideCompound(kind, terms);
  const measure = smithMeasure(kind);
  return {
    ...base,
    ...verdict(d.wins),
    components: terms.map((t, i) => {
      const v = d.values[i]!;
      const outcome = (measure ? v % 2n === 1n : v === 1n) ? ("N" as const) : ("P" as const);
      return measure ? { text: t.text, [measure]: Number(v), outcome } : { text: t.text, outcome };
    }),
    value: { name: compoundKind(kind).valueName, value: String(d.value) },
    move: d.moves.map((m) => componentMove(terms, m.component, m.move)),
  };
}
