// The games of a census: patterns expanded, equivalent writings grouped, work estimated.
import { InputError } from "../errors.js";
import { maxParts, maxRemoval, type HeapRules } from "../heap/heapRules.js";
import { parseHeapGame } from "../heap/parseHeapGame.js";
import { expandCodePattern } from "../heap/takeAndBreak.js";
import { checkSequenceWork } from "../sequence/work.js";

/** One game of a census: the codes that write it, its rules, its key and file name. */
export interface CensusGame {
  /**
   * The game's key: its rules with trailing zero digits dropped ("0.4" for 0.4 and 0.40,
   * "0.33" for 0.33 and {1,2}); two codes with one key are the same game.
   */
  key: string;
  /** Every code of the census that writes this game, in the order they came. */
  codes: string[];
  /** The rules (of the first code). */
  rules: HeapRules;
  /** The estimated work of computing it to the census's last heap (arbitrary units). */
  estimate: number;
}

const HEX = "0123456789ABCDEF";

/**
 * The key of a heap game: its digits as a code d0.d1…dk with trailing zeros dropped (at
 * least one digit after the point), then "+t" for a repeating digit t and "!" for splits
 * into unequal heaps. Equal keys mean equal moves from every heap: the same game.
 *
 * @example gameKey(parseHeapGame("0.40")) // "0.4"
 */
export function gameKey(rules: HeapRules): string {
  const digits = rules.digits.slice();
  while (digits.length > 2 && digits[digits.length - 1] === 0) digits.pop();
  while (digits.length < 2) digits.push(0);
  const code = `${HEX[digits[0]!]}.${digits
    .slice(1)
    .map((d) => HEX[d])
    .join("")}`;
  return `${code}${rules.tail !== 0 ? `+${rules.tail}` : ""}${rules.unequal ? "!" : ""}`;
}

/**
 * An estimate of the work of computing heaps 0 … to: moves that leave three heaps cost
 * about n³/36; moves that split into two cost about n times a factor growing with the
 * splitting digits (the sparse method's rare values); others about n times the removals.
 */
export function estimateWork(rules: HeapRules, to: number): number {
  const n = to + 1;
  const parts = maxParts(rules);
  if (parts === 3) return n ** 3 / 36;
  const t = maxRemoval(rules);
  const removals = Number.isFinite(t) ? Math.max(1, t) : 64;
  if (parts === 1) return n * removals;
  const splits = rules.digits.filter((d) => d & 4).length;
  return n * (removals + 256 * splits);
}

/**
 * The games named by census patterns: each pattern as `grundy seq` reads it (a code, with
 * `?` for any octal digit after the point and 0 or 4 before it; a subtraction set; a name),
 * games with one key grouped under the first code, in the order of first appearance.
 *
 * @param patterns - e.g. ["0.??"] or ["0.4", "0.40", "0.?7"]
 * @param to - the last heap (the work limits are checked for it)
 * @returns the games
 * @throws InputError for a pattern that names no heap game, or GrundyError for a game out of reach
 */
export function censusGames(patterns: readonly string[], to: number): CensusGame[] {
  if (patterns.length === 0) throw new InputError("a pattern of games such as '0.??'", null);
  const byKey = new Map<string, CensusGame>();
  for (const pattern of patterns) {
    if (pattern.trim() === "") throw new InputError("a pattern of games such as '0.??'", pattern);
    for (const code of expandCodePattern(pattern)) {
      const rules = parseHeapGame(code);
      const key = gameKey(rules);
      const known = byKey.get(key);
      if (known) {
        if (!known.codes.includes(rules.code)) known.codes.push(rules.code);
        continue;
      }
      checkSequenceWork(rules, to + 1);
      byKey.set(key, { key, codes: [rules.code], rules, estimate: estimateWork(rules, to) });
    }
  }
  return [...byKey.values()];
}
