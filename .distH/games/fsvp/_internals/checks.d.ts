import { type FsvpTable } from "../table.js";
/** Checks a table that has γ (solved without outcomesOnly). */
export declare function checkWithGamma(table: FsvpTable): void;
/** Checks a table with γ and a range of its positions, from ≤ to ≤ count. */
export declare function checkRange(table: FsvpTable, from: number, to: number): void;
/** The outcome letters by code. */
export declare const OUTCOME_LETTER: readonly ["P", "N", "D"];
