import { type SolveOptions } from "../../core/solver.js";
import type { Family } from "../../games/family.js";
import { type AnalyzeOptions } from "../analysis.js";
import { Term } from "./term.js";
/** The search options of an analysis: one budget for every search it makes, whatever family or compound asks. */
export declare function solveOptions(options: AnalyzeOptions): SolveOptions;
/**
 * The most copies of a term (`kayles(3)*1000`) written out as that many terms; a larger count
 * stays one term holding it (Term.copies), which only a misère sum of heap games whose
 * quotients are solved answers.
 */
export declare const MAX_WRITTEN_COPIES = 10000;
/** Reads an expression into its terms (built-in families and the user's); `k*term` is k terms (see {@link MAX_WRITTEN_COPIES}). */
export declare function readTerms(source: string, games: readonly Family[] | undefined, solve: SolveOptions): Term[];
