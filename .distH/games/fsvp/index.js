// Fair Shares and Varied Pairs: one namespace (`fsvp`: family, game, solve), its record (fsvpFamily), positions as heaps and as numbered
// partitions, the whole-game solver, its table and the table's formats.
import { FSVP_MAX_N } from "./_internals/space.js";
import { fsvpFamily } from "./family.js";
import { solveFsvp } from "./solve.js";
export { fsvpFamily } from "./family.js";
export { FSVP_MAX_N } from "./_internals/space.js";
export { partitionCount, fsvpIndex, fsvpPosition, fsvpOptions } from "./positions.js";
export { solveFsvp } from "./solve.js";
export { FSVP_P, FSVP_N, FSVP_D, FSVP_INFINITE, FSVP_NO_REMOTENESS, fsvpGammaOf, checkFsvpTable } from "./table.js";
export { fsvpSummary } from "./summary.js";
export { FSVP_TABLE_HEADER, FSVP_TABLE_RECORD, fsvpTableHeader, fsvpTableRecords, encodeFsvpTable, readFsvpTableHeader, emptyFsvpTable, fillFsvpTable, decodeFsvpTable, } from "./binary.js";
export { FSVP_TSV_HEADER, fsvpTsvRows, fsvpTsvBytes, parseFsvpTsv } from "./tsv.js";
/** Fair Shares and Varied Pairs: its record, engine game (loopy) and whole-game solver. */
export const fsvp = {
    /** The record of `fsvp(h1,h2,…)` in the position language. */
    family: fsvpFamily,
    /** The rules: the loopy engine game on heaps, largest first. */
    game: fsvpFamily.game,
    /** Outcome, remoteness and γ of every partition of n coins. */
    solve: solveFsvp,
    /** The most coins {@link solveFsvp} takes. */
    maxCoins: FSVP_MAX_N,
};
//# sourceMappingURL=index.js.map