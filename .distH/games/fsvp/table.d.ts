/**
 * The table of a solved Fair Shares and Varied Pairs: every position's outcome, remoteness
 * and γ by index, its codes, and reading γ back from it.
 *
 * @module
 */
import type { Gamma } from "../../core/gamma.js";
/** Outcome codes in {@link FsvpTable.outcome}. */
export declare const FSVP_P = 0;
/** The player to move wins. */
export declare const FSVP_N = 1;
/** Neither player can force a win. */
export declare const FSVP_D = 2;
/** {@link FsvpTable.gamma} of a position whose γ is ∞(K). */
export declare const FSVP_INFINITE = 255;
/** {@link FsvpTable.remoteness} of a draw. */
export declare const FSVP_NO_REMOTENESS = 65535;
/** Every position of Fair Shares and Varied Pairs for n coins, by index (see {@link fsvpIndex}). */
export interface FsvpTable {
    /** The number of coins. */
    readonly n: number;
    /** The number of positions, p(n). */
    readonly count: number;
    /** {@link FSVP_P}, {@link FSVP_N} or {@link FSVP_D} for each position. */
    readonly outcome: Uint8Array;
    /** Remoteness of each won or lost position; {@link FSVP_NO_REMOTENESS} for draws. */
    readonly remoteness: Uint16Array;
    /** γ of each position when finite; {@link FSVP_INFINITE} for ∞(K). */
    readonly gamma: Uint8Array;
    /** For ∞(K) positions: K as a bit set (bit j set when j ∈ K); 0 for the others. */
    readonly infiniteK: Uint32Array;
}
/**
 * γ of position `index` in a table.
 *
 * @param table - from {@link solveFsvp}
 * @param index - the position's index ({@link fsvpIndex})
 * @returns a nimber, or ∞(K)
 * @example fsvpGammaOf(solveFsvp(4), fsvpIndex([4])) // a number or { infinite: true, K: [...] }
 */
export declare function fsvpGammaOf(table: FsvpTable, index: number): Gamma;
/** The set K of an ∞(K) as the table stores it (bit j set: j ∈ K), ascending. */
export declare function fsvpKOfMask(mask: number): number[];
/**
 * Checks that a value is a table as {@link solveFsvp} makes them (typed arrays of p(n) entries).
 *
 * @param table - the value
 * @throws InputError when it is not
 */
export declare function checkFsvpTable(table: unknown): asserts table is FsvpTable;
