import { defineGame } from "../core/game.js";
import { InputError } from "../errors.js";
import { stripBlankRunSpan, stripColouringSegments, stripSegmentMoves } from "../games/stripColouring.js";
import { family } from "./family.js";
const cmp = (x, y) => (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : x[0] - y[0]);
function strip(n, coloured) {
    const seen = new Set();
    const cells = [...coloured].sort(cmp).filter(([r, c]) => !seen.has(`${r},${c}`) && !!seen.add(`${r},${c}`));
    return { n, cells };
}
const print = ({ n, cells }) => `strip(${n}${cells.length ? `; ${cells.map(([r, c]) => `${r},${c}`).join(" ")}` : ""})`;
/** A move colours one blank cell, or a blank 2×2 square (two adjacent blank columns). */
const game = defineGame({
    name: "strip",
    moves: function* (s) {
        const taken = new Set(s.cells.map(([r, c]) => `${r},${c}`));
        const blank = (r, c) => !taken.has(`${r},${c}`);
        for (let c = 1n; c <= s.n; c++) {
            for (const r of [1, 2])
                if (blank(r, c))
                    yield strip(s.n, [...s.cells, [r, c]]);
            if (c < s.n && blank(1, c) && blank(2, c) && blank(1, c + 1n) && blank(2, c + 1n)) {
                yield strip(s.n, [...s.cells, [1, c], [2, c], [1, c + 1n], [2, c + 1n]]);
            }
        }
    },
    key: print,
    show: print,
});
const USAGE = "strip(n; row,column …)";
/** `strip(n; row,column …)`: colouring a 2×n strip, exact for any n (proven period of blank runs). */
export const stripFamily = family({
    name: "strip",
    usage: USAGE,
    summary: "colouring a 2×n strip with 1×1 and 2×2 tiles, some cells already coloured",
    game,
    read(a) {
        a.sections(2);
        const [n] = a.ints(0, 1, "the number of columns");
        const cells = [];
        for (const tuple of a.call.sections[1] ?? []) {
            const [r, c] = tuple;
            if (tuple.length !== 2)
                throw new InputError(`a cell row,column in ${USAGE}`, tuple.map((t) => (t.kind === "int" ? t.text : "?")).join(","), { column: tuple[0]?.column ?? a.call.column });
            const row = a.int(r, "a row, 1 or 2");
            const column = a.int(c, "a column");
            if (row !== 1n && row !== 2n)
                throw new InputError("a row, 1 or 2", String(row), { column: r.column });
            if (column < 1n || column > n)
                throw new InputError(`a column from 1 to ${n}`, String(column), { column: c.column });
            cells.push([row === 1n ? 1 : 2, column]);
        }
        return strip(n, cells);
    },
    print,
    isOption(from, to) {
        // one blank cell coloured, or the four cells of two blank columns side by side
        if (to.n !== from.n)
            return false;
        const had = new Set(from.cells.map(([r, c]) => `${r},${c}`));
        if (!from.cells.every(([r, c]) => to.cells.some(([r2, c2]) => r2 === r && c2 === c)))
            return false;
        const added = to.cells.filter(([r, c]) => !had.has(`${r},${c}`));
        if (added.length === 1)
            return true;
        if (added.length !== 4)
            return false;
        const c = added[0][1];
        return added.every(([r, col], i) => r === (i % 2) + 1 && col === c + BigInt(i >> 1));
    },
    grundy: ({ n, cells }) => BigInt(stripColouringSegments(n, cells).reduce((a, s) => a ^ s.value, 0)),
    movesTo({ n, cells }, target, limit) {
        const segments = stripColouringSegments(n, cells);
        const x = segments.reduce((a, s) => a ^ s.value, 0);
        const moves = [];
        // a long blank run lists only the moves near its left end (see stripBlankRunSpan)
        let complete = segments.every((s) => s.kind === "lone" || stripBlankRunSpan(s.length) === s.length);
        const add = (...more) => {
            if (moves.length < limit)
                moves.push(strip(n, [...cells, ...more]));
            else
                complete = false;
        };
        for (const s of segments) {
            for (const m of stripSegmentMoves(s, s.value ^ x ^ Number(target))) {
                if (m.kind === "square")
                    add([1, m.column], [2, m.column], [1, m.column + 1n], [2, m.column + 1n]);
                else if (s.kind === "lone")
                    add([m.row, m.column]);
                else {
                    // in a blank run, the cell in row 2 mirrors the one in row 1
                    add([1, m.column]);
                    add([2, m.column]);
                }
            }
        }
        return { moves, complete };
    },
});
//# sourceMappingURL=strip.js.map