// A grid of coins (Turning Corners' position): `rows` × `columns`, rows and columns counted
// from 0, heads at the cells in `heads` as [row, column] (sorted). Written as rows of H and
// T separated by "/", the first row being row 0: `corners("HT/TH")`.
import { InputError } from "../../errors.js";
import { Args } from "../args.js";
import { parseCoins } from "./row.js";
/**
 * Reads a call's one string "HT/TH" into a grid. A ragged grid (a row of another length
 * than the first), an empty row or a character other than H, T and "/" is an InputError
 * naming its column.
 */
export function readGrid(a) {
    a.sections(1);
    const atoms = a.atoms(0);
    const atom = atoms[0];
    if (atoms.length !== 1 || atom?.kind !== "string") {
        const bad = atoms.length > 1 ? atoms[1] : atom;
        throw new InputError(`a grid of coins, rows of H and T separated by "/", e.g. "HT/TH", in ${a.usage}`, Args.show(bad), { column: bad?.column ?? a.call.column });
    }
    const heads = [];
    let column = atom.column + 1;
    const lines = atom.value.split("/");
    let width = -1;
    lines.forEach((line, r) => {
        if (line.length === 0)
            throw new InputError(`row ${r} with at least one coin (H or T) in ${a.usage}`, r < lines.length - 1 ? "/" : '"', { column });
        if (width >= 0 && line.length !== width) {
            throw new InputError(`row ${r} of ${width} coins, as long as row 0 (a grid is rectangular) in ${a.usage}`, line, { column });
        }
        width = line.length;
        for (const h of parseCoins(line, column, a.usage).heads)
            heads.push([r, h - 1]);
        column += line.length + 1;
    });
    return { rows: lines.length, columns: width, heads };
}
/** The grid as its string, e.g. "HT/TH". */
export function gridString(g) {
    const rows = Array.from({ length: g.rows }, () => new Array(g.columns).fill("T"));
    for (const [r, c] of g.heads)
        rows[r][c] = "H";
    return rows.map((r) => r.join("")).join("/");
}
const byCell = (x, y) => x[0] - y[0] || x[1] - y[1];
/** The grid with the coins at `cells` ([row, column], distinct, sorted by row then column) turned over: one merge. */
export function turnGrid(g, cells) {
    const { heads } = g;
    const out = [];
    let i = 0;
    let j = 0;
    while (i < heads.length || j < cells.length) {
        const order = i === heads.length ? 1 : j === cells.length ? -1 : byCell(heads[i], cells[j]);
        if (order < 0)
            out.push(heads[i++]);
        else if (order > 0)
            out.push(cells[j++]);
        else {
            i++;
            j++;
        }
    }
    return { rows: g.rows, columns: g.columns, heads: out };
}
/** The cells that differ between two grids (sorted): the coins a move turned. */
export function turnedCells(from, to) {
    const a = new Map(from.heads.map((c) => [`${c[0]},${c[1]}`, c]));
    const out = [];
    for (const c of to.heads)
        if (!a.delete(`${c[0]},${c[1]}`))
            out.push([c[0], c[1]]);
    for (const c of a.values())
        out.push([c[0], c[1]]);
    return out.sort(byCell);
}
/** A canonical key: the heads. */
export const gridKey = (g) => g.heads.map(([r, c]) => `${r}.${c}`).join(",");
//# sourceMappingURL=grid.js.map