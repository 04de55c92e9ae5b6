// One run of the search on one large position, as `grundy solve <game>` drives it: the memory
// bound of the whole process, the table file it resumes from and saves to, the work in slices
// (so that progress and an interrupt are seen), and worker threads. Options in, progress
// events and one result out; the caller parses its options, prints and maps its signals to
// `signal`. Node-only (the table file, worker threads).
import { existsSync } from "node:fs";
import { GrundyError } from "../errors.js";
import type { SearchFamily } from "./family.js";
import { leastBound, tableBytesWithin } from "./memoryBound.js";
import { NimberSearch } from "./nimberSearch.js";
import { ALL } from "./nimberSet.js";
import type { SearchSpec } from "./parallelWorker.js";
import type { SearchProgress, SearchRunResult } from "./runResult.js";
import { runThreads } from "./runThreads.js";
import { loadTable, saveTable } from "./tableFile.js";
import { theoryValue } from "./theoryValue.js";
import { TranspositionTable } from "./transpositionTable.js";
import { ValueQuery } from "./valueQuery.js";

/** Components expanded between two looks at the clock (the signal, progress, saves). */
export const SEARCH_SLICE = 20_000;

/** What {@link runSearch} takes. */
export interface SearchRunOptions<P> {
  /** The search family and the start. */
  readonly family: SearchFamily<P>;
  readonly position: P;
  /** The bound of the whole process's memory in bytes: the table gets what the process and the search's headroom leave. */
  readonly memory: number;
  /** Worker threads: 1 searches in this thread. @defaultValue 1 */
  readonly threads?: number;
  /** With more than one thread: the worker script and the start as plain data (the worker rebuilds the family from it). */
  readonly worker?: { readonly file: string; readonly spec: SearchSpec };
  /** A table file: read first when it exists, saved every `saveEvery` seconds, at the end and on an interrupt (one thread only). */
  readonly tableFile?: string;
  /** Seconds between two saves of the table file. @defaultValue 60 */
  readonly saveEvery?: number;
  /** Stops the run (Ctrl-C): the table file is saved and the result is `interrupted`. */
  readonly signal?: AbortSignal;
  /** Components expanded between two looks at the signal, the clock and the progress (one thread). @defaultValue {@link SEARCH_SLICE} */
  readonly slice?: number;
  /** Called as the run goes: see {@link SearchProgress}. */
  readonly onProgress?: (event: SearchProgress) => void;
}

export type { SearchProgress, SearchRunResult, SearchTableStats } from "./runResult.js";

/** The memory bound is too small for the process itself: what it holds and the least bound that leaves a table. */
export class SearchMemoryError extends GrundyError {
  override name = "SearchMemoryError";
  constructor(
    readonly resident: number,
    readonly least: number,
    readonly threads: number,
  ) {
    super(`the memory bound is too little for the whole process, which holds ${resident} bytes before its table: give at least ${least} bytes`);
  }
}

/**
 * Values one position by the search, as a long run: see {@link SearchRunOptions}. Resolves
 * with the value (or how far an interrupted run came), with every worker stopped.
 *
 * @throws SearchMemoryError when the bound leaves no table; GrundyError for a table file that
 * cannot be read or written, a start the workers cannot search, or `tableFile` with threads
 */
export async function runSearch<P>(options: SearchRunOptions<P>): Promise<SearchRunResult> {
  const threads = options.threads ?? 1;
  if (threads > 1 && options.tableFile !== undefined) throw new GrundyError("a table file holds one search's table: give one thread with it");
  const theory = theoryValue(options.family, options.position);
  if (theory >= 0) return { kind: "theory", value: theory };
  // the bound is the whole process's: the table gets what the process and the search's headroom leave
  const resident = process.memoryUsage().rss;
  const tableBytes = tableBytesWithin(options.memory, resident, threads);
  if (tableBytes < 0) throw new SearchMemoryError(resident, leastBound(resident, threads), threads);
  if (threads > 1) {
    if (options.worker === undefined) throw new GrundyError("a search on several threads needs its worker file and spec");
    return runThreads({ ...options, threads, worker: options.worker, tableBytes });
  }
  return runOneThread(options, tableBytes);
}

/** One thread: the table file read, the search in slices, saves, the interrupt. */
async function runOneThread<P>(options: SearchRunOptions<P>, tableBytes: number): Promise<SearchRunResult> {
  const { family, tableFile, onProgress, signal } = options;
  const table = TranspositionTable.forMemory(tableBytes);
  let earlier = 0;
  if (tableFile !== undefined && existsSync(tableFile)) {
    onProgress?.({ kind: "reading", file: tableFile });
    earlier = loadTable(tableFile, family.tableId, table, family.transient).positions;
  }
  const search = new NimberSearch(family, table);
  const save = () => {
    if (tableFile !== undefined) saveTable(tableFile, family.tableId, table, earlier + search.nodes, family.transient);
  };
  const saveEvery = (options.saveEvery ?? 60) * 1000;
  let lastSave = performance.now();
  const q = new ValueQuery(search, options.position, ALL);
  const slice = options.slice ?? SEARCH_SLICE;
  while (!q.step(slice)) {
    onProgress?.({ kind: "searching", positions: search.nodes, threads: 1, alone: false, filled: table.filled, slots: table.slots });
    if (performance.now() - lastSave >= saveEvery) {
      save();
      lastSave = performance.now();
    }
    await new Promise((r) => setImmediate(r));
    if (signal?.aborted) {
      save();
      return { kind: "interrupted", positions: search.nodes, tableSaved: tableFile !== undefined };
    }
  }
  save();
  const stats = { filled: table.filled, slots: table.slots, maxSlots: table.maxSlots, replaced: table.replaced };
  return { kind: "solved", value: q.result!, positions: search.nodes, earlier, table: stats, threads: 1 };
}
