import type { JudgeOptions } from "./options.js";
import type { LineWriter } from "./output.js";
import { type TokenReader } from "./tokens.js";
/**
 * HDU 3595 (GG and MM): test cases until the end of input, each `N` then N lines `p q`,
 * N Euclid games played as an Every-SG compound (each turn, a move in every unfinished
 * game; whoever cannot move loses). MM moves first and wins exactly when the largest
 * suspense number is odd; a case prints `MM` or `GG`. With `explain`, each game's
 * suspense and who would win it alone.
 *
 * @param input - the judge input
 * @param out - where the answers go
 * @param options - `explain: true` for reasons instead of bare answers
 */
export declare function hdu3595(input: TokenReader, out: LineWriter, options?: JudgeOptions): void;
