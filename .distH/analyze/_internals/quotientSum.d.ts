import type { HeapRules } from "../../heap/heapRules.js";
import { type MisereQuotient } from "../../misere/quotient.js";
import type { Analysis, ComponentMove } from "../analysis.js";
import type { Term } from "./term.js";
/**
 * What an analysis lets a quotient cost the first time a game is met (then it is kept):
 * seconds and elements. A game whose quotient is not solved within them goes to the search.
 */
export declare const ANALYZE_QUOTIENT_BUDGET: {
    readonly seconds: 60;
    readonly elements: 200;
};
/**
 * The solved misère quotient of a heap game, computed once — or loaded from the shipped table
 * of solved quotients (src/misere/solvedQuotients.data.ts) in its place, at once — (null when
 * there is none within the budget, or, without `compute`, when it was not computed before).
 */
export declare function solvedQuotient(rules: HeapRules, compute?: boolean, budget?: {
    seconds?: number;
    elements?: number;
}): MisereQuotient | null;
/** x^k in the quotient, by squaring (k may be huge). */
export declare function power(q: MisereQuotient, x: number, k: bigint): number;
/**
 * The terms' common rules and their quotient, when every term is heaps of one game whose
 * quotient is solved. `compute`: "always"; "when needed" (a heap past LARGE_HEAP or a count of
 * copies: else only a quotient computed before, the search answering small sums first); "never"
 * (only one computed before).
 */
export declare function quotientOf(terms: readonly Term[], compute?: "always" | "when needed" | "never"): MisereQuotient | null;
/**
 * A sum of heaps of one game decided by its solved misère quotient: outcome, each
 * component's outcome alone, and the winning moves (a heap move that lands the product in
 * P; for a huge heap, the options that meet every element, by Φ's period).
 */
export declare function quotientSum(terms: readonly Term[], q: MisereQuotient, push: (m: ComponentMove) => void): {
    wins: boolean;
    components: Analysis["components"];
    complete: boolean;
};
