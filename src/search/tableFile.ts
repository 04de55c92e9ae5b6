// A transposition table on disk, so that a stopped or crashed search resumes: its entries
// only (key, excluded set, cost: 13 bytes each), behind a header naming the family's table
// and a checksum. Written to a temporary file and renamed, so that a kill during a save
// leaves the last save whole.
// Node-only (node:fs); the root entry does not import it.
import { closeSync, fstatSync, openSync, readSync, renameSync, writeSync } from "node:fs";
import { GrundyError } from "../errors.js";

/** A table as a file sees it: its entries to save, and a place to put them back (the JavaScript search's table, or the kernel's). */
export interface TableEntries {
  /** Entries held now. */
  readonly filled: number;
  /** Visits every entry: key halves, excluded set, cost. */
  each(visit: (lo: number, hi: number, excluded: number, cost: number) => void): void;
  /** Adds to what is known of a key. */
  put(lo: number, hi: number, excluded: number, cost: number): void;
  /** Makes room for `entries` entries before a load, where the table can. */
  reserve?(entries: number): void;
}

const MAGIC = "GRUNDYTT";
/** The format: 2 since the table's buckets of 5 slots (records of 13 bytes); 1 wrote 16-byte slots. */
const VERSION = 2;
/** Header: magic (8), version, id bytes, records, checksum (4 each), positions searched (8). */
const HEADER = 32;
/** Records a chunk: the chunk holds their keys and sets (lo, hi, excluded: 12 bytes each), then their costs (a byte each). */
const CHUNK = 1 << 16;
const RECORD_BYTES = 13;
const MAX_ID = 4096;

/** What a saved table says besides its entries. */
interface TableFileInfo {
  /** Entries in the file. */
  readonly entries: number;
  /** Positions searched by every run that filled it. */
  readonly positions: number;
}

function mix(h: number, w: number): number {
  return Math.imul(h ^ w, 0x01000193) ^ (h >>> 13);
}

/**
 * Saves the entries of `table` to `path` (via `path.tmp`), with `positions` searched so
 * far, leaving out the keys `transient` names (they mean nothing in another process: a resumed
 * search values those components again from their saved options).
 */
export function saveTable(path: string, id: string, table: TableEntries, positions: number, transient?: (lo: number, hi: number) => boolean): void {
  const idBytes = Buffer.from(id, "utf8");
  const tmp = `${path}.tmp`;
  let fd: number;
  try {
    fd = openSync(tmp, "w");
  } catch (e) {
    throw new GrundyError(`cannot write ${tmp}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  try {
    const head = Buffer.alloc(HEADER + idBytes.length);
    writeSync(fd, head); // filled in at the end
    const words = new Uint32Array(CHUNK * 3);
    const costs = new Uint8Array(CHUNK);
    let n = 0;
    let records = 0;
    let sum = 0x811c9dc5;
    const flush = () => {
      writeSync(fd, words.subarray(0, 3 * n));
      writeSync(fd, costs.subarray(0, n));
      n = 0;
    };
    table.each((lo, hi, excluded, cost) => {
      if (transient?.(lo, hi)) return;
      words[3 * n] = lo;
      words[3 * n + 1] = hi;
      words[3 * n + 2] = excluded;
      costs[n] = cost;
      sum = mix(mix(mix(mix(sum, lo), hi), excluded), cost);
      n++;
      records++;
      if (n === CHUNK) flush();
    });
    if (n > 0) flush();
    head.write(MAGIC, 0, "latin1");
    head.writeUInt32LE(VERSION, 8);
    head.writeUInt32LE(idBytes.length, 12);
    head.writeUInt32LE(records, 16);
    head.writeUInt32LE(sum >>> 0, 20);
    head.writeDoubleLE(positions, 24);
    idBytes.copy(head, HEADER);
    writeSync(fd, head, 0, head.length, 0);
  } catch (e) {
    throw new GrundyError(`cannot write ${tmp}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
}

/**
 * Loads a table saved by {@link saveTable} into `table` (any size: entries are put again;
 * a key `transient` names, which a file should not hold, is not put).
 * A file of another format, another family's table or one whose bytes do not match its
 * checksum is a GrundyError naming the file: never a wrong value.
 */
export function loadTable(path: string, id: string, table: TableEntries, transient?: (lo: number, hi: number) => boolean): TableFileInfo {
  const bad = (why: string): never => {
    throw new GrundyError(`${path} is not a usable search table: ${why}`);
  };
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (e) {
    throw new GrundyError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(HEADER);
    if (readSync(fd, head, 0, HEADER, 0) < HEADER || head.toString("latin1", 0, 8) !== MAGIC) bad(`it does not start with ${MAGIC} (not a table written by --table)`);
    const version = head.readUInt32LE(8);
    if (version === 1) bad(`it is of version 1, written by an earlier grundy (4-word slots), and this one reads version ${VERSION} only: start afresh with another --table file`);
    if (version !== VERSION) bad(`version ${version}, expected ${VERSION}`);
    const idLength = head.readUInt32LE(12);
    if (idLength > MAX_ID) bad("its header is damaged");
    const idBytes = Buffer.alloc(idLength);
    readSync(fd, idBytes, 0, idLength, HEADER);
    const saved = idBytes.toString("utf8");
    if (saved !== id) bad(`it is a table of ${saved || "nothing known"}, and this search is ${id}`);
    const records = head.readUInt32LE(16);
    const expected = HEADER + idLength + records * RECORD_BYTES;
    if (size !== expected) bad(`it has ${size} bytes, and its header says ${expected} (cut short or damaged)`);
    table.reserve?.(table.filled + records); // the records come in the order of their buckets: see reserve
    const bytes = Buffer.alloc(CHUNK * RECORD_BYTES);
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, CHUNK * 3);
    let sum = 0x811c9dc5;
    let at = HEADER + idLength;
    for (let done = 0; done < records; ) {
      const take = Math.min(CHUNK, records - done);
      let got = 0;
      while (got < take * RECORD_BYTES) {
        const r = readSync(fd, bytes, got, take * RECORD_BYTES - got, at + got);
        if (r === 0) bad("it ends early");
        got += r;
      }
      for (let i = 0; i < take; i++) {
        const lo = words[3 * i]!;
        const hi = words[3 * i + 1]!;
        const excluded = words[3 * i + 2]!;
        const cost = bytes[12 * take + i]!;
        sum = mix(mix(mix(mix(sum, lo), hi), excluded), cost);
        if (excluded !== 0 && !transient?.(lo, hi)) table.put(lo, hi, excluded, cost);
      }
      done += take;
      at += take * RECORD_BYTES;
    }
    if (sum >>> 0 !== head.readUInt32LE(20)) {
      // entries already put may be wrong: the caller must not use the table
      bad("its checksum does not match its entries (damaged)");
    }
    return { entries: records, positions: head.readDoubleLE(24) };
  } finally {
    closeSync(fd);
  }
}
