import { SearchBudget, type SolveOptions } from "../../core/solver.js";
import type { Expression } from "../../expression/ast.js";
import { parseExpression } from "../../expression/parse.js";
import type { Family } from "../../games/family.js";
import { exampleList, SINGLE_GAME_EXAMPLES } from "../../games/examples.js";
import { BUILTINS, Registry } from "../../games/registry.js";
import { ANALYZE_BUDGET, type AnalyzeOptions } from "../analysis.js";
import { Term } from "./term.js";

/** The search options of an analysis: one budget for every search it makes, whatever family or compound asks. */
export function solveOptions(options: AnalyzeOptions): SolveOptions {
  const budget = options.budget instanceof SearchBudget ? options.budget : new SearchBudget(options.budget ?? ANALYZE_BUDGET);
  return { ...(options.onProgress ? { onProgress: options.onProgress } : {}), budget };
}

/**
 * The most copies of a term (`nim(3)*1000`) written out as that many terms; a larger count
 * stays one term holding it (Term.copies), which a sum answers exactly: under normal play
 * equal copies cancel in pairs (./copiesPart.ts), under misère play the misère quotient of
 * heap games whose quotient is solved.
 */
export const MAX_WRITTEN_COPIES = 10_000;

/** Reads an expression into its terms (built-in families and the user's); `k*term` is k terms (see {@link MAX_WRITTEN_COPIES}). */
export function readTerms(source: string, games: readonly Family[] | undefined, solve: SolveOptions): Term[] {
  const registry = games?.length ? new Registry(games) : BUILTINS;
  // where a game is missing ("", "+", "nim(3) +"): the records' examples, not the list of every game
  // (that list is for a name the registry does not know, and for --help)
  const expr = parseExpression(source, `a game such as ${exampleList(SINGLE_GAME_EXAMPLES, 2, "or")}`);
  return termsOf(expr, registry, solve);
}

/** The terms of an expression already parsed (and, for a pattern, bound), read by a registry. */
export function termsOf(expr: Expression, registry: Registry, solve: SolveOptions): Term[] {
  return expr.terms.flatMap((call) => {
    const { family, position } = registry.read(call);
    const k = call.copies?.value ?? 1n;
    if (k > BigInt(MAX_WRITTEN_COPIES)) return [new Term(family, position, solve, k)];
    const copies = Array.from({ length: Number(k) }, () => new Term(family, position, solve));
    if (k > 1n) copies[0]!.written = Number(k);
    return copies;
  });
}
