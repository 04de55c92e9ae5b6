import { InputError } from "../../errors.js";
import { describeValue } from "../../_internals/describeValue.js";
import { addValue, clearSet, mexOfThree, valueSets } from "./_internals/valueSets.js";
/**
 * Grundy values of Wythoff's game row after row, G(x, y) for x < n, y = 0, 1, …, n − 1, in
 * memory that does not hold the table: G(x, y) is the mex of the values to its left in row y,
 * below it in column x and before it on its diagonal, so a bitset of the values each column
 * and each diagonal holds (values are below 2n: G(x, y) ≤ x + y) and one for the row being
 * made are all that is kept — about 3n · 2n bits (48 MiB for n = 8192), where the whole
 * table ({@link wythoffGrundyTable}) takes 4n² bytes more.
 *
 * @param n - the side
 * @param onRow - told each row y with its values (the array is reused for the next row)
 * @throws InputError for a side that is not a non-negative integer
 */
export function wythoffGrundyRows(n, onRow) {
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0 || n > 2 ** 15) {
        throw new InputError("the side of Wythoff's rows to be an integer from 0 to 32,768", describeValue(n));
    }
    // sets 0..n-1: columns; n..3n-2: diagonals (x - y + n - 1); 3n-1: the row being made
    const sets = valueSets(3 * n, Math.max(1, Math.ceil((2 * n) / 32)));
    const rowSet = 3 * n - 1;
    const row = new Uint32Array(n);
    for (let y = 0; y < n; y++) {
        clearSet(sets, rowSet);
        for (let x = 0; x < n; x++) {
            const diag = n + (x - y + n - 1);
            const g = mexOfThree(sets, rowSet, x, diag);
            row[x] = g;
            addValue(sets, rowSet, g);
            addValue(sets, x, g);
            addValue(sets, diag, g);
        }
        onRow(y, row);
    }
}
//# sourceMappingURL=grundyRows.js.map