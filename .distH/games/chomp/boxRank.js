// The ranks of the Chomp diagrams in a rows × columns box: every diagram a number below
// C(rows + columns, rows), every option of a diagram a smaller number.
/** The most diagrams a box may hold: one bit each, 512 MiB, and every rank a 32-bit index. */
export const CHOMP_BOX_MAX_DIAGRAMS = 2 ** 32;
/** The most rows + columns a box may have (its tables hold (rows + 1)(columns + 1) numbers). */
export const CHOMP_BOX_MAX_PATH = 100_000;
/**
 * C(rows + columns, rows) as a double: exact when at most 2^53, else an approximation
 * (Infinity past the double range). For sizes a user typed, to say how far over the bound.
 */
export function chompBoxDiagrams(rows, columns) {
    const k = Math.min(rows, columns);
    const n = rows + columns;
    let c = 1;
    for (let i = 1; i <= k; i++)
        c = (c * (n - k + i)) / i;
    return k <= 30 && c <= 2 ** 53 ? Math.round(c) : c;
}
/** The ranking tables of a box; the caller has checked the bounds. */
export function chompBoxRanks(rows, columns) {
    const width = columns + 1;
    const term = new Float64Array((rows + 1) * width);
    term.fill(1, 0, width); // C(l − 1, 0) = 1
    for (let k = 1; k <= rows; k++) {
        // C(k − 1, k) = 0; C(l + k − 1, k) = C(l + k − 2, k) + C(l + k − 2, k − 1)
        for (let l = 1; l <= columns; l++)
            term[k * width + l] = term[k * width + l - 1] + term[(k - 1) * width + l];
    }
    let full = 1;
    for (let k = 1; k <= rows; k++)
        full += term[k * width + columns];
    return { rows, columns, diagrams: full, term };
}
/**
 * The rank of a diagram given by its row lengths from the **top** row down (a
 * `ChompPosition`: non-increasing, missing rows empty). The caller has checked it fits.
 */
export function chompBoxRank(ranks, lengths) {
    const { rows, columns, term } = ranks;
    let rank = 0;
    for (let k = 1; k <= rows; k++)
        rank += term[k * (columns + 1) + (lengths[rows - k] ?? 0)];
    return rank;
}
//# sourceMappingURL=boxRank.js.map