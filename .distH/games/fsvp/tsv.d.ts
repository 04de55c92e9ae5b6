import { type FsvpTable } from "./table.js";
/** The header line of a TSV table. */
export declare const FSVP_TSV_HEADER = "position\toutcome\tremoteness\tgamma";
/**
 * TSV rows of positions from .. to − 1, each `5+3+1+1\tN\t3\t∞(0,2)` (parts largest first;
 * a draw's remoteness is empty), one per line with a final newline.
 */
export declare function fsvpTsvRows(table: FsvpTable, from: number, to: number): string;
/** {@link fsvpTsvRows} as UTF-8 bytes, written digit by digit (no string a row). */
export declare function fsvpTsvBytes(table: FsvpTable, from: number, to: number): Uint8Array;
/**
 * Reads a TSV table back: every partition of one n, once each, in any order.
 *
 * @param text - the file's text
 * @returns the table
 * @throws InputError naming the line when a row is not a position, outcome, remoteness and γ
 */
export declare function parseFsvpTsv(text: string): FsvpTable;
