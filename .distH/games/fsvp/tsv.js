/**
 * A solved Fair Shares and Varied Pairs table ({@link FsvpTable}) written to and read
 * from TSV, one position a line.
 *
 * @module
 */
import { formatGamma } from "../../core/gamma.js";
import { InputError } from "../../errors.js";
import { checkRange, OUTCOME_LETTER } from "./_internals/checks.js";
import { FSVP_MAX_N, FsvpSpace } from "./_internals/space.js";
import { emptyFsvpTable } from "./binary.js";
import { FSVP_D, FSVP_INFINITE, FSVP_NO_REMOTENESS, fsvpGammaOf } from "./table.js";
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
//# sourceMappingURL=tsv.js.map