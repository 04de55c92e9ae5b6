import { type CramBoard } from "./board.js";
/** `cram(3,4)` for an empty board, `cram("../.#")` otherwise: what {@link readCram} reads back. */
export declare function printCram(b: CramBoard): string;
/**
 * `cram(rows,columns)` / `cram("../.#")`: Cram. Exact values in closed form for regions of
 * one column (Dawson's Kayles, any length), full 2 × n grids and boards the half-turn
 * strategy decides; the engine (regions up to symmetry) for the rest, within the budget.
 */
export declare const cramFamily: import("../family.js").Family<CramBoard>;
