// The run of ./run.ts on several threads: the parallel search (./parallelSearch.ts) with its
// workers rebuilt from the start's plain spec. The first ALONE expansions run in this thread
// (a small start is done before a worker would have loaded); a longer search hands what they
// learnt to the workers.
import type { SearchFamily } from "./family.js";
import { NimberSearch } from "./nimberSearch.js";
import { ALL } from "./nimberSet.js";
import { ParallelSearch } from "./parallelSearch.js";
import type { SearchSpec } from "./parallelWorker.js";
import type { SearchProgress, SearchRunResult } from "./runResult.js";
import { SharingTable } from "./sharingTable.js";
import { TranspositionTable } from "./transpositionTable.js";
import { ValueQuery } from "./valueQuery.js";
import type { SharedKernelTable } from "./kernel/kernelShared.js";
import { StartedWorkers } from "./startedWorkers.js";

/** Components expanded in this thread before the workers start (about a second). */
const ALONE = 100_000;
/** Components after which the workers are started, so that they have loaded by the hand-over (./startedWorkers.ts). */
const PRESTART = 40_000;
/** Milliseconds between two progress events of the workers. */
const PROGRESS_MS = 250;

/** What the threaded run needs. */
export interface ThreadsRun<P> {
  readonly family: SearchFamily<P>;
  readonly position: P;
  readonly threads: number;
  /** The worker file and the start's spec; `started`: workers started ahead on that file (./startedWorkers.ts). */
  readonly worker: { readonly file: string; readonly spec: SearchSpec; readonly started?: StartedWorkers | undefined };
  /** The bytes of every worker's table together. */
  readonly tableBytes: number;
  /** One table for all the workers (the kernel's on two: ./kernel/kernelShared.ts), sized by the caller, instead of one each. */
  readonly sharedTable?: SharedKernelTable | undefined;
  readonly signal?: AbortSignal;
  readonly onProgress?: (event: SearchProgress) => void;
}

/** Searches on `threads` workers (after a first stretch alone); resolves with every worker stopped. */
export async function runThreads<P>(r: ThreadsRun<P>): Promise<SearchRunResult> {
  const slots = TranspositionTable.slotsFor(r.tableBytes / r.threads);
  const table = new SharingTable(slots, Math.min(slots, 1 << 16), 1);
  const one = new NimberSearch(r.family, table);
  const q = new ValueQuery(one, r.position, ALL);
  let done = false;
  // the workers load (about 0.1 s, more when they load the games) while this thread goes on alone
  let started = r.worker.started;
  try {
    while (!done && one.nodes < ALONE) {
      done = q.step(20_000);
      if (!done && started === undefined && one.nodes >= PRESTART) started = new StartedWorkers(r.worker.file, r.threads, r.worker.spec.kernelStart !== undefined);
      r.onProgress?.({ kind: "searching", positions: one.nodes, threads: 1, alone: true, filled: table.filled, slots: table.slots });
    }
  } catch (e) {
    started?.close();
    throw e;
  }
  if (done) {
    started?.close();
    const stats = { filled: table.filled, slots: table.slots, maxSlots: slots, replaced: table.replaced };
    return { kind: "solved", value: q.result!, positions: one.nodes, earlier: 0, table: stats, threads: 1 };
  }
  one.abandon();
  return runOnWorkers({ ...r, worker: { ...r.worker, started } }, r.family, r.position, one.nodes, table.take());
}

/**
 * The part of a threaded run after its first stretch alone (in which this thread expanded
 * `alone` components and learnt the entries `seed`): the parallel search over `family`, whose
 * workers the spec of `r.worker` rebuilds (either engine's family: ./kernel/kernelFamily.ts).
 */
export async function runOnWorkers<Q>(
  r: Omit<ThreadsRun<unknown>, "family" | "position">,
  family: SearchFamily<Q>,
  position: Q,
  alone: number,
  seed: Uint32Array,
): Promise<SearchRunResult> {
  const slots = TranspositionTable.slotsFor(r.tableBytes / r.threads);
  const search = new ParallelSearch(family, r.worker.spec, {
    threads: r.threads,
    workerFile: r.worker.file,
    memory: r.tableBytes,
    seed,
    help: r.worker.spec.engine === "kernel",
    sharedTable: r.sharedTable,
    started: r.worker.started,
  });
  const positions = () => alone + search.nodes;
  let wake: (() => void) | undefined;
  const onAbort = () => wake?.();
  r.signal?.addEventListener("abort", onAbort);
  const progress = setInterval(() => {
    const t = search.tables;
    r.onProgress?.({ kind: "searching", positions: positions(), threads: r.threads, alone: false, filled: t.filled, slots: t.slots });
  }, PROGRESS_MS);
  try {
    const answer = search.value(position);
    const stop = new Promise<"interrupted">((resolve) => {
      wake = () => resolve("interrupted");
      if (r.signal?.aborted) resolve("interrupted");
    });
    const value = await Promise.race([answer, stop]);
    if (r.signal?.aborted || value === "interrupted") {
      answer.catch(() => {});
      return { kind: "interrupted", positions: positions(), tableSaved: false };
    }
    const t = search.tables;
    return {
      kind: "solved",
      value,
      positions: positions(),
      earlier: 0,
      table: { ...t, maxSlots: r.sharedTable !== undefined ? 4 * r.sharedTable.buckets : r.threads * slots },
      threads: r.threads,
    };
  } finally {
    clearInterval(progress);
    r.signal?.removeEventListener("abort", onAbort);
    await search.close();
    // workers started ahead that the pool did not take (a pool that took them has closed them)
    r.worker.started?.close();
  }
}
