/**
 * A solved Fair Shares and Varied Pairs table ({@link FsvpTable}) summarised, and written
 * to and read from bytes: a binary layout (docs/fsvp-table.md) and TSV. No Node import:
 * the CLI does the files.
 *
 * @module
 */
import { formatGamma } from "../core/loopy.js";
import { describeValue, InputError } from "../errors.js";
import { FSVP_D, FSVP_INFINITE, FSVP_MAX_N, FSVP_N, FSVP_NO_REMOTENESS, FSVP_P, FsvpSpace, checkFsvpTable, fsvpGammaOf, fsvpKOfMask, partitionCount, } from "./fsvp.js";
function checkWithGamma(table) {
    checkFsvpTable(table);
    if (table.gamma.length !== table.count)
        throw new InputError("an fsvp table with γ (solved without outcomesOnly)", "a table of outcomes only");
}
function checkRange(table, from, to) {
    checkWithGamma(table);
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from < 0 || from > to || to > table.count) {
        throw new InputError(`positions from .. to with 0 ≤ from ≤ to ≤ ${table.count}`, `${describeValue(from)} .. ${describeValue(to)}`);
    }
}
const OUTCOME_LETTER = ["P", "N", "D"];
/**
 * Counts a table's outcomes and γ values and finds its largest remoteness.
 *
 * @param table - from `solveFsvp` or {@link decodeFsvpTable}
 * @returns the summary
 * @example fsvpSummary(solveFsvp(10)).outcomes // { P: 12, N: 30, D: 0 }
 */
