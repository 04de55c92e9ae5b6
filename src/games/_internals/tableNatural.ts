// One argument of a table face (src/games/tableFace.ts) read as a natural number in a range.
import { parseNaturalInRange } from "../../arith/bigint.js";
import { InputError } from "../../errors.js";
import type { TableIO } from "../tableFace.js";

/**
 * A positional argument of `grundy solve <game>` as typed (any number of digits), as a number
 * from `min` to `max`; anything else stops the command with one line through `io.fail`, the
 * reader's message followed by `hint` when one is given (why the bound is what it is).
 *
 * @example tableNatural("14", 1, 34, "rows", io) // 14
 */
export function tableNatural(text: string | undefined, min: number, max: number, what: string, io: TableIO, hint?: string): number {
  try {
    return parseNaturalInRange(text ?? "", min, max, what);
  } catch (e) {
    if (e instanceof InputError) return io.fail(hint === undefined ? e.message : `${e.message} (${hint})`);
    throw e;
  }
}
