/** The most diagrams a box may hold: one bit each, 512 MiB, and every rank a 32-bit index. */
export declare const CHOMP_BOX_MAX_DIAGRAMS: number;
/** The most rows + columns a box may have (its tables hold (rows + 1)(columns + 1) numbers). */
export declare const CHOMP_BOX_MAX_PATH = 100000;
/**
 * How a box ranks its diagrams. A diagram is its row lengths counted from the **bottom** row,
 * `L[1] ≤ L[2] ≤ … ≤ L[rows] ≤ columns` (the bottom rows may be empty). Its boundary path,
 * walked from the bottom-left corner of the box to the top-right one, has its k-th up step
 * at position `L[k] + k − 1`; the rank is the combinatorial number system of those
 * positions, `Σ_k C(L[k] + k − 1, k)`. Each term grows with `L[k]`, so a diagram inside
 * another (every option of it) ranks lower; the empty diagram is 0, the full box
 * C(rows + columns, rows) − 1.
 *
 * `term[k·(columns + 1) + l]` = C(l + k − 1, k), for 0 ≤ k ≤ rows, 0 ≤ l ≤ columns.
 */
export interface ChompBoxRanks {
    readonly rows: number;
    readonly columns: number;
    /** C(rows + columns, rows): the diagrams in the box, the empty one included. */
    readonly diagrams: number;
    readonly term: Float64Array;
}
/**
 * C(rows + columns, rows) as a double: exact when at most 2^53, else an approximation
 * (Infinity past the double range). For sizes a user typed, to say how far over the bound.
 */
export declare function chompBoxDiagrams(rows: number, columns: number): number;
/** The ranking tables of a box; the caller has checked the bounds. */
export declare function chompBoxRanks(rows: number, columns: number): ChompBoxRanks;
/**
 * The rank of a diagram given by its row lengths from the **top** row down (a
 * `ChompPosition`: non-increasing, missing rows empty). The caller has checked it fits.
 */
export declare function chompBoxRank(ranks: ChompBoxRanks, lengths: readonly number[]): number;
