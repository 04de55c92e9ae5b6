import { Args } from "../args.js";
/** A grid of coins: heads at [row, column], 0-based, sorted by row then column. */
export interface CoinGrid {
    readonly rows: number;
    readonly columns: number;
    readonly heads: readonly (readonly [row: number, column: number])[];
}
/**
 * Reads a call's one string "HT/TH" into a grid. A ragged grid (a row of another length
 * than the first), an empty row or a character other than H, T and "/" is an InputError
 * naming its column.
 */
export declare function readGrid(a: Args): CoinGrid;
/** The grid as its string, e.g. "HT/TH". */
export declare function gridString(g: CoinGrid): string;
/** The grid with the coins at `cells` ([row, column], distinct, sorted by row then column) turned over: one merge. */
export declare function turnGrid(g: CoinGrid, cells: readonly (readonly [number, number])[]): CoinGrid;
/** The cells that differ between two grids (sorted): the coins a move turned. */
export declare function turnedCells(from: CoinGrid, to: CoinGrid): [number, number][];
/** A canonical key: the heads. */
export declare const gridKey: (g: CoinGrid) => string;
