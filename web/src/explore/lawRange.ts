// The Laws section's range as typed ("600", "n=0..600", "a=1..60,b=1..60"), read as
// findPattern's options, described ("n ≤ 150") and pushed further by "Check further".
import { parsePatternRanges, parsePatternTo, type PatternOptions } from "sprague-grundy";
import type { LawValues } from "./lawValues.ts";

/** The most values "Check further" asks for: a line of 2^20, a table of 1024 a side. */
const MAX_LINE_END = (1 << 20) - 1;
const MAX_TABLE_END = 1023;

/** The options of a range as typed: empty (the defaults), an end ("600"), or ranges ("n=0..600"). */
export function rangeOptions(text: string): Pick<PatternOptions, "to" | "ranges"> {
  const t = text.trim();
  if (t === "") return {};
  if (/^[\d_]+$/.test(t)) return { to: parsePatternTo(t) };
  return { ranges: parsePatternRanges(t) };
}

/** The last value of each variable the values cover. */
export function lastOf(values: LawValues): number[] {
  return values.kind === "line" ? [values.from + values.values.length - 1] : [values.from[0] + values.rows - 1, values.from[1] + values.cols - 1];
}

/** The range the values cover in words: "n ≤ 150", "a ≤ 63, b ≤ 63" (with the start when it is not 0). */
export function rangeWords(values: LawValues): string {
  const names = values.kind === "line" ? [values.variable] : [...values.variables];
  const from = values.kind === "line" ? [values.from] : [...values.from];
  const last = lastOf(values);
  return names.map((name, k) => (from[k] === 0 ? `${name} ≤ ${last[k]}` : `${from[k]} ≤ ${name} ≤ ${last[k]}`)).join(", ");
}

/**
 * The range to check a law on next: every end four times further for a line, twice for a
 * table (its cells grow as the square), the starts kept; null when already at the most.
 */
export function furtherRange(text: string, values: LawValues): string | null {
  const cap = values.kind === "line" ? MAX_LINE_END : MAX_TABLE_END;
  const last = lastOf(values).reduce((m, x) => Math.max(m, x), 0);
  const end = Math.min(cap, values.kind === "line" ? 4 * last + 3 : 2 * last + 1);
  if (end <= last) return null;
  const t = text.trim();
  if (t === "" || /^[\d_]+$/.test(t)) return String(end);
  const ranges = parsePatternRanges(t);
  return Object.entries(ranges)
    .map(([name, [from]]) => `${name}=${from ?? ""}..${end}`)
    .join(",");
}
