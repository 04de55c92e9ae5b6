// A Cram board as a bitboard: the empty cells of a rows × columns grid, one bit each, in
// one bigint (no size limit in the representation; the family caps boards at MAX_CELLS).
// Splitting into regions no domino joins, and the least orientation of a region under the
// symmetries of its bounding box, live here; the engine game is in ./rules.ts.
/** The most cells a board may have (the engine reaches far fewer: see ./rules.ts). */
export const MAX_CELLS = 4096;
/** The empty board of `rows` × `columns` cells. */
export function emptyBoard(rows, columns) {
    return { rows, columns, empty: (1n << BigInt(rows * columns)) - 1n };
}
/** The cells of a board as a byte array, index r · columns + c: 1 empty, 0 filled. */
export function cellsOf(b) {
    const n = b.rows * b.columns;
    const cells = new Uint8Array(n);
    if (b.empty === 0n)
        return cells;
    const s = b.empty.toString(2); // one native call: bit i is s[s.length − 1 − i]
    const top = s.length - 1;
    for (let i = 0; i <= top; i++)
        cells[i] = s.charCodeAt(top - i) - 48;
    return cells;
}
/** A board from its cells (1 empty): one native BigInt parse. */
export function boardOf(rows, columns, cells) {
    let s = "0b0";
    for (let i = rows * columns - 1; i >= 0; i--)
        s += cells[i] ? "1" : "0";
    return { rows, columns, empty: BigInt(s) };
}
/** Every cell empty? */
export const isBlank = (b) => b.empty === (1n << BigInt(b.rows * b.columns)) - 1n;
/** Cells a number key may hold: the key (2^cells + empty) · 64 + columns stays below 2^53. */
const NUMBER_KEY_CELLS = 46;
/**
 * The key of a board: the board itself, exactly (rows, columns and every cell). A number,
 * `(2^(rows·columns) + empty) · 64 + columns`, for boards of at most 46 cells and fewer
 * than 64 columns (boards of at most 18 cells get keys below 2^25: the engine's dense
 * table); a bigint, the same with 16 bits for the columns, beyond.
 */
export function boardKey(b) {
    const n = b.rows * b.columns;
    if (n <= NUMBER_KEY_CELLS && b.columns < 64)
        return (2 ** n + Number(b.empty)) * 64 + b.columns;
    return (((1n << BigInt(n)) | b.empty) << 16n) | BigInt(b.columns);
}
/**
 * The regions of a board that no domino joins: the connected sets of empty cells (4-way
 * adjacency), each cut to its bounding box and turned to its least orientation
 * ({@link leastOrientation}). Regions of one cell (no move) are dropped; no region at all
 * is the end of the game. Iterative (a stack of cells), linear in the cells.
 */
