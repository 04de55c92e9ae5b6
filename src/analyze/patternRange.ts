// The ranges of a pattern's free variables as a user types them: `n=0..5000,a=1..300`
// (the CLI's --range) and `5000` (--to). Input reading: errors name the token.
import { InputError } from "../errors.js";
import { VARIABLE_NAME } from "../expression/parse.js";

/** A variable's range, both ends included; an end left undefined takes its default (see patternValues). */
export type PatternRange = readonly [from: number | undefined, to: number | undefined];

/** The ranges of several variables, by name. */
export type PatternRanges = Readonly<Record<string, PatternRange>>;

/** The largest end a range may have: 2^53 − 1 (a table's index is a number). */
const MAX_END = Number.MAX_SAFE_INTEGER;

/** A range's end: a non-negative integer (digits, single "_" between groups allowed). */
function end(text: string, what: string): number {
  if (!/^\d+(_\d+)*$/.test(text)) throw new InputError(what, text);
  const value = Number(text.replace(/_/g, ""));
  if (!Number.isSafeInteger(value) || value > MAX_END) throw new InputError(`${what} at most 2^53 − 1`, text);
  return value;
}

/**
 * Reads ranges written `name=from..to`, separated by commas: `n=0..5000,a=1..300`. Either
 * end may be left out (`n=..5000`, `n=10..`: its default); `n=7` is the one value 7.
 *
 * @param text - the ranges
 * @returns each variable's range, by name
 * @throws InputError naming the token and what was expected (a name, "=", an end, "..", a repeated name, from > to)
 * @example parsePatternRanges("n=0..5000,a=1..300") // { n: [0, 5000], a: [1, 300] }
 */
export function parsePatternRanges(text: string): PatternRanges {
  if (typeof text !== "string" || text.trim() === "") throw new InputError("ranges such as n=0..5000,a=1..300", typeof text === "string" ? text : null);
  const out: Record<string, PatternRange> = {};
  for (const raw of text.split(",")) {
    const item = raw.trim();
    const eq = item.indexOf("=");
    if (eq < 0) throw new InputError("a range name=from..to, such as n=0..5000", item);
    const name = item.slice(0, eq).trim();
    if (!VARIABLE_NAME.test(name)) throw new InputError("a variable's name (a lowercase name such as n) before '='", name);
    if (Object.hasOwn(out, name)) throw new InputError(`one range for ${name}`, item);
    const body = item.slice(eq + 1).trim();
    const dots = body.indexOf("..");
    let range: PatternRange;
    if (dots < 0) {
      const v = end(body, `a value or a range from..to for ${name}`);
      range = [v, v];
    } else {
      const a = body.slice(0, dots).trim();
      const b = body.slice(dots + 2).trim();
      range = [
        a === "" ? undefined : end(a, `the start of ${name}'s range (a non-negative integer)`),
        b === "" ? undefined : end(b, `the end of ${name}'s range (a non-negative integer)`),
      ];
    }
    if (range[0] !== undefined && range[1] !== undefined && range[0] > range[1]) throw new InputError(`a range from..to with from ≤ to for ${name}`, body);
    out[name] = range;
  }
  return out;
}

/**
 * Reads the end every variable's range runs to (the CLI's --to N): a non-negative integer.
 *
 * @param text - the end
 * @returns it
 * @throws InputError naming the token
 * @example parsePatternTo("5000") // 5000
 */
export function parsePatternTo(text: string): number {
  return end(typeof text === "string" ? text.trim() : String(text), "the end of the range: a non-negative integer");
}
