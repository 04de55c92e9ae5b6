import { InputError } from "../errors.js";
import type { HeapRules } from "../sequence/rules.js";
import { GRUNDYS_GAME } from "./grundysGame.js";
import { heapGame, type HeapGame } from "./heapGame.js";
import { parseSubtraction } from "./subtraction.js";
import { parseTakeAndBreak } from "./takeAndBreak.js";

/** Game names understood by {@link parseHeapGame}, with what they stand for. */
export const HEAP_GAME_NAMES: Readonly<Record<string, string>> = {
  kayles: "0.77",
  dawson: "0.07",
  "dawson's kayles": "0.07",
  "dawson's chess": "0.137",
  officers: "0.6",
  treblecross: "0.007",
  "double kayles": "0.7777",
  "grundy's game": "grundy",
  grundy: "grundy",
};

const squash = (s: string): string => s.toLowerCase().replace(/[\s'’_-]+/g, "");
const BY_SQUASHED = new Map(Object.entries(HEAP_GAME_NAMES).map(([name, code]) => [squash(name), code]));

/**
 * Reads a heap game written any way the toolkit knows: a take-and-break code ("0.77",
 * "4.007", hexadecimal "0.F"), a subtraction set ("{1,3,4}", "all-but{2,3}") or a name
 * ("kayles", "dawson", "Grundy's game", …; case, spaces, hyphens and apostrophes ignored).
 *
 * @param text - the game
 * @returns its rules
 * @throws InputError, one line, when the text is none of these
 * @example parseHeapGame("kayles").code // "0.77"
 */
export function parseHeapGame(text: string): HeapRules {
  const t = text.trim();
  if (t.startsWith("{") || /^all-?but/i.test(t)) return parseSubtraction(t);
  if (t === "" || /^[0-9.]/.test(t)) return parseTakeAndBreak(t);
  const code = BY_SQUASHED.get(squash(t));
  if (code === "grundy") return GRUNDYS_GAME;
  if (code !== undefined) return parseTakeAndBreak(code);
  if (/^[0-9A-Fa-f][.]/.test(t)) return parseTakeAndBreak(t);
  throw new InputError("a take-and-break code (0.77), a subtraction set ({1,3,4}) or a game name (kayles, dawson, officers, treblecross, grundy)", t);
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
