import { squashName } from "../_internals/squashName.js";
import { describeValue } from "../_internals/describeValue.js";
import { InputError } from "../errors.js";
import { heapGame, type HeapGame } from "./heapGame.js";
import type { HeapRules } from "./heapRules.js";
import { NAMED_HEAP_RULES } from "./namedHeapRules.js";
import { parseSubtraction } from "./subtraction.js";
import { parseTakeAndBreak } from "./takeAndBreak.js";

/** A heap game's names and rules, as {@link parseHeapGameAmong} looks them up (a named heap rule, or a family record with `rules`). */
export interface HeapName {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly rules?: HeapRules | undefined;
}

/**
 * Reads a heap game written any way the toolkit knows, with the names of `known`: a
 * take-and-break code ("0.77", "4.007", hexadecimal "0.F"), a subtraction set ("{1,3,4}",
 * "all-but{2,3}") or the name of a known heap game ("kayles", "dawson", "Grundy's game",
 * …; case, spaces, hyphens, apostrophes and a final "s" ignored). A code of a named game gets its name.
 *
 * @param text - the game
 * @param known - the heap games whose names are known (entries without rules are skipped)
 * @returns its rules
 * @throws InputError, one line, when the text is none of these
 */
export function parseHeapGameAmong(text: string, known: readonly HeapName[]): HeapRules {
  if (typeof text !== "string") throw new InputError('a heap game as a string: an octal code such as "0.77", a subtraction set such as "{1,2}" or a name', describeValue(text));
  const t = text.trim();
  const withRules = known.filter((f) => f.rules);
  if (t.startsWith("{") || /^all-?but/i.test(t)) return parseSubtraction(t);
  if (t === "" || /^[0-9.]/.test(t) || /^[0-9A-Fa-f][.]/.test(t)) {
    const rules = parseTakeAndBreak(t);
    return withRules.find((f) => f.rules!.code === rules.code)?.rules ?? rules;
  }
  const f = withRules.find((k) => [k.name, ...k.aliases].some((n) => squashName(n) === squashName(t)));
  if (f) return f.rules!;
  throw new InputError(`a take-and-break code (0.77), a subtraction set ({1,3,4}) or a game name (${withRules.map((k) => k.name).join(", ")})`, t);
}

/**
 * Reads a heap game written any way the toolkit knows: a take-and-break code ("0.77",
 * "4.007", hexadecimal "0.F"), a subtraction set ("{1,3,4}", "all-but{2,3}") or a heap
 * game's name ("kayles", "officers", "Grundy's game", …, the names of
 * {@link NAMED_HEAP_RULES}; case, spaces, hyphens and apostrophes ignored).
 *
 * @param text - the game
 * @returns its rules
 * @throws InputError, one line, when the text is none of these
 * @example parseHeapGame("kayles").code // "0.77"
 */
export function parseHeapGame(text: string): HeapRules {
  return parseHeapGameAmong(text, NAMED_HEAP_RULES);
}

/**
 * The heap game written as `text`, as a game of the engine.
 *
 * @param text - a code, a subtraction set or a name, as {@link parseHeapGame} reads them
 * @returns the game (positions are lists of heaps)
 * @throws InputError when the text is no heap game
 * @example winningMoves(heapGameOf("kayles"), [5]) // [[2, 2]]
 */
export function heapGameOf(text: string): HeapGame {
  return heapGame(parseHeapGame(text));
}
