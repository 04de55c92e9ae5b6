/**
 * A solved Fair Shares and Varied Pairs table ({@link FsvpTable}) written to and read
 * from bytes in its binary layout (docs/fsvp-table.md). No Node import: the CLI does the files.
 *
 * @module
 */
import { InputError } from "../../errors.js";
import { checkRange, checkWithGamma } from "./_internals/checks.js";
import { FSVP_MAX_N } from "./_internals/space.js";
import { partitionCount } from "./positions.js";
import { FSVP_D, type FsvpTable } from "./table.js";

/** The first 8 bytes of a binary table. */
const FSVP_TABLE_MAGIC = "FSVPTABL";
/** The layout's version. */
const FSVP_TABLE_VERSION = 1;
/** Bytes before the first record. */
export const FSVP_TABLE_HEADER = 24;
/** Bytes per record. */
export const FSVP_TABLE_RECORD = 8;

/** The header of a binary table of n coins. */
export function fsvpTableHeader(n: number, count: number): Uint8Array {
  const bytes = new Uint8Array(FSVP_TABLE_HEADER);
  for (let i = 0; i < 8; i++) bytes[i] = FSVP_TABLE_MAGIC.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, FSVP_TABLE_VERSION, true);
  view.setUint32(12, n, true);
  view.setUint32(16, count, true);
  view.setUint32(20, FSVP_TABLE_RECORD, true);
  return bytes;
}

/**
 * The records of positions from .. to − 1, 8 bytes each (little-endian): outcome (u8: 0 P,
 * 1 N, 2 D), γ (u8: 255 for ∞), remoteness (u16: 65535 for a draw), K (u32 bit set).
 */
export function fsvpTableRecords(table: FsvpTable, from: number, to: number): Uint8Array {
  checkRange(table, from, to);
  const bytes = new Uint8Array((to - from) * FSVP_TABLE_RECORD);
  const view = new DataView(bytes.buffer);
  for (let i = from, o = 0; i < to; i++, o += FSVP_TABLE_RECORD) {
    bytes[o] = table.outcome[i]!;
    bytes[o + 1] = table.gamma[i]!;
    view.setUint16(o + 2, table.remoteness[i]!, true);
    view.setUint32(o + 4, table.infiniteK[i]!, true);
  }
  return bytes;
}

/**
 * A whole binary table in one buffer (header, then the records in index order).
 *
 * @param table - a table with γ (not `outcomesOnly`)
 * @returns the bytes
 */
export function encodeFsvpTable(table: FsvpTable): Uint8Array {
  checkWithGamma(table);
  const out = new Uint8Array(FSVP_TABLE_HEADER + table.count * FSVP_TABLE_RECORD);
  out.set(fsvpTableHeader(table.n, table.count), 0);
  out.set(fsvpTableRecords(table, 0, table.count), FSVP_TABLE_HEADER);
  return out;
}

/**
 * Checks a binary table's header against the file's length.
 *
 * @param header - the first {@link FSVP_TABLE_HEADER} bytes (or more)
 * @param length - the file's length in bytes
 * @returns n and the number of positions
 * @throws InputError, one line, when the bytes are not such a table
 */
export function readFsvpTableHeader(header: Uint8Array, length: number): { n: number; count: number } {
  let magic = "";
  for (const byte of header.subarray(0, 8)) magic += String.fromCharCode(byte);
  if (header.length < FSVP_TABLE_HEADER || magic !== FSVP_TABLE_MAGIC) throw new InputError(`an fsvp table (it starts with "${FSVP_TABLE_MAGIC}")`, "another file");
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const version = view.getUint32(8, true);
  if (version !== FSVP_TABLE_VERSION) throw new InputError(`an fsvp table of version ${FSVP_TABLE_VERSION}`, `version ${version}`);
  const n = view.getUint32(12, true);
  if (n < 1 || n > FSVP_MAX_N) throw new InputError(`an fsvp table of 1 to ${FSVP_MAX_N} coins`, `${n} coins`);
  const count = view.getUint32(16, true);
  if (count !== partitionCount(n)) throw new InputError(`an fsvp table of ${n} coins to hold p(${n}) = ${partitionCount(n)} positions`, String(count));
  const record = view.getUint32(20, true);
  if (record !== FSVP_TABLE_RECORD) throw new InputError(`records of ${FSVP_TABLE_RECORD} bytes`, `${record}`);
  const expected = FSVP_TABLE_HEADER + count * FSVP_TABLE_RECORD;
  if (length !== expected) throw new InputError(`a table of ${expected} bytes for ${n} coins (truncated or padded?)`, `${length} bytes`);
  return { n, count };
}

/** An empty table of n coins, to be filled by {@link fillFsvpTable}. */
export function emptyFsvpTable(n: number, count: number): FsvpTable {
  return { n, count, outcome: new Uint8Array(count), remoteness: new Uint16Array(count), gamma: new Uint8Array(count), infiniteK: new Uint32Array(count) };
}

/**
 * Reads records into a table, starting with position `from`.
 *
 * @param table - from {@link emptyFsvpTable}
 * @param from - the index of the first record in `records`
 * @param records - whole records, {@link FSVP_TABLE_RECORD} bytes each
 * @throws InputError when a record's outcome is not 0, 1 or 2
 */
export function fillFsvpTable(table: FsvpTable, from: number, records: Uint8Array): void {
  const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
  const end = from + Math.floor(records.length / FSVP_TABLE_RECORD);
  for (let i = from, o = 0; i < end; i++, o += FSVP_TABLE_RECORD) {
    const out = records[o]!;
    if (out > FSVP_D) throw new InputError("an outcome 0, 1 or 2 in every record", `${out} in record ${i}`);
    table.outcome[i] = out;
    table.gamma[i] = records[o + 1]!;
    table.remoteness[i] = view.getUint16(o + 2, true);
    table.infiniteK[i] = view.getUint32(o + 4, true);
  }
}

/**
 * Reads a binary table back, checking its magic, version, n, count and length.
 *
 * @param bytes - the file's bytes
 * @returns the table
 * @throws InputError, one line, when the bytes are not such a table
 */
export function decodeFsvpTable(bytes: Uint8Array): FsvpTable {
  const { n, count } = readFsvpTableHeader(bytes.subarray(0, FSVP_TABLE_HEADER), bytes.length);
  const table = emptyFsvpTable(n, count);
  fillFsvpTable(table, 0, bytes.subarray(FSVP_TABLE_HEADER));
  return table;
}
