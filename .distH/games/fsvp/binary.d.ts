import { type FsvpTable } from "./table.js";
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
