import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
import type { Analysis, AnalyzeOptions } from "./analysis.js";
import { analyzeTerms, readTerms, solveOptions } from "./engine.js";

export { ANALYZE_BUDGET, type Analysis, type AnalyzeCompound, type AnalyzeOptions, type ComponentMove } from "./analysis.js";

/**
 * Analyses a position expression such as `nim(3,5,7) + lasker(6)`: who wins, the
 * values that decide it, and the moves to make. Closed forms where the games have them
 * (any size), the generic solver elsewhere.
 *
 * @param source - the expression
 * @param options - play convention, compound rule, how many moves to list
 * @returns the analysis
 * @throws InputError for a malformed expression, GrundyError when a value is out of reach
 * @example analyze("nim(3,5,7)").winningMoves // [{ component: 0, from: "nim(3,5,7)", to: "nim(2,5,7)" }, … to "nim(3,4,7)", … to "nim(3,5,6)"]
 */
export function analyze(source: string, options: AnalyzeOptions = {}): Analysis {
  if (typeof source !== "string") throw new InputError('an expression (a string) such as "nim(3,5,7)"', describeValue(source));
  const solve = solveOptions(options);
  return analyzeTerms(readTerms(source, options.games, solve), options, solve);
}
