import type { SolveOptions } from "../../core/solver.js";
import type { Analysis, AnalyzeOptions } from "../analysis.js";
import type { Term } from "./term.js";
/**
 * Analyses terms already read (see analyze): checks the options, then decides by the
 * compound's measure (sums: normal, misère or with a loopy game). Each move carries its
 * term (see movedTerm): the play session, which shares this engine, plays it.
 */
export declare function analyzeTerms(terms: Term[], options: Pick<AnalyzeOptions, "play" | "compound" | "maxMoves">, solve: SolveOptions): Analysis;
