import type { ComponentMove } from "../analysis.js";
import type { Term } from "./term.js";

const TERM = Symbol("term");

/** The term a move of an analysis leads its component to (moves made by {@link analyzeTerms}). */
export function movedTerm(m: ComponentMove): Term {
  return (m as ComponentMove & { [TERM]: Term })[TERM];
}

/** A move in the analysis, written in the language; it carries its term for the play session (not in JSON). */
export const componentMove = (terms: readonly Term[], component: number, to: Term): ComponentMove =>
  Object.defineProperty({ component, from: terms[component]!.text, to: to.text }, TERM, { value: to, enumerable: false });

/**
 * A move in one copy of a term of k copies (`term*k`, k past the count written out): the
 * term becomes k − 1 copies and the moved one. Text only: such a sum is not played.
 */
export function copiesMove(t: Term, i: number, to: Term): ComponentMove {
  return { component: i, from: t.text, to: `${t.family.print(t.position)}*${t.copies - 1n} + ${to.text}` };
}
