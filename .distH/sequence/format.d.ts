import type { SequenceReport } from "./analyze.js";
/** One game's summary, as printed in a row when several games are asked for. */
export interface SummaryRow {
    game: string;
    name: string;
    heaps: number;
    period: number | null;
    preperiod: number | null;
    lastException: number | null;
    status: "proven" | "apparent" | "none";
    needed: number | null;
    largest: number;
    largestAt: number;
    mask: number;
    rare: number;
    lastRare: number | null;
}
/** The summary of a report. */
export declare function summaryRow(report: SequenceReport): SummaryRow;
/**
 * Rows written one at a time as they finish (a run that stops keeps what it printed): the
 * header, each row, the end. Text columns have widths fixed up front (the games' codes and
 * names are known; numbers get at least 7 places), CSV and JSON need none.
 */
export interface RowStream {
    head: string;
    row(r: SummaryRow, first: boolean): string;
    end(any: boolean): string;
}
/** A {@link RowStream} for games whose codes and names are known before their rows. */
export declare function rowStream(format: "text" | "csv" | "json", games: readonly {
    game: string;
    name: string;
}[]): RowStream;
/**
 * One game's values as CSV ("n,grundy" lines after a header) or as an OEIS b-file ("n a(n)"
 * lines), in chunks of about 64 KiB: 2^26 values never become one string.
 */
export declare function valueChunks(values: ArrayLike<number>, format: "csv" | "bfile"): Generator<string>;
/** One game's report as text or JSON. */
export declare function formatReport(report: SequenceReport, format: "text" | "json"): string;
