// `--memory` bounds the whole process, not only its table: the table gets what the bound leaves
// after the process as it is when the table is made (its resident memory then) and a headroom
// for what the search adds besides the table as it runs (frames, option arenas, the endgame's
// stack, the heap's garbage, a table file's buffers), measured on the longest searches
// (docs/large-position-search.md, "The transposition table").
import { BUCKET_BYTES, MIN_BUCKETS } from "./transpositionTable.js";

/** Bytes the search takes besides its table beyond the process's resident memory when the table is made. */
export const SEARCH_HEADROOM = 24 * 2 ** 20;

/** Bytes a worker thread of `--threads` takes besides its table: its own heap, its copy of the code, its search's work. */
export const WORKER_HEADROOM = 48 * 2 ** 20;

/** The least table a bound must leave room for (the fewest buckets). */
export const LEAST_TABLE_BYTES = MIN_BUCKETS * BUCKET_BYTES;

/** What the process takes besides its tables: `resident` bytes now, the search's headroom, and each worker's with `threads` > 1. */
const besides = (resident: number, threads: number): number => resident + SEARCH_HEADROOM + (threads > 1 ? threads * WORKER_HEADROOM : 0);

/**
 * The bytes of table (of all the workers' tables together with `threads` > 1) within a bound
 * of the whole process, when the process holds `resident` bytes now: bound − resident −
 * {@link SEARCH_HEADROOM} (− threads × {@link WORKER_HEADROOM}); below {@link LEAST_TABLE_BYTES}
 * a table, −1 (the bound is too small for the process).
 */
export function tableBytesWithin(bound: number, resident: number, threads = 1): number {
  const left = bound - besides(resident, threads);
  return left >= LEAST_TABLE_BYTES * threads ? left : -1;
}

/** The least bound of the whole process that leaves a table (a table a worker), when the process holds `resident` bytes now. */
export const leastBound = (resident: number, threads = 1): number => besides(resident, threads) + LEAST_TABLE_BYTES * threads;
