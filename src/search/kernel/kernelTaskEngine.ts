// The kernel as a worker thread's engine in the parallel search (../parallelWorker.ts): one
// instance a worker, seeded with what the search before the workers learnt. With a shared table
// (./kernelShared.ts) the workers search with one table; else each has its own and passes the
// entries of its large searches to the other workers through the kernel's share log.
import { type MessagePort, receiveMessageOnPort } from "node:worker_threads";
import type { TaskEngine, WorkerInit } from "../parallelWorker.js";
import { type KernelGame, type KernelGraph, SearchKernel } from "./kernel.js";
import { SharedTableLock } from "./kernelShared.js";

/** A worker's engine on the kernel: the graph and game of the start, the table of the init message (its bytes, or the shared one). */
export function kernelTaskEngine(graph: KernelGraph, game: KernelGame, m: WorkerInit): TaskEngine {
  const shared = m.sharedTable;
  const kernel = new SearchKernel(graph, game, shared === undefined ? { tableBytes: m.memory } : { shared: { table: shared, index: m.index } });
  const entries = kernel.entries;
  const learn = (f: Uint32Array): void => kernel.putWords(f);
  const lock = shared === undefined ? undefined : new SharedTableLock(shared, kernel.sharedTable!, m.index);
  // a shared table is seeded once, by the first worker, and sized for the seed already
  if (lock === undefined) {
    entries.reserve?.(m.seed.length / 4);
    learn(m.seed);
  } else if (m.index === 0) {
    lock.acquire();
    learn(m.seed);
    lock.release();
  }
  if (shared === undefined) kernel.shareFrom(m.shareCost);
  return {
    ask: (lo, hi, set) => kernel.ask(lo, hi, set),
    resume: (limit) => kernel.resume(limit),
    abandon: () => kernel.abandon(),
    fromLast: (on) => kernel.fromLast(on),
    idle: () => lock?.release(),
    get nodes() {
      return kernel.positions;
    },
    get table() {
      const t = kernel.table;
      // the workers' counts are summed: a shared table's entries and slots are counted once
      return shared === undefined || m.index === 0 ? t : { ...t, filled: 0, slots: 0 };
    },
    exchange(peers: readonly MessagePort[]): void {
      if (lock !== undefined) return lock.slice();
      const out = kernel.takeShared();
      if (out.length > 0) for (const p of peers) p.postMessage(out);
      for (const p of peers) for (let r = receiveMessageOnPort(p); r !== undefined; r = receiveMessageOnPort(p)) learn(r.message as Uint32Array);
    },
  };
}
