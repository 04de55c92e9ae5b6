import { SearchBudget } from "../../core/solver.js";
import { parseExpression } from "../../expression/parse.js";
import { BUILTINS, Registry } from "../../games/registry.js";
import { ANALYZE_BUDGET } from "../analysis.js";
import { Term } from "./term.js";
/** The search options of an analysis: one budget for every search it makes, whatever family or compound asks. */
export function solveOptions(options) {
    const budget = options.budget instanceof SearchBudget ? options.budget : new SearchBudget(options.budget ?? ANALYZE_BUDGET);
    return { ...(options.onProgress ? { onProgress: options.onProgress } : {}), budget };
}
/**
 * The most copies of a term (`kayles(3)*1000`) written out as that many terms; a larger count
 * stays one term holding it (Term.copies), which only a misère sum of heap games whose
 * quotients are solved answers.
 */
export const MAX_WRITTEN_COPIES = 10_000;
/** Reads an expression into its terms (built-in families and the user's); `k*term` is k terms (see {@link MAX_WRITTEN_COPIES}). */
export function readTerms(source, games, solve) {
    const registry = games?.length ? new Registry(games) : BUILTINS;
    const expr = parseExpression(source, registry.expected());
    return expr.terms.flatMap((call) => {
        const { family, position } = registry.read(call);
        const k = call.copies?.value ?? 1n;
        if (k > BigInt(MAX_WRITTEN_COPIES))
            return [new Term(family, position, solve, k)];
        const copies = Array.from({ length: Number(k) }, () => new Term(family, position, solve));
        if (k > 1n)
            copies[0].written = Number(k);
        return copies;
    });
}
//# sourceMappingURL=read.js.map