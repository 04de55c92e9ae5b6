// The kernel as a worker thread's engine in the parallel search (../parallelWorker.ts): one
// instance a worker, its own table, seeded with what the search before the workers learnt, and
// sharing the entries of its large searches with the other workers through the kernel's share log.
import { type MessagePort, receiveMessageOnPort } from "node:worker_threads";
import type { TaskEngine, WorkerInit } from "../parallelWorker.js";
import { type KernelGame, type KernelGraph, SearchKernel } from "./kernel.js";

/** A worker's engine on the kernel: the graph and game of the start, the table of the init message's bytes. */
export function kernelTaskEngine(graph: KernelGraph, game: KernelGame, m: WorkerInit): TaskEngine {
  const kernel = new SearchKernel(graph, game, { tableBytes: m.memory });
  const entries = kernel.entries;
  const learn = (f: Uint32Array): void => {
    for (let i = 0; i + 3 < f.length; i += 4) entries.put(f[i]!, f[i + 1]!, f[i + 2]!, f[i + 3]!);
  };
  entries.reserve?.(m.seed.length / 4);
  learn(m.seed);
  kernel.shareFrom(m.shareCost);
  return {
    ask: (lo, hi, set) => kernel.ask(lo, hi, set),
    resume: (limit) => kernel.resume(limit),
    abandon: () => kernel.abandon(),
    fromLast: (on) => kernel.fromLast(on),
    get nodes() {
      return kernel.positions;
    },
    get table() {
      return kernel.table;
    },
    exchange(peers: readonly MessagePort[]): void {
      const out = kernel.takeShared();
      if (out.length > 0) for (const p of peers) p.postMessage(out);
      for (const p of peers) for (let r = receiveMessageOnPort(p); r !== undefined; r = receiveMessageOnPort(p)) learn(r.message as Uint32Array);
    },
  };
}
