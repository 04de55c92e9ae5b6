// The worker threads of the parallel search: started from one worker file with a start as
// plain data, given tasks one at a time, told to drop a task through a shared cancel word,
// and all terminated at the end (or on the first failure, which is reported once).
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import { GrundyError } from "../errors.js";
import { CONTROL_BYTES, COUNTS, type SearchSpec, type WorkerInit, type WorkerReply, type WorkerTask } from "./parallelWorker.js";
import type { SharedKernelTable } from "./kernel/kernelShared.js";
import type { StartedWorkers } from "./startedWorkers.js";

/** A task's answer as the pool hands it on (errors go to `onFailure`). */
export type TaskReply = Exclude<WorkerReply, { kind: "error" }>;

/** A fixed set of search workers. */
export class WorkerPool {
  private readonly workers: Worker[] = [];
  private readonly cancelWords: Int32Array;
  private readonly counts: Float64Array;
  /** The id of each worker's task in hand (−1: idle). */
  readonly task: Int32Array;
  private closing = false;

  /**
   * @param file - the worker entry (it calls serveSearch)
   * @param onReply - a worker answered its task (it is idle again)
   * @param onFailure - a worker failed (called once; the pool is closed after it)
   */
  constructor(
    file: string,
    readonly threads: number,
    init: {
      spec: SearchSpec;
      memory: number;
      shareCost: number;
      seed: Uint32Array;
      sharedTable?: SharedKernelTable | undefined;
      /** Workers started ahead on `file` (used when they match), instead of starting new ones. */
      started?: StartedWorkers | undefined;
    },
    private readonly onReply: (worker: number, reply: TaskReply) => void,
    private readonly onFailure: (error: Error) => void,
  ) {
    const control = new SharedArrayBuffer(CONTROL_BYTES * threads);
    this.cancelWords = new Int32Array(control, 0, threads).fill(-1);
    this.counts = new Float64Array(control, 8 * threads, COUNTS * threads);
    this.task = new Int32Array(threads).fill(-1);
    // a channel between every two workers, for the entries they share
    const peers: MessagePort[][] = Array.from({ length: threads }, () => []);
    for (let i = 0; i < threads; i++)
      for (let j = i + 1; j < threads; j++) {
        const c = new MessageChannel();
        peers[i]!.push(c.port1);
        peers[j]!.push(c.port2);
      }
    // a spec that carries the kernel's start lets the worker skip loading the games (cli/searchWorker.ts)
    const kernelStart = init.spec.kernelStart !== undefined;
    const started = init.started?.adopt(file, threads, kernelStart);
    const failed = init.started?.failure;
    if (started !== undefined && failed !== undefined)
      queueMicrotask(() => this.fail(failed instanceof GrundyError ? failed : new Error(`a search worker failed: ${failed.message}`)));
    for (let i = 0; i < threads; i++) {
      const w = started?.[i] ?? new Worker(file, { workerData: { kernelStart } });
      w.on("message", (m: WorkerReply) => {
        if (this.closing) return;
        if (m.kind === "error") return this.fail(m.user ? new GrundyError(m.message) : new Error(`a search worker failed: ${m.message}`));
        this.task[i] = -1;
        this.onReply(i, m);
      });
      w.on("error", (e) => this.fail(e instanceof GrundyError ? e : new Error(`a search worker failed: ${e.message}`)));
      w.on("exit", (code) => {
        if (!this.closing) this.fail(new Error(`a search worker stopped (exit code ${code})`));
      });
      const message: WorkerInit = {
        kind: "init",
        spec: init.spec,
        memory: init.memory,
        control,
        index: i,
        shareCost: init.shareCost,
        peers: peers[i]!,
        seed: init.seed,
        ...(init.sharedTable ? { sharedTable: init.sharedTable } : {}),
      };
      w.postMessage(message, peers[i]!);
      this.workers.push(w);
    }
  }

  /** A count summed over the workers: 0 components expanded, 1 table entries, 2 slots, 3 entries replaced. */
  total(which: 0 | 1 | 2 | 3): number {
    let s = 0;
    for (let i = 0; i < this.threads; i++) s += this.counts[COUNTS * i + which]!;
    return s;
  }

  /** Gives an idle worker a task. */
  post(worker: number, task: WorkerTask): void {
    this.task[worker] = task.id;
    this.workers[worker]!.postMessage(task);
  }

  /** Asks a worker to drop its task `id` (it answers "cancelled", or "done" if it finished first). */
  cancel(worker: number, id: number): void {
    Atomics.store(this.cancelWords, worker, id);
  }

  private fail(e: Error): void {
    if (this.closing) return;
    void this.close();
    this.onFailure(e);
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
