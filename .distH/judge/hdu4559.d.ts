import type { JudgeOptions } from "./options.js";
import type { LineWriter } from "./output.js";
import type { TokenReader } from "./tokens.js";
/**
 * HDU 4559 (strip colouring): `T`, then per case `n m` and m lines `x y` (row 1–2,
 * column 1–n) of coloured cells; Alice moves first on the 2×n board and whoever colours
 * last wins. Prints `Case i: Alice` or `Case i: Bob`. A cell listed twice counts once.
 * With `explain`, the blank runs, their Grundy values and a winning colouring.
 *
 * @param input - the judge input
 * @param out - where the answers go
 * @param options - `explain: true` for reasons instead of bare answers
 */
export declare function hdu4559(input: TokenReader, out: LineWriter, options?: JudgeOptions): void;
