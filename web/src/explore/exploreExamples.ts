// The Explore page's examples and first inputs, read from the game records (each record's
// `examples` and heap `rules`, in the registry's order, through the package's shared lists,
// src/games/examples.ts): the page names no game itself.
import { ANALYZE_EXAMPLES, FIRST_HEAP_GAME, ONE_VARIABLE_EXAMPLES, PATTERN_EXAMPLES, SINGLE_GAME_EXAMPLES } from "sprague-grundy";

/** The positions the analyse box offers: every record's, in the registry's order. */
export const ANALYSE_EXAMPLES: readonly string[] = ANALYZE_EXAMPLES;

/** The analyse box's first position: the first single game (not a sum) of the first three records that have one, added together. */
export const ANALYSE_DEFAULT: string = SINGLE_GAME_EXAMPLES.slice(0, 3).join(" + ");

/** The expressions with free variables the Laws section offers: every record's, in the registry's order. */
export const LAW_EXAMPLES: readonly string[] = PATTERN_EXAMPLES;

/** The Laws section's first expression: the first with one free variable (its values are a table beside the law). */
export const LAW_DEFAULT: string = ONE_VARIABLE_EXAMPLES[0] ?? LAW_EXAMPLES[0] ?? "";

/** A heap game's name, its code and its name for people, for the first inputs and the hints of the heap sections. */
export const HEAP_DEFAULT: { name: string; code: string; title: string } = {
  name: FIRST_HEAP_GAME?.name ?? "",
  code: FIRST_HEAP_GAME?.rules?.code ?? "",
  title: FIRST_HEAP_GAME?.rules?.name ?? "",
};
