// The examples the help texts, the error messages and the lab show, read from the game records
// (each record's `examples` and heap `rules`, in the registry's order): a front end that
// shows an example names no game itself.
import { parsePattern, variablesOf } from "../expression/variables.js";
import type { Family } from "./family.js";
import { FAMILIES } from "./registry.js";

/**
 * Whether an expression is a sum: a "+" outside every bracket (one inside a call, as in an
 * argument 10^30+7, is not).
 *
 * @param expression - a position or pattern expression
 * @returns true for a sum of terms
 */
export function isSumExpression(expression: string): boolean {
  let depth = 0;
  for (const c of expression) {
    if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") depth--;
    else if (c === "+" && depth === 0) return true;
  }
  return false;
}

/** The positions to analyse the records offer: every record's, in the registry's order. */
export const ANALYZE_EXAMPLES: readonly string[] = FAMILIES.flatMap((f) => f.examples?.analyze ?? []);

/** The first single game (not a sum) of each record that has one, in the registry's order. */
export const SINGLE_GAME_EXAMPLES: readonly string[] = FAMILIES.flatMap((f) => (f.examples?.analyze ?? []).filter((x) => !isSumExpression(x)).slice(0, 1));

/** The sums the records offer to analyse, in the registry's order. */
export const SUM_EXAMPLES: readonly string[] = ANALYZE_EXAMPLES.filter(isSumExpression);

/** The expressions with free variables the records offer, in the registry's order. */
export const PATTERN_EXAMPLES: readonly string[] = FAMILIES.flatMap((f) => f.examples?.pattern ?? []);

/** Those of {@link PATTERN_EXAMPLES} with one free variable. */
export const ONE_VARIABLE_EXAMPLES: readonly string[] = PATTERN_EXAMPLES.filter((x) => variablesOf(parsePattern(x)).length === 1);

/** Those of {@link PATTERN_EXAMPLES} with two free variables. */
export const TWO_VARIABLE_EXAMPLES: readonly string[] = PATTERN_EXAMPLES.filter((x) => variablesOf(parsePattern(x)).length === 2);

/** The first heap game of the registry (a record with heap rules), or undefined. */
export const FIRST_HEAP_GAME: Family | undefined = FAMILIES.find((f) => f.rules !== undefined);

/**
 * Examples joined for a sentence: "a or b" (at most `most` of them).
 *
 * @param examples - the examples, best first
 * @param most - how many to name
 * @param word - the joining word, e.g. "or"
 * @returns the examples joined
 */
export function exampleList(examples: readonly string[], most: number, word: string): string {
  const shown = examples.slice(0, most);
  return shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} ${word} ${shown[shown.length - 1]}`;
}

/** A position written as a shell argument: in double quotes, or single quotes when it holds a double quote. */
export function shellQuoted(expression: string): string {
  return expression.includes('"') ? `'${expression}'` : `"${expression}"`;
}
