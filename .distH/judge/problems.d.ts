import type { JudgeSolver } from "./options.js";
/** The judge problems `grundy judge` knows. */
export declare const PROBLEM_NAMES: readonly ["hdu1527", "hdu3595", "hdu4559"];
/** A problem name. */
export type ProblemName = (typeof PROBLEM_NAMES)[number];
/**
 * Loads the solver of a problem (only its own modules, to keep start-up short).
 *
 * @param name - the problem
 * @returns its solver
 */
export declare function loadProblem(name: ProblemName): Promise<JudgeSolver>;
