// The value of one position by the search, in one call (the CLI drives ValueQuery itself, in slices,
// for its progress line and saves).
import type { SearchFamily } from "./family.js";
import { NimberSearch } from "./nimberSearch.js";
import { ALL } from "./nimberSet.js";
import { TranspositionTable } from "./transpositionTable.js";
import { answerQuery } from "./valueQuery.js";

/** Options of {@link searchValue}. */
export interface SearchValueOptions {
  /**
   * The table to use (and fill): pass one to share what is learnt between calls.
   * @defaultValue a new table of 2^20 slots (13 MiB)
   */
  table?: TranspositionTable;
}

/** The nimber of a position (0 … 31) and the components the search expanded. */
export function searchValue<P>(family: SearchFamily<P>, position: P, options: SearchValueOptions = {}): { value: number; positions: number } {
  const search = new NimberSearch(family, options.table ?? new TranspositionTable(1 << 20));
  return { value: answerQuery(search, position, ALL), positions: search.nodes };
}

/** Whether a position's value is k (0 … 31): Lemoine & Viennot's question, asked of the search. */
export function hasValue<P>(family: SearchFamily<P>, position: P, k: number, options: SearchValueOptions = {}): boolean {
  return answerQuery(new NimberSearch(family, options.table ?? new TranspositionTable(1 << 20)), position, 1 << k) === k;
}
