import { type FsvpTable } from "./fsvp.js";
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
/** The first 8 bytes of a binary table. */
export declare const FSVP_TABLE_MAGIC = "FSVPTABL";
/** The layout's version. */
export declare const FSVP_TABLE_VERSION = 1;
/** Bytes before the first record. */
export declare const FSVP_TABLE_HEADER = 24;
/** Bytes per record. */
export declare const FSVP_TABLE_RECORD = 8;
/** The header of a binary table of n coins. */
export declare function fsvpTableHeader(n: number, count: number): Uint8Array;
/**
 * The records of positions from .. to − 1, 8 bytes each (little-endian): outcome (u8: 0 P,
 * 1 N, 2 D), γ (u8: 255 for ∞), remoteness (u16: 65535 for a draw), K (u32 bit set).
 */
export declare function fsvpTableRecords(table: FsvpTable, from: number, to: number): Uint8Array;
/**
 * A whole binary table in one buffer (header, then the records in index order).
 *
 * @param table - a table with γ (not `outcomesOnly`)
 * @returns the bytes
 */
export declare function encodeFsvpTable(table: FsvpTable): Uint8Array;
/**
 * Checks a binary table's header against the file's length.
 *
 * @param header - the first {@link FSVP_TABLE_HEADER} bytes (or more)
 * @param length - the file's length in bytes
 * @returns n and the number of positions
 * @throws InputError, one line, when the bytes are not such a table
 */
export declare function readFsvpTableHeader(header: Uint8Array, length: number): {
    n: number;
    count: number;
};
/** An empty table of n coins, to be filled by {@link fillFsvpTable}. */
export declare function emptyFsvpTable(n: number, count: number): FsvpTable;
/**
 * Reads records into a table, starting with position `from`.
 *
 * @param table - from {@link emptyFsvpTable}
 * @param from - the index of the first record in `records`
 * @param records - whole records, {@link FSVP_TABLE_RECORD} bytes each
 * @throws InputError when a record's outcome is not 0, 1 or 2
 */
export declare function fillFsvpTable(table: FsvpTable, from: number, records: Uint8Array): void;
/**
 * Reads a binary table back, checking its magic, version, n, count and length.
 *
 * @param bytes - the file's bytes
 * @returns the table
 * @throws InputError, one line, when the bytes are not such a table
 */
export declare function decodeFsvpTable(bytes: Uint8Array): FsvpTable;
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
