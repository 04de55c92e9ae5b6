// A row of coins, the position of every coin-turning game on a row: its length and the set
// of heads (positions 1 … length, the first character of the string being position 1).
// How a call's string is read (`turtles("HTTHH")`) and written back.
import { InputError } from "../../errors.js";
import { Args } from "../args.js";
/**
 * Reads a call's one string of `H` and `T` into a row. Errors name the column of the bad
 * character (or of the call) and what was expected.
 */
export function readRow(a) {
    a.sections(1);
    const atoms = a.atoms(0);
    const atom = atoms[0];
    const what = `a string of coins, H (heads) or T (tails), e.g. "HTTHH", in ${a.usage}`;
    if (atoms.length !== 1 || atom?.kind !== "string") {
        const bad = atoms.length > 1 ? atoms[1] : atom;
        throw new InputError(what, Args.show(bad), { column: bad?.column ?? a.call.column });
    }
    return parseCoins(atom.value, atom.column + 1, a.usage);
}
/**
 * A string of `H` and `T` as a row; `column` is where its first character stands (for errors).
 *
 * @throws InputError naming the column of the first character that is not H or T, or the empty string
 */
export function parseCoins(text, column, usage) {
    if (text.length === 0)
        throw new InputError(`at least one coin (H or T) in ${usage}`, "", { column });
    const heads = [];
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 72)
            heads.push(i + 1);
        else if (c !== 84)
            throw new InputError(`H (heads) or T (tails) for coin ${i + 1} in ${usage}`, text[i], { column: column + i });
    }
    return { length: text.length, heads };
}
/** The row as its string, e.g. "HTTHH". */
export function coinString(row) {
    const bytes = new Uint8Array(row.length).fill(84); // "T"
    for (const h of row.heads)
        bytes[h - 1] = 72; // "H"
    return ASCII.decode(bytes);
}
const ASCII = new TextDecoder();
/** The row with the coins at `turned` (positions, increasing, distinct) turned over: one merge of two sorted lists. */
export function turnRow(row, turned) {
    const { heads } = row;
    const out = [];
    let i = 0;
    let j = 0;
    while (i < heads.length || j < turned.length) {
        const h = i < heads.length ? heads[i] : Number.POSITIVE_INFINITY;
        const t = j < turned.length ? turned[j] : Number.POSITIVE_INFINITY;
        if (h < t) {
            out.push(h);
            i++;
        }
        else if (t < h) {
            out.push(t);
            j++;
        }
        else {
            i++;
            j++;
        }
    }
    return { length: row.length, heads: out };
}
/** The coins that differ between two rows (sorted): the coins a move turned. */
export function turnedCoins(from, to) {
    const a = new Set(from.heads);
    const out = [];
    for (const h of to.heads)
        if (!a.delete(h))
            out.push(h);
    for (const h of a)
        out.push(h);
    return out.sort((x, y) => x - y);
}
/** A canonical key: the heads (trailing tails change nothing). */
export const rowKey = (row) => row.heads.join(",");
//# sourceMappingURL=row.js.map