import type { JudgeOptions } from "./options.js";
import type { LineWriter } from "./output.js";
import { type TokenReader } from "./tokens.js";
/**
 * HDU 1527 (Wythoff's game): lines `a b` until the end of input; for each, `0` when the
 * player to move loses, else `1`. With `explain`, each line names the position's class
 * and every winning move.
 *
 * @param input - the judge input
 * @param out - where the answers go
 * @param options - `explain: true` for reasons instead of bare answers
 * @example hdu1527(new TokenReader(memorySource("2 1\n8 4\n")), out) // writes "0\n1\n"
 */
export declare function hdu1527(input: TokenReader, out: LineWriter, options?: JudgeOptions): void;