export function regions(b) {
    const { rows: h, columns: w } = b;
    const cells = cellsOf(b);
    const seen = new Uint8Array(cells.length);
    const stack = [];
    const rs = [];
    const cs = [];
    const out = [];
    for (let start = 0; start < cells.length; start++) {
        if (!cells[start] || seen[start])
            continue;
        seen[start] = 1;
        stack.push(start);
        rs.length = 0;
        cs.length = 0;
        let r0 = h;
        let c0 = w;
        let r1 = -1;
        let c1 = -1;
        while (stack.length > 0) {
            const i = stack.pop();
            const r = (i / w) | 0;
            const c = i - r * w;
            rs.push(r);
            cs.push(c);
            if (r < r0)
                r0 = r;
            if (r > r1)
                r1 = r;
            if (c < c0)
                c0 = c;
            if (c > c1)
                c1 = c;
            // the four neighbours, inline (a closure here costs a third of the time)
            if (c > 0 && cells[i - 1] && !seen[i - 1]) {
                seen[i - 1] = 1;
                stack.push(i - 1);
            }
            if (c < w - 1 && cells[i + 1] && !seen[i + 1]) {
                seen[i + 1] = 1;
                stack.push(i + 1);
            }
            if (r > 0 && cells[i - w] && !seen[i - w]) {
                seen[i - w] = 1;
                stack.push(i - w);
            }
            if (r < h - 1 && cells[i + w] && !seen[i + w]) {
                seen[i + w] = 1;
                stack.push(i + w);
            }
        }
        if (rs.length < 2)
            continue;
        for (let k = 0; k < rs.length; k++) {
            rs[k] -= r0;
            cs[k] -= c0;
        }
        out.push(leastOrientation(r1 - r0 + 1, c1 - c0 + 1, rs, cs));
    }
    return out;
}
/** Bitboards of at most this many cells are compared as numbers (exact below 2^53). */
const NUMBER_CELLS = 52;
const POW2 = Float64Array.from({ length: NUMBER_CELLS + 1 }, (_, i) => 2 ** i);
/** Scratch space for {@link place}: the cells' indices under one symmetry (regions are placed one at a time). */
let placed = new Int32Array(64);
/** Where symmetry s puts each cell of an upright H × W region (cell k at row xs[k], column ys[k]), into `at`. */
function place(s, xs, ys, H, W, at) {
    for (let k = 0; k < xs.length; k++) {
        let x = s & 4 ? ys[k] : xs[k];
        let y = s & 4 ? xs[k] : ys[k];
        if (s & 1)
            x = H - 1 - x;
        if (s & 2)
            y = W - 1 - y;
        at[k] = x * W + y;
    }
}
/**
 * A region (cell k at row `rs[k]`, column `cs[k]` of its h × w bounding box) in its least
 * orientation: turned upright (at least as many rows as columns: a region and its
 * transpose are one game), then the least bitboard among the 4 symmetries of the rectangle
 * (identity, the two mirrors, the half turn), or the 8 of a square. Symmetric regions meet
 * one key.
 */
export function leastOrientation(h, w, rs, cs) {
    const upright = h >= w;
    const H = upright ? h : w;
    const W = upright ? w : h;
    const n = H * W;
    const symmetries = H === W ? 8 : 4;
    const count = rs.length;
    // the cells upright: x down the H rows, y across the W columns
    const xs = upright ? rs : cs;
    const ys = upright ? cs : rs;
    // symmetry s: bit 4 transposes (squares only), bit 1 mirrors the rows, bit 2 the columns
    if (placed.length < count)
        placed = new Int32Array(2 * count);
    const at = placed;
    if (n <= NUMBER_CELLS) {
        let best = Infinity;
        for (let s = 0; s < symmetries; s++) {
            place(s, xs, ys, H, W, at);
            let v = 0;
            for (let k = 0; k < count; k++)
                v += POW2[at[k]];
            if (v < best)
                best = v;
        }
        return { rows: H, columns: W, empty: BigInt(best) };
    }
    let best;
    const bits = new Uint8Array(n);
    for (let s = 0; s < symmetries; s++) {
        place(s, xs, ys, H, W, at);
        bits.fill(0);
        for (let k = 0; k < count; k++)
            bits[at[k]] = 1;
        let t = "";
        for (let i = n - 1; i >= 0; i--)
            t += bits[i] ? "1" : "0";
        if (best === undefined || t < best)
            best = t;
    }
    return { rows: H, columns: W, empty: BigInt(`0b${best}`) };
}
/** The board as text: rows joined by "/", "." empty and "#" filled. */
export function boardText(b) {
    const cells = cellsOf(b);
    const rows = [];
    for (let r = 0; r < b.rows; r++) {
        let s = "";
        for (let c = 0; c < b.columns; c++)
            s += cells[r * b.columns + c] ? "." : "#";
        rows.push(s);
    }
    return rows.join("/");
}
/** The most cells a board is drawn with (larger boards are listed as text). */
export const MAX_DRAWN_CELLS = 400;
//# sourceMappingURL=board.js.map