export function fsvpSummary(table) {
    checkWithGamma(table);
    const { n, count, outcome, remoteness, gamma, infiniteK } = table;
    const outcomes = { P: 0, N: 0, D: 0 };
    const finite = new Map();
    const infinite = new Map();
    let max = -1;
    let at = 0;
    for (let i = 0; i < count; i++) {
        const o = outcome[i];
        if (o === FSVP_P)
            outcomes.P++;
        else if (o === FSVP_N)
            outcomes.N++;
        else
            outcomes.D++;
        const r = remoteness[i];
        if (r !== FSVP_NO_REMOTENESS && r > max) {
            max = r;
            at = i;
        }
        const g = gamma[i];
        if (g !== FSVP_INFINITE)
            finite.set(g, (finite.get(g) ?? 0) + 1);
        else {
            const k = infiniteK[i];
            infinite.set(k, (infinite.get(k) ?? 0) + 1);
        }
    }
    const gammaRows = [];
    for (const g of [...finite.keys()].sort((a, b) => a - b))
        gammaRows.push({ value: String(g), count: finite.get(g) });
    const ks = [...infinite.keys()].map((mask) => ({ mask, K: fsvpKOfMask(mask) }));
    ks.sort((a, b) => a.K.length - b.K.length || a.K.join(",").localeCompare(b.K.join(",")));
    for (const { mask, K } of ks)
        gammaRows.push({ value: formatGamma({ infinite: true, K }), count: infinite.get(mask) });
    const space = new FsvpSpace(n);
    space.decode(at);
    const maxPosition = space.parts();
    return {
        n,
        positions: count,
        outcomes,
        gamma: gammaRows,
        remoteness: { max, position: maxPosition, outcome: outcome[at] === FSVP_P ? "P" : "N" },
        start: {
            position: [n],
            outcome: OUTCOME_LETTER[outcome[0]],
            remoteness: remoteness[0] === FSVP_NO_REMOTENESS ? null : remoteness[0],
            gamma: formatGamma(fsvpGammaOf(table, 0)),
        },
    };
}
// ---------------------------------------------------------------------------------------
// Binary layout (docs/fsvp-table.md)
/** The first 8 bytes of a binary table. */
export const FSVP_TABLE_MAGIC = "FSVPTABL";
/** The layout's version. */
export const FSVP_TABLE_VERSION = 1;
/** Bytes before the first record. */
export const FSVP_TABLE_HEADER = 24;
/** Bytes per record. */
export const FSVP_TABLE_RECORD = 8;
/** The header of a binary table of n coins. */
export function fsvpTableHeader(n, count) {
    const bytes = new Uint8Array(FSVP_TABLE_HEADER);
    for (let i = 0; i < 8; i++)
        bytes[i] = FSVP_TABLE_MAGIC.charCodeAt(i);
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
export function fsvpTableRecords(table, from, to) {
    checkRange(table, from, to);
    const bytes = new Uint8Array((to - from) * FSVP_TABLE_RECORD);
    const view = new DataView(bytes.buffer);
    for (let i = from, o = 0; i < to; i++, o += FSVP_TABLE_RECORD) {
        bytes[o] = table.outcome[i];
        bytes[o + 1] = table.gamma[i];
        view.setUint16(o + 2, table.remoteness[i], true);
        view.setUint32(o + 4, table.infiniteK[i], true);
    }
    return bytes;
}
/**
 * A whole binary table in one buffer (header, then the records in index order).
 *
 * @param table - a table with γ (not `outcomesOnly`)
 * @returns the bytes
 */
export function encodeFsvpTable(table) {
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
export function readFsvpTableHeader(header, length) {
    const magic = String.fromCharCode(...header.subarray(0, 8));
    if (header.length < FSVP_TABLE_HEADER || magic !== FSVP_TABLE_MAGIC)
        throw new InputError(`an fsvp table (it starts with "${FSVP_TABLE_MAGIC}")`, "another file");
    const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
    const version = view.getUint32(8, true);
    if (version !== FSVP_TABLE_VERSION)
        throw new InputError(`an fsvp table of version ${FSVP_TABLE_VERSION}`, `version ${version}`);
    const n = view.getUint32(12, true);
    if (n < 1 || n > FSVP_MAX_N)
        throw new InputError(`an fsvp table of 1 to ${FSVP_MAX_N} coins`, `${n} coins`);
    const count = view.getUint32(16, true);
    if (count !== partitionCount(n))
        throw new InputError(`an fsvp table of ${n} coins to hold p(${n}) = ${partitionCount(n)} positions`, String(count));
    const record = view.getUint32(20, true);
    if (record !== FSVP_TABLE_RECORD)
        throw new InputError(`records of ${FSVP_TABLE_RECORD} bytes`, `${record}`);
    const expected = FSVP_TABLE_HEADER + count * FSVP_TABLE_RECORD;
    if (length !== expected)
        throw new InputError(`a table of ${expected} bytes for ${n} coins (truncated or padded?)`, `${length} bytes`);
    return { n, count };
}
/** An empty table of n coins, to be filled by {@link fillFsvpTable}. */
export function emptyFsvpTable(n, count) {
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
export function fillFsvpTable(table, from, records) {
    const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
    const end = from + Math.floor(records.length / FSVP_TABLE_RECORD);
    for (let i = from, o = 0; i < end; i++, o += FSVP_TABLE_RECORD) {
        const out = records[o];
        if (out > FSVP_D)
            throw new InputError("an outcome 0, 1 or 2 in every record", `${out} in record ${i}`);
        table.outcome[i] = out;
        table.gamma[i] = records[o + 1];
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
export function decodeFsvpTable(bytes) {
    const { n, count } = readFsvpTableHeader(bytes.subarray(0, FSVP_TABLE_HEADER), bytes.length);
    const table = emptyFsvpTable(n, count);
    fillFsvpTable(table, 0, bytes.subarray(FSVP_TABLE_HEADER));
    return table;
}
// ---------------------------------------------------------------------------------------
// TSV
/** The header line of a TSV table. */
export const FSVP_TSV_HEADER = "position\toutcome\tremoteness\tgamma";
/**
 * TSV rows of positions from .. to − 1, each `5+3+1+1\tN\t3\t∞(0,2)` (parts largest first;
 * a draw's remoteness is empty), one per line with a final newline.
 */
export function fsvpTsvRows(table, from, to) {
    return new TextDecoder().decode(fsvpTsvBytes(table, from, to));
}
const TAB = 9;
const NEWLINE = 10;
const PLUS = 43;
const LETTER = [80, 78, 68]; // P N D
/** {@link fsvpTsvRows} as UTF-8 bytes, written digit by digit (no string a row). */
export function fsvpTsvBytes(table, from, to) {
    checkRange(table, from, to);
    const space = new FsvpSpace(table.n);
    const { size, mult } = space;
    const encoder = new TextEncoder();
    const infiniteBytes = new Map();
    const rowMax = 4 * table.n + 160;
    let out = new Uint8Array(Math.max(1024, (to - from) * 24));
    let p = 0;
    const int = (x) => {
        if (x >= 100000) {
            const d = encoder.encode(String(x));
            out.set(d, p);
            p += d.length;
            return;
        }
        if (x >= 10000)
            out[p++] = 48 + Math.floor(x / 10000);
        if (x >= 1000)
            out[p++] = 48 + (Math.floor(x / 1000) % 10);
        if (x >= 100)
            out[p++] = 48 + (Math.floor(x / 100) % 10);
        if (x >= 10)
            out[p++] = 48 + (Math.floor(x / 10) % 10);
        out[p++] = 48 + (x % 10);
    };
    for (let i = from; i < to; i++) {
        if (p + rowMax > out.length) {
            const bigger = new Uint8Array(out.length * 2);
            bigger.set(out.subarray(0, p));
            out = bigger;
        }
        space.decode(i);
        let first = true;
        for (let k = space.D - 1; k >= 0; k--) {
            const z = size[k];
            for (let c = mult[k]; c > 0; c--) {
                if (!first)
                    out[p++] = PLUS;
                first = false;
                int(z);
            }
        }
        out[p++] = TAB;
        out[p++] = LETTER[table.outcome[i]];
        out[p++] = TAB;
        const r = table.remoteness[i];
        if (r !== FSVP_NO_REMOTENESS)
            int(r);
        out[p++] = TAB;
        const g = table.gamma[i];
        if (g !== FSVP_INFINITE)
            int(g);
        else {
            const mask = table.infiniteK[i];
            let bytes = infiniteBytes.get(mask);
            if (bytes === undefined)
                infiniteBytes.set(mask, (bytes = encoder.encode(formatGamma(fsvpGammaOf(table, i)))));
            out.set(bytes, p);
            p += bytes.length;
        }
        out[p++] = NEWLINE;
    }
    return out.subarray(0, p);
}
/**
 * Reads a TSV table back: every partition of one n, once each, in any order.
 *
 * @param text - the file's text
 * @returns the table
 * @throws InputError naming the line when a row is not a position, outcome, remoteness and γ
 */
export function parseFsvpTsv(text) {
    const lines = text.split("\n");
    if (lines[lines.length - 1] === "")
        lines.pop();
    if (lines[0]?.replace(/\r$/, "") !== FSVP_TSV_HEADER)
        throw new InputError(`a TSV fsvp table starting with the line "${FSVP_TSV_HEADER.replace(/\t/g, "\\t")}"`, "another first line");
    const bad = (line, what) => new InputError(`${what} on line ${line + 1}`, lines[line].slice(0, 60));
    let space = null;
    let table = null;
    let filled = null;
    const parts = [];
    /** γ column texts read so far: [γ byte, K] */
    const gammaValues = new Map();
    for (let l = 1; l < lines.length; l++) {
        const line = lines[l];
        const cols = (line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line).split("\t");
        if (cols.length !== 4)
            throw bad(l, "four tab-separated columns");
        // the parts, digit by digit: 5+3+1+1
        const text = cols[0];
        parts.length = 0;
        let n = 0;
        let x = -1;
        for (let c = 0; c <= text.length; c++) {
            const ch = c < text.length ? text.charCodeAt(c) : 43;
            if (ch >= 48 && ch <= 57 && x < 1e6)
                x = (x < 0 ? 0 : x * 10) + ch - 48;
            else if (ch === 43 && x >= 1) {
                parts.push(x);
                n += x;
                x = -1;
            }
            else
                throw bad(l, "a position such as 5+3+1+1");
        }
        if (space === null || table === null || filled === null) {
            if (n > FSVP_MAX_N)
                throw bad(l, `at most ${FSVP_MAX_N} coins`);
            space = new FsvpSpace(n);
            const count = space.count;
            if (lines.length - 1 !== count)
                throw new InputError(`p(${n}) = ${count} rows for ${n} coins`, `${lines.length - 1} rows`);
            table = emptyFsvpTable(n, count);
            filled = new Uint8Array(count);
        }
        if (n !== table.n)
            throw bad(l, `a position of ${table.n} coins`);
        const i = space.indexOf(parts);
        if (filled[i])
            throw bad(l, "each position once");
        filled[i] = 1;
        const o = OUTCOME_LETTER.indexOf(cols[1]);
        if (o < 0)
            throw bad(l, "an outcome P, N or D");
        table.outcome[i] = o;
        if (cols[2] === "") {
            if (o !== FSVP_D)
                throw bad(l, "a remoteness for a P or N position");
            table.remoteness[i] = FSVP_NO_REMOTENESS;
        }
        else {
            const r = Number(cols[2]);
            if (!Number.isSafeInteger(r) || r < 0 || r >= FSVP_NO_REMOTENESS || o === FSVP_D)
                throw bad(l, "a remoteness (none for a draw)");
            table.remoteness[i] = r;
        }
        const g = cols[3];
        let value = gammaValues.get(g);
        if (value === undefined) {
            const m = /^(\d+)$|^∞(?:\(([\d,]*)\))?$/.exec(g);
            if (!m)
                throw bad(l, "a γ value such as 3, ∞(0,2) or ∞");
            if (m[1] !== undefined) {
                const v = Number(m[1]);
                if (v >= FSVP_INFINITE)
                    throw bad(l, `a finite γ below ${FSVP_INFINITE}`);
                value = [v, 0];
            }
            else {
                let mask = 0;
                for (const k of (m[2] ?? "").split(",").filter((x) => x !== "")) {
                    const v = Number(k);
                    if (v >= 32)
                        throw bad(l, "K of values below 32");
                    mask |= 1 << v;
                }
                value = [FSVP_INFINITE, mask >>> 0];
            }
            gammaValues.set(g, value);
        }
        table.gamma[i] = value[0];
        table.infiniteK[i] = value[1];
    }
    if (table === null)
        throw new InputError("a TSV fsvp table with at least one row", "only the header");
    return table;
}
//# sourceMappingURL=fsvpTable.js.map