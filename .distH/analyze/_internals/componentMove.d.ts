import type { ComponentMove } from "../analysis.js";
import type { Term } from "./term.js";
/** The term a move of an analysis leads its component to (moves made by {@link analyzeTerms}). */
export declare function movedTerm(m: ComponentMove): Term;
/** A move in the analysis, written in the language; it carries its term for the play session (not in JSON). */
export declare const componentMove: (terms: readonly Term[], component: number, to: Term) => ComponentMove;
