// A transposition table on disk, so that a stopped or crashed search resumes: the filled
// slots only, behind a header naming the family's table and a checksum. Written to a
// temporary file and renamed, so that a kill during a save leaves the last save whole.
// Node-only (node:fs); the root entry does not import it.
import { closeSync, fstatSync, openSync, readSync, renameSync, writeSync } from "node:fs";
import { GrundyError } from "../errors.js";
const MAGIC = "GRUNDYTT";
const VERSION = 1;
/** Header: magic (8), version, id bytes, records, checksum (4 each), positions searched (8). */
const HEADER = 32;
const CHUNK_SLOTS = 1 << 16;
const MAX_ID = 4096;
function mix(h, w) {
    return Math.imul(h ^ w, 0x01000193) ^ (h >>> 13);
}
/** Saves the filled slots of `table` to `path` (via `path.tmp`), with `positions` searched so far. */
export function saveTable(path, id, table, positions) {
    const w = table.words;
    const idBytes = Buffer.from(id, "utf8");
    const tmp = `${path}.tmp`;
    let fd;
    try {
        fd = openSync(tmp, "w");
    }
    catch (e) {
        throw new GrundyError(`cannot write ${tmp}: ${e.code ?? String(e)}`);
    }
    try {
        const head = Buffer.alloc(HEADER + idBytes.length);
        writeSync(fd, head); // filled in at the end
        const out = new Uint32Array(CHUNK_SLOTS * 4);
        let n = 0;
        let records = 0;
        let sum = 0x811c9dc5;
        for (let i = 0; i < w.length; i += 4) {
            if (w[i + 2] === 0)
                continue;
            for (let k = 0; k < 4; k++) {
                out[n + k] = w[i + k];
                sum = mix(sum, w[i + k]);
            }
            n += 4;
            records++;
            if (n === out.length) {
                writeSync(fd, out);
                n = 0;
            }
        }
        if (n > 0)
            writeSync(fd, out.subarray(0, n));
        head.write(MAGIC, 0, "latin1");
        head.writeUInt32LE(VERSION, 8);
        head.writeUInt32LE(idBytes.length, 12);
        head.writeUInt32LE(records, 16);
        head.writeUInt32LE(sum >>> 0, 20);
        head.writeDoubleLE(positions, 24);
        idBytes.copy(head, HEADER);
        writeSync(fd, head, 0, head.length, 0);
    }
    catch (e) {
        throw new GrundyError(`cannot write ${tmp}: ${e.code ?? String(e)}`);
    }
    finally {
        closeSync(fd);
    }
    renameSync(tmp, path);
}
/**
 * Loads a table saved by {@link saveTable} into `table` (any size: entries are put again).
 * A file of another format, another family's table or one whose bytes do not match its
 * checksum is a GrundyError naming the file: never a wrong value.
 */
export function loadTable(path, id, table) {
    const bad = (why) => {
        throw new GrundyError(`${path} is not a usable search table: ${why}`);
    };
    let fd;
    try {
        fd = openSync(path, "r");
    }
    catch (e) {
        throw new GrundyError(`cannot read ${path}: ${e.code ?? String(e)}`);
    }
    try {
        const size = fstatSync(fd).size;
        const head = Buffer.alloc(HEADER);
        if (readSync(fd, head, 0, HEADER, 0) < HEADER || head.toString("latin1", 0, 8) !== MAGIC)
            bad(`it does not start with ${MAGIC} (not a table written by --table)`);
        if (head.readUInt32LE(8) !== VERSION)
            bad(`version ${head.readUInt32LE(8)}, expected ${VERSION}`);
        const idLength = head.readUInt32LE(12);
        if (idLength > MAX_ID)
            bad("its header is damaged");
        const idBytes = Buffer.alloc(idLength);
        readSync(fd, idBytes, 0, idLength, HEADER);
        const saved = idBytes.toString("utf8");
        if (saved !== id)
            bad(`it is a table of ${saved || "nothing known"}, and this search is ${id}`);
        const records = head.readUInt32LE(16);
        if (size !== HEADER + idLength + records * 16)
            bad(`it has ${size} bytes, and its header says ${HEADER + idLength + records * 16} (cut short or damaged)`);
        const chunk = new Uint32Array(CHUNK_SLOTS * 4);
        const bytes = Buffer.from(chunk.buffer);
        let sum = 0x811c9dc5;
        let at = HEADER + idLength;
        for (let done = 0; done < records;) {
            const take = Math.min(CHUNK_SLOTS, records - done);
            let got = 0;
            while (got < take * 16) {
                const r = readSync(fd, bytes, got, take * 16 - got, at + got);
                if (r === 0)
                    bad("it ends early");
                got += r;
            }
            for (let i = 0; i < take * 4; i++)
                sum = mix(sum, chunk[i]);
            for (let i = 0; i < take * 4; i += 4)
                if (chunk[i + 2] !== 0)
                    table.put(chunk[i], chunk[i + 1], chunk[i + 2], chunk[i + 3]);
            done += take;
            at += take * 16;
        }
        if (sum >>> 0 !== head.readUInt32LE(20)) {
            // entries already put may be wrong: the caller must not use the table
            bad("its checksum does not match its entries (damaged)");
        }
        return { entries: records, positions: head.readDoubleLE(24) };
    }
    finally {
        closeSync(fd);
    }
}
//# sourceMappingURL=tableFile.js.map