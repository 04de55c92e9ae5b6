import { solveFsvp } from "./solve.js";
export { fsvpFamily } from "./family.js";
export { FSVP_MAX_N } from "./_internals/space.js";
export { partitionCount, fsvpIndex, fsvpPosition, fsvpOptions } from "./positions.js";
export { solveFsvp, type FsvpProgress, type FsvpSolveOptions } from "./solve.js";
export { FSVP_P, FSVP_N, FSVP_D, FSVP_INFINITE, FSVP_NO_REMOTENESS, type FsvpTable, fsvpGammaOf, checkFsvpTable } from "./table.js";
export { fsvpSummary, type FsvpSummary } from "./summary.js";
export { FSVP_TABLE_HEADER, FSVP_TABLE_RECORD, fsvpTableHeader, fsvpTableRecords, encodeFsvpTable, readFsvpTableHeader, emptyFsvpTable, fillFsvpTable, decodeFsvpTable, } from "./binary.js";
export { FSVP_TSV_HEADER, fsvpTsvRows, fsvpTsvBytes, parseFsvpTsv } from "./tsv.js";
/** Fair Shares and Varied Pairs: its record, engine game (loopy) and whole-game solver. */
export declare const fsvp: {
    /** The record of `fsvp(h1,h2,…)` in the position language. */
    readonly family: import("../family.js").Family<readonly number[]>;
    /** The rules: the loopy engine game on heaps, largest first. */
    readonly game: import("../../index.js").Game<readonly number[]>;
    /** Outcome, remoteness and γ of every partition of n coins. */
    readonly solve: typeof solveFsvp;
    /** The most coins {@link solveFsvp} takes. */
    readonly maxCoins: 110;
};
