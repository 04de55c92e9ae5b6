import { type FsvpTable } from "./table.js";
/** What {@link solveFsvp} reports while it works. */
export interface FsvpProgress {
    /** "outcomes" (retrograde win/loss), "draws" (the rest marked drawn), "gamma" (labelling stages), "infinite" (the rest marked ∞). */
    phase: "outcomes" | "draws" | "gamma" | "infinite";
    /** Positions decided or labelled so far in this phase. */
    done: number;
    /** The positions, p(n). */
    total: number;
    /** For "gamma": the stage, i.e. the value being labelled. */
    stage?: number;
}
/** Options of {@link solveFsvp}. */
export interface FsvpSolveOptions {
    /** Called now and then (about every 2^16 positions) with the progress. */
    onProgress?: (progress: FsvpProgress) => void;
    /** Skip γ (outcomes and remoteness only); `gamma` and `infiniteK` are then empty. @defaultValue false */
    outcomesOnly?: boolean;
}
/**
 * Solves Fair Shares and Varied Pairs for n coins: outcome, remoteness and γ of every
 * partition of n (see the module notes for the method and its cost).
 *
 * @param n - coins, 1 … {@link FSVP_MAX_N} (n = 70, 4,087,968 positions: 0.1 s and about 100 MB)
 * @param options - a progress callback; `outcomesOnly` to skip γ
 * @returns the table, by position index ({@link fsvpIndex})
 * @throws InputError for another n; GrundyError when a γ reaches 32 or a remoteness 65,535 (neither happens for n ≤ 100: the largest γ is 4, the largest remoteness 15)
 * @example
 * const t = solveFsvp(10);
 * t.outcome[fsvpIndex([10])] // FSVP_N
 */
export declare function solveFsvp(n: number, options?: FsvpSolveOptions): FsvpTable;
