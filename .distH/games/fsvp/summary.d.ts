import { type FsvpTable } from "./table.js";
/** How a table's positions fall into outcomes and γ values. */
export interface FsvpSummary {
    /** The number of coins. */
    n: number;
    /** p(n). */
    positions: number;
    /** Positions of each outcome. */
    outcomes: {
        P: number;
        N: number;
        D: number;
    };
    /** Each γ value that occurs (finite values first, increasing, then ∞(K) by K), with its count. */
    gamma: {
        value: string;
        count: number;
    }[];
    /** The largest remoteness, and the first position (by index) that has it. */
    remoteness: {
        max: number;
        position: number[];
        outcome: "P" | "N";
    };
    /** The single heap of n: its outcome, remoteness (null for a draw) and γ. */
    start: {
        position: number[];
        outcome: "P" | "N" | "D";
        remoteness: number | null;
        gamma: string;
    };
}
/**
 * Counts a table's outcomes and γ values and finds its largest remoteness.
 *
 * @param table - from `solveFsvp` or {@link decodeFsvpTable}
 * @returns the summary
 * @example fsvpSummary(solveFsvp(10)).outcomes // { P: 12, N: 30, D: 0 }
 */
export declare function fsvpSummary(table: FsvpTable): FsvpSummary;
