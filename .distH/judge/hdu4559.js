import { InputError } from "../errors.js";
import { stripBlankGrundy, stripColouringSegments, stripColouringWinningMove } from "../games/strip/closedForms.js";
import { stripGrundyOfSortedKeys, WIDE_N } from "./_internals/stripKeys.js";
const CASES = "the number of test cases T (a non-negative integer)";
const WIDTH = "the board length n (a non-negative integer)";
const CELLS = "the number of coloured cells m (a non-negative integer)";
const ROW = "a row (1 or 2)";
/** Largest n whose keys 2·column + row − 1 stay exact doubles. */
const FAST_N = 2 ** 51;
const TWO_32 = 4294967296;
/**
 * HDU 4559 (strip colouring): `T`, then per case `n m` and m lines `x y` (row 1–2,
 * column 1–n) of coloured cells; Alice moves first on the 2×n board and whoever colours
 * last wins. Prints `Case i: Alice` or `Case i: Bob`. A cell listed twice counts once.
 * With `explain`, the blank runs, their Grundy values and a winning colouring.
 *
 * @param input - the judge input
 * @param out - where the answers go
 * @param options - `explain: true` for reasons instead of bare answers
 */
export function hdu4559(input, out, options = {}) {
    const t = input.count(CASES);
    const scratch = { keys: new Float64Array(1024), wide: new ArrayBuffer(8 * 1024) };
    for (let c = 1; c <= t; c++) {
        const n = input.natural(WIDTH);
        const m = input.count(CELLS);
        if (typeof n === "number" && n <= FAST_N && !options.explain) {
            const value = fastCase(input, n, m, scratch);
            out.write("Case ");
            out.int(c);
            out.write(value !== 0 ? ": Alice\n" : ": Bob\n");
        }
        else if (!options.explain && n < WIDE_N) {
            const value = wideCase(input, BigInt(n), m, scratch);
            out.write(value !== 0 ? `Case ${c}: Alice\n` : `Case ${c}: Bob\n`);
        }
        else
            generalCase(input, c, n, m, out, options.explain === true);
    }
    if (input.hasMore()) {
        throw new InputError(`the end of input after ${t} test case${t === 1 ? "" : "s"}`, input.token(), { line: input.line });
    }
}
const columnWhat = (n) => `a column (1 to ${n})`;
const COLUMN = "a column";
/**
 * Reads the m cells of a case with a small n and returns its nim-sum. Allocation-free:
 * keys 2·column + row − 1 go into a reused array, sorted in place.
 */
function fastCase(input, n, m, scratch) {
    let keys = scratch.keys;
    let count = 0;
    for (let i = 0; i < m; i++) {
        const x = input.natural(ROW);
        if (x !== 1 && x !== 2)
            throw new InputError(ROW, input.lastToken(), { line: input.line });
        let y;
        try {
            y = input.natural(COLUMN);
        }
        catch (e) {
            // name the board's columns (built only now: the hot loop allocates nothing)
            throw e instanceof InputError ? new InputError(columnWhat(n), e.got === "" ? null : e.got, e.location) : e;
        }
        if (typeof y !== "number" || y === 0 || y > n)
            throw new InputError(columnWhat(n), input.lastToken(), { line: input.line });
        if (count === keys.length) {
            const bigger = new Float64Array(keys.length * 2);
            bigger.set(keys);
            scratch.keys = keys = bigger;
        }
        keys[count++] = 2 * y + x - 1;
    }
    if (count > 32)
        keys.subarray(0, count).sort();
    else {
        for (let i = 1; i < count; i++) {
            const k = keys[i];
            let j = i - 1;
            for (; j >= 0 && keys[j] > k; j--)
                keys[j + 1] = keys[j];
            keys[j + 1] = k;
        }
    }
    return stripGrundyOfSortedKeys(n, keys, count);
}
/**
 * {@link fastCase} for 2^51 < n < 2^62: the keys 2·column + row − 1 are 64-bit unsigned
 * integers, written as two 32-bit halves (read by {@link TokenReader.naturalParts}, no
 * bigint per cell) into one buffer and sorted as a BigUint64Array: 8 bytes a cell.
 * Gaps between columns are computed from the halves (exact below 2^52, else as bigint).
 */
