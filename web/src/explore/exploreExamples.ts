// The Explore page's examples and first inputs, read from the game records (each record's
// `examples` and heap `rules`, in the registry's order): the page names no game itself.
import { FAMILIES, parsePattern, variablesOf } from "sprague-grundy";

/** The positions the analyse box offers: every record's, in the registry's order. */
export const ANALYSE_EXAMPLES: readonly string[] = FAMILIES.flatMap((f) => f.examples?.analyze ?? []);

/** Whether an expression is a sum: a "+" outside every bracket (one inside a call, as in an argument 10^30+7, is not). */
function isSum(expression: string): boolean {
  let depth = 0;
  for (const c of expression) {
    if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") depth--;
    else if (c === "+" && depth === 0) return true;
  }
  return false;
}

/** The analyse box's first position: the first single game (not a sum) of the first three records that have one, added together. */
export const ANALYSE_DEFAULT: string = FAMILIES.flatMap((f) => (f.examples?.analyze ?? []).filter((x) => !isSum(x)).slice(0, 1))
  .slice(0, 3)
  .join(" + ");

/** The expressions with free variables the Laws section offers: every record's, in the registry's order. */
export const LAW_EXAMPLES: readonly string[] = FAMILIES.flatMap((f) => f.examples?.pattern ?? []);

/** The Laws section's first expression: the first with one free variable (its values are a table beside the law). */
export const LAW_DEFAULT: string = LAW_EXAMPLES.find((x) => variablesOf(parsePattern(x)).length === 1) ?? LAW_EXAMPLES[0] ?? "";

/** The first heap game of the registry (a record with heap rules): the sequence and misère sections start from it. */
const firstHeapGame = FAMILIES.find((f) => f.rules !== undefined);

/** A heap game's name, its code and its name for people, for the first inputs and the hints of the heap sections. */
export const HEAP_DEFAULT: { name: string; code: string; title: string } = {
  name: firstHeapGame?.name ?? "",
  code: firstHeapGame?.rules?.code ?? "",
  title: firstHeapGame?.rules?.name ?? "",
};
