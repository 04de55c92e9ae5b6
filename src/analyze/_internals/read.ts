import { SearchBudget, type SolveOptions } from "../../core/solver.js";
import { parseExpression } from "../../expression/parse.js";
import type { Family } from "../../games/family.js";
import { BUILTINS, Registry } from "../../games/registry.js";
import { ANALYZE_BUDGET, type AnalyzeOptions } from "../analysis.js";
import { Term } from "./term.js";

/** The search options of an analysis: one budget for every search it makes, whatever family or compound asks. */
export function solveOptions(options: AnalyzeOptions): SolveOptions {
  const budget = options.budget instanceof SearchBudget ? options.budget : new SearchBudget(options.budget ?? ANALYZE_BUDGET);
  return { ...(options.onProgress ? { onProgress: options.onProgress } : {}), budget };
}

/** Reads an expression into its terms (built-in families and the user's). */
export function readTerms(source: string, games: readonly Family[] | undefined, solve: SolveOptions): Term[] {
  const registry = games?.length ? new Registry(games) : BUILTINS;
  const expr = parseExpression(source, registry.expected());
  return expr.terms.map((call) => {
    const { family, position } = registry.read(call);
    return new Term(family, position, solve);
  });
}
