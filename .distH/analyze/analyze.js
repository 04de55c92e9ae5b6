import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
import { analyzeTerms, readTerms, solveOptions } from "./engine.js";
export { ANALYZE_BUDGET } from "./analysis.js";
/**
 * Analyses a position expression such as `nim(3,5,7) + wythoff(8,4)`: who wins, the
 * values that decide it, and the moves to make. Closed forms where the games have them
 * (any size), the generic solver elsewhere.
 *
 * @param source - the expression
 * @param options - play convention, compound rule, how many moves to list
 * @returns the analysis
 * @throws InputError for a malformed expression, GrundyError when a value is out of reach
 * @example analyze("wythoff(8,4)").winningMoves // [{ component: 0, from: "wythoff(8,4)", to: "wythoff(7,4)" }]
 */
export function analyze(source, options = {}) {
    if (typeof source !== "string")
        throw new InputError('an expression (a string) such as "nim(3,5,7)"', describeValue(source));
    const solve = solveOptions(options);
    return analyzeTerms(readTerms(source, options.games, solve), options, solve);
}
//# sourceMappingURL=analyze.js.map