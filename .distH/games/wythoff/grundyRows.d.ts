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
export declare function wythoffGrundyRows(n: number, onRow: (y: number, row: Uint32Array) => void): void;
