/** A move of strip colouring: colour one cell, or the 2×2 square on two blank columns. */
export type StripMove = {
    readonly kind: "cell";
    readonly row: 1 | 2;
    readonly column: bigint;
} | {
    readonly kind: "square";
    readonly column: bigint;
};
/** The proven eventual periodicity of the Grundy values of blank strips. */
export interface StripPeriodicity {
    /** The preperiod n0: g(n + period) = g(n) for every n ≥ n0 (and n0 is the least such for this period). */
    readonly preperiod: number;
    /** The least period p. */
    readonly period: number;
    /** g(n + p) = g(n) was checked for n0 ≤ n ≤ proofBound = 2·n0 + p + t (t = 2). */
    readonly proofBound: number;
    /** g(0), g(1), … far enough to cover the proof. */
    readonly values: Uint16Array;
}
/**
 * The periodicity of g (blank 2×k strips), detected and proven with the periodicity
 * theorem, computed once.
 *
 * @returns preperiod n0, period p, the proof bound and the table of values
 * @example stripColouringPeriodicity().period // 12
 */
export declare function stripColouringPeriodicity(): StripPeriodicity;
/**
 * The Grundy value of a blank 2×k strip, for any k (constant time from the proven period).
 *
 * @param k - the number of columns, ≥ 0
 * @returns g(k)
 * @example stripBlankGrundy(2) // 2
 * @example stripBlankGrundy(10n ** 18n) // 1 (= g(71 + (10^18 − 71) mod 12))
 */
export declare function stripBlankGrundy(k: bigint | number): number;
/** A coloured cell: row 1 or 2 and column 1..n. */
export type StripCell = readonly [row: number, column: bigint | number];
/** A maximal part of a board: a run of blank columns, or a column with one free cell. */
export type StripSegment = {
    readonly kind: "blank";
    readonly first: bigint;
    readonly length: bigint;
    readonly value: number;
} | {
    readonly kind: "lone";
    readonly column: bigint;
    readonly row: 1 | 2;
    readonly value: 1;
};
/**
 * The parts of a 2×n board with some coloured cells: blank runs of columns (value
 * g(length)) and half-coloured columns (a lone cell, value 1). Full columns separate
 * parts and count nothing. O(m log m) for m coloured cells, any n.
 *
 * @param n - the number of columns
 * @param coloured - the coloured cells as [row, column]; repeats count once
 * @returns the parts, left to right
 * @example stripColouringSegments(3n, [[1, 2n]]) // blank 1, lone cell in row 2 of column 2, blank 1
 */
export declare function stripColouringSegments(n: bigint | number, coloured: Iterable<StripCell>): StripSegment[];
/**
 * The Grundy value of a 2×n strip-colouring board with some cells coloured: the nim-sum
 * of its parts' values ({@link stripColouringSegments}). The player to move wins exactly
 * when it is not 0. O(m log m) for m coloured cells, for any n.
 *
 * @param n - the number of columns
 * @param coloured - the coloured cells as [row, column] (1-based); repeats count once
 * @returns the Grundy value
 * @example stripColouringGrundy(2, []) // 2
 * @example stripColouringGrundy(2, [[1, 1], [2, 2]]) // 0
 */
export declare function stripColouringGrundy(n: bigint | number, coloured: Iterable<StripCell>): number;
/**
 * How many of the leftmost columns of a blank run of `length` columns
 * {@link stripSegmentMoves} scans: all of them, up to 2·(n0 + p) + 4 columns. Past that,
 * g(i) ⊕ g(length − c − i) depends on i mod p once both parts are ≥ n0, and by symmetry
 * i ≤ the other part, so i < n0 + p already reaches every value: a longer run lists only
 * the moves near its left end, the first move of each value among them.
 *
 * @param length - the run's length
 * @returns the number of leftmost columns scanned (length itself when the scan is complete)
 */
export declare function stripBlankRunSpan(length: bigint): bigint;
/**
 * The moves inside one part of a board that change the part's value to `want`, left to
 * right: a lone cell's move when `want` is 0; in a blank run, at each column, a cell
 * (given in row 1: the cell in row 2 is its mirror image, of the same value) and then the
 * 2×2 square starting there. A long blank run is scanned only on its
 * {@link stripBlankRunSpan} leftmost columns, which hold a move to every value it has.
 *
 * @param part - a part of a board ({@link stripColouringSegments})
 * @param want - the value the part should have after the move
 * @returns the moves, as a generator (take the first for a winning move)
 * @example [...stripSegmentMoves({ kind: "blank", first: 1n, length: 2n, value: 2 }, 0)] // [{ kind: "square", column: 1n }]
 */
export declare function stripSegmentMoves(part: StripSegment, want: number): Generator<StripMove>;
/**
 * A winning move on a 2×n board with some cells coloured, or null when the player to
 * move loses (every move leaves a non-zero nim-sum) or no move is left.
 *
 * @param n - the number of columns
 * @param coloured - the coloured cells as [row, column] (1-based)
 * @returns a move to a position of Grundy value 0, or null
 * @example stripColouringWinningMove(2, []) // { kind: "square", column: 1n }
 */
export declare function stripColouringWinningMove(n: bigint | number, coloured: Iterable<StripCell>): StripMove | null;
