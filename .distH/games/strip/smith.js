import { strip } from "./rules.js";
/** The most blank cells the table is made for (2^20 bytes); past it the engine searches, within its budget. */
export const STRIP_SMITH_CELLS = 20;
// the last table made: the lab and the player ask for a position and then for its options
// (subsets of its blank cells), which it answers without a new table
let last;
const cellKey = (r, c) => `${r},${c}`;
function blanksOf(s) {
    const taken = new Set(s.cells.map(([r, c]) => cellKey(r, c)));
    const out = [];
    for (let c = 1n; c <= s.n; c++)
        for (const r of [1, 2])
            if (!taken.has(cellKey(r, c)))
                out.push([r, c]);
    return out;
}
/** The table of every subset of the blank cells of `blanks`: bit i set while blank cell i is blank. */
function makeTable(n, blanks, kind) {
    const index = new Map(blanks.map(([r, c], i) => [cellKey(r, c), i]));
    // the 2×2 squares on two columns side by side, all four cells blank
    const squares = [];
    for (const [r, c] of blanks) {
        if (r !== 1)
            continue;
        const four = [cellKey(1, c), cellKey(2, c), cellKey(1, c + 1n), cellKey(2, c + 1n)].map((k) => index.get(k));
        if (four.every((i) => i !== undefined))
            squares.push(four.reduce((m, i) => m | (1 << i), 0));
    }
    const size = 1 << blanks.length;
    const values = new Uint8Array(size);
    const remote = kind === "remoteness";
    const seen = new Uint8Array(blanks.length + squares.length);
    for (let mask = 1; mask < size; mask++) {
        // an option clears bits, so its table entry is already made
        let count = 0;
        for (let rest = mask; rest !== 0; rest &= rest - 1)
            seen[count++] = values[mask & ~(rest & -rest)];
        for (const sq of squares)
            if ((mask & sq) === sq)
                seen[count++] = values[mask & ~sq];
        let minEven = 255;
        let maxEven = -1;
        let minAll = 255;
        let maxAll = 0;
        for (let i = 0; i < count; i++) {
            const v = seen[i];
            if ((v & 1) === 0) {
                if (v < minEven)
                    minEven = v;
                if (v > maxEven)
                    maxEven = v;
            }
            if (v < minAll)
                minAll = v;
            if (v > maxAll)
                maxAll = v;
        }
        // remoteness: the winner hurries to a lost (even) option, the loser delays; suspense: the opposite
        values[mask] = remote ? 1 + (minEven !== 255 ? minEven : maxAll) : 1 + (maxEven >= 0 ? maxEven : minAll);
    }
    return { n, kind, index, values };
}
/** The position's bits in a table, or undefined when a blank cell of it is not one of the table's. */
function maskIn(t, blanks) {
    let mask = 0;
    for (const [r, c] of blanks) {
        const i = t.index.get(cellKey(r, c));
        if (i === undefined)
            return undefined;
        mask |= 1 << i;
    }
    return mask;
}
function measureOf(s, blanks, kind) {
    let mask = last && last.n === s.n && last.kind === kind ? maskIn(last, blanks) : undefined;
    if (mask === undefined) {
        if (blanks.length > STRIP_SMITH_CELLS)
            return undefined;
        last = makeTable(s.n, blanks, kind);
        mask = (1 << blanks.length) - 1;
    }
    return last.values[mask];
}
/**
 * Remoteness or suspense of a strip position, and the move Smith's strategy makes (the
 * winner hurries or delays, the loser the opposite; null at the end); undefined past
 * {@link STRIP_SMITH_CELLS} blank cells.
 */
export function stripSmith(s, kind) {
    const blanks = blanksOf(s);
    const value = measureOf(s, blanks, kind);
    if (value === undefined)
        return undefined;
    if (value === 0)
        return { value, move: null };
    const winning = value % 2 === 1;
    // the mover wins: to the even option of least (remoteness) or greatest (suspense) value;
    // loses: to the option of greatest (remoteness) or least (suspense) value
    const better = (a, b) => ((kind === "remoteness") === winning ? a < b : a > b);
    let move = null;
    let best = -1;
    const consider = (coloured) => {
        const o = strip(s.n, [...s.cells, ...coloured]);
        const left = blanks.filter(([r, c]) => !coloured.some(([r2, c2]) => r2 === r && c2 === c));
        const v = last.values[maskIn(last, left)];
        if (winning && v % 2 === 1)
            return;
        if (move === null || better(v, best))
            [move, best] = [o, v];
    };
    const blank = new Set(blanks.map(([r, c]) => cellKey(r, c)));
    for (const cell of blanks)
        consider([cell]);
    for (const [r, c] of blanks) {
        if (r === 1 && blank.has(cellKey(2, c)) && blank.has(cellKey(1, c + 1n)) && blank.has(cellKey(2, c + 1n))) {
            consider([
                [1, c],
                [2, c],
                [1, c + 1n],
                [2, c + 1n],
            ]);
        }
    }
    return { value, move };
}
//# sourceMappingURL=smith.js.map