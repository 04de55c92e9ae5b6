import type { LineWriter } from "./output.js";
import type { TokenReader } from "./tokens.js";
/** Options of a judge solver. */
export interface JudgeOptions {
    /** Print why instead of the bare answers. @defaultValue false */
    explain?: boolean;
}
/**
 * A judge solver: reads the whole judge input from `input` and writes the judge output
 * to `out`, case by case (so the answers to the cases before a malformed one are
 * written before the InputError is thrown).
 */
export type JudgeSolver = (input: TokenReader, out: LineWriter, options?: JudgeOptions) => void;
