import type { TranspositionTable } from "./transpositionTable.js";
/** What a saved table says besides its entries. */
interface TableFileInfo {
    /** Entries in the file. */
    readonly entries: number;
    /** Positions searched by every run that filled it. */
    readonly positions: number;
}
/** Saves the filled slots of `table` to `path` (via `path.tmp`), with `positions` searched so far. */
export declare function saveTable(path: string, id: string, table: TranspositionTable, positions: number): void;
/**
 * Loads a table saved by {@link saveTable} into `table` (any size: entries are put again).
 * A file of another format, another family's table or one whose bytes do not match its
 * checksum is a GrundyError naming the file: never a wrong value.
 */
export declare function loadTable(path: string, id: string, table: TranspositionTable): TableFileInfo;
export {};
