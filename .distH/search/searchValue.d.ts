import type { SearchFamily } from "./family.js";
import { TranspositionTable } from "./transpositionTable.js";
/** Options of {@link searchValue}. */
export interface SearchValueOptions {
    /**
     * The table to use (and fill): pass one to share what is learnt between calls.
     * @defaultValue a new table of 2^20 slots (13 MiB)
     */
    table?: TranspositionTable;
}
/** The nimber of a position (0 … 31) and the components the search expanded. */
export declare function searchValue<P>(family: SearchFamily<P>, position: P, options?: SearchValueOptions): {
    value: number;
    positions: number;
};
/** Whether a position's value is k (0 … 31): Lemoine & Viennot's question, asked of the search. */
export declare function hasValue<P>(family: SearchFamily<P>, position: P, k: number, options?: SearchValueOptions): boolean;
