import { InputError } from "../../errors.js";
import { describeValue } from "../../_internals/describeValue.js";
import { addValue, mexOfThree, valueSets } from "./_internals/valueSets.js";
/** The largest side {@link wythoffGrundyTable} computes: about 1.3 GB of memory. */
const MAX_WYTHOFF_TABLE = 16_384;
/** Bytes a table of side n takes: 4n² for the values, about n² for the bitsets. */
function bytesOfTable(n) {
    return 4 * n * n + 16 * n * Math.max(1, Math.ceil((2 * n) / 32)) + 16 * n;
}
/**
 * Computes G(x, y) of Wythoff's game for all x, y < n.
 *
 * @param n - the side of the table, at most {@link MAX_WYTHOFF_TABLE} (memory is about n² bytes of work space plus 4n² for the result)
 * @throws InputError for a size that is not a non-negative integer, or too large
 * @returns the table
 * @example wythoffGrundyTable(3).at(2, 1) // 0: (2, 1) is a P-position
 */
export function wythoffGrundyTable(n) {
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0) {
        throw new InputError("the size of a Wythoff table to be a non-negative integer", typeof n === "string" ? JSON.stringify(n) : describeValue(n));
    }
    if (n > MAX_WYTHOFF_TABLE) {
        const gb = (bytesOfTable(n) / 1e9).toLocaleString("en-US", { maximumSignificantDigits: 3 });
        throw new InputError(`the size of a Wythoff table to be at most ${MAX_WYTHOFF_TABLE.toLocaleString("en-US")} (a table of side n takes about 5·n² bytes; ${n.toLocaleString("en-US")} would need ${gb} GB)`, String(n));
    }
    const values = new Uint32Array(n * n);
    // sets 0..n-1: rows; n..2n-1: columns; 2n..4n-2: diagonals (x - y + n - 1)
    const sets = valueSets(4 * n, Math.max(1, Math.ceil((2 * n) / 32)));
    for (let x = 0; x < n; x++) {
        const row = x;
        for (let y = 0; y < n; y++) {
            const col = n + y;
            const diag = 2 * n + (x - y + n - 1);
            const g = y < x ? values[y * n + x] : mexOfThree(sets, row, col, diag);
            values[x * n + y] = g;
            addValue(sets, row, g);
            addValue(sets, col, g);
            addValue(sets, diag, g);
        }
    }
    return { size: n, values, at: (x, y) => values[x * n + y] };
}
//# sourceMappingURL=grundyTable.js.map