function wideCase(input, n, m, scratch) {
    const nHigh = Number(n >> 32n);
    const nLow = Number(n & 0xffffffffn);
    const parts = [0, 0];
    let buffer = scratch.wide;
    let view = new DataView(buffer);
    let count = 0;
    for (let i = 0; i < m; i++) {
        const x = input.natural(ROW);
        if (x !== 1 && x !== 2)
            throw new InputError(ROW, input.lastToken(), { line: input.line });
        let fits;
        try {
            fits = input.naturalParts(COLUMN, parts);
        }
        catch (e) {
            throw e instanceof InputError ? new InputError(columnWhat(n), e.got === "" ? null : e.got, e.location) : e;
        }
        const high = parts[0];
        const low = parts[1];
        if (!fits || (high === 0 && low === 0) || high > nHigh || (high === nHigh && low > nLow)) {
            throw new InputError(columnWhat(n), input.lastToken(), { line: input.line });
        }
        if (8 * count === buffer.byteLength) {
            const bigger = new ArrayBuffer(buffer.byteLength * 2);
            new Uint8Array(bigger).set(new Uint8Array(buffer));
            scratch.wide = buffer = bigger;
            view = new DataView(buffer);
        }
        // key = 2·column + row − 1, little-endian halves
        const keyLow = 2 * low + x - 1;
        const carry = keyLow >= TWO_32 ? 1 : 0;
        view.setUint32(8 * count, keyLow - carry * TWO_32, true);
        view.setUint32(8 * count + 4, 2 * high + carry, true);
        count++;
    }
    new BigUint64Array(buffer, 0, count).sort();
    let value = 0;
    // the next column not yet accounted for, as halves (1 at the start)
    let nextHigh = 0;
    let nextLow = 1;
    let i = 0;
    while (i < count) {
        const keyHigh = view.getUint32(8 * i + 4, true);
        const keyLow = view.getUint32(8 * i, true);
        const columnHigh = keyHigh >>> 1;
        const columnLow = (keyHigh & 1) * 2147483648 + (keyLow >>> 1);
        let bits = 0;
        for (; i < count && view.getUint32(8 * i + 4, true) === keyHigh && view.getUint32(8 * i, true) >>> 1 === keyLow >>> 1; i++) {
            bits |= 1 << (view.getUint32(8 * i, true) & 1);
        }
        value ^= stripBlankGrundy(gap(columnHigh, columnLow, nextHigh, nextLow));
        if (bits !== 3)
            value ^= 1;
        nextLow = columnLow + 1;
        nextHigh = columnHigh;
        if (nextLow === TWO_32) {
            nextLow = 0;
            nextHigh++;
        }
    }
    return value ^ stripBlankGrundy(n + 1n - (BigInt(nextHigh) << 32n) - BigInt(nextLow));
}
/** (high·2^32 + low) − (nextHigh·2^32 + nextLow) ≥ 0, as a number when exact, else as a bigint. */
function gap(high, low, nextHigh, nextLow) {
    const d = high - nextHigh;
    if (d < 2 ** 20)
        return d * TWO_32 + (low - nextLow);
    return ((BigInt(high) << 32n) | BigInt(low)) - ((BigInt(nextHigh) << 32n) | BigInt(nextLow));
}
/** Reads the cells of a case of any size (bigint columns) and answers or explains it. */
function generalCase(input, c, n, m, out, explain) {
    const column = columnWhat(n);
    const cells = [];
    for (let i = 0; i < m; i++) {
        const x = input.natural(ROW);
        if (x !== 1 && x !== 2)
            throw new InputError(ROW, input.lastToken(), { line: input.line });
        const y = input.natural(column);
        if (y === 0 || y > n)
            throw new InputError(column, input.lastToken(), { line: input.line });
        cells.push([x, y]);
    }
    const segments = stripColouringSegments(n, cells);
    let value = 0;
    for (const s of segments)
        value ^= s.value;
    if (explain)
        explainCase(c, n, cells, segments, value, out);
    else
        out.write(value !== 0 ? `Case ${c}: Alice\n` : `Case ${c}: Bob\n`);
}
function showMove(m) {
    return m.kind === "cell" ? `colour the cell in row ${m.row}, column ${m.column}` : `colour the 2x2 square on columns ${m.column}-${m.column + 1n}`;
}
function explainCase(c, n, cells, segments, value, out) {
    out.line(`Case ${c}: ${value !== 0 ? "Alice" : "Bob"}`);
    for (const s of segments) {
        out.line(s.kind === "blank"
            ? `  blank columns ${s.first}-${s.first + s.length - 1n} (2x${s.length}): Grundy value ${s.value}`
            : `  lone cell in row ${s.row}, column ${s.column}: Grundy value 1`);
    }
    const move = stripColouringWinningMove(n, cells);
    out.line(move ? `  nim-sum ${value}: Alice wins; ${showMove(move)}` : `  nim-sum 0: Alice loses${segments.length === 0 ? " (nothing left to colour)" : " whatever she colours"}`);
}
//# sourceMappingURL=hdu4559.js.map