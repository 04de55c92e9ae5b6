// Search workers started ahead of their pool (./parallelPool.ts): a worker thread takes about
// 0.1 s to load its modules, which a threaded run started from a stretch alone would otherwise
// wait for once the stretch is over. Started before its end, they load while this thread goes
// on searching; the pool adopts them, or they are closed when the stretch alone answered.
import { Worker } from "node:worker_threads";

/** Worker threads loading their modules before their pool has their first message. */
export class StartedWorkers {
  readonly workers: readonly Worker[];
  /** The first failure of one of them before a pool adopted them (a pool reports it as its own). */
  failure: Error | undefined;
  private adopted = false;

  /** `kernelStart`: whether the spec the pool will send carries the kernel's start (the worker then loads no game: ../cli/searchWorker.ts). */
  constructor(
    readonly file: string,
    readonly threads: number,
    readonly kernelStart: boolean,
  ) {
    const workers: Worker[] = [];
    for (let i = 0; i < threads; i++) {
      const w = new Worker(file, { workerData: { kernelStart } });
      // until a pool listens: the first failure is kept (an error with no listener would end the process)
      w.on("error", (e) => {
        this.failure ??= e;
      });
      w.on("exit", (code) => {
        if (!this.adopted) this.failure ??= new Error(`a search worker stopped (exit code ${code})`);
      });
      workers.push(w);
    }
    this.workers = workers;
  }

  /** Hands the workers to a pool of `threads` on `file` (undefined when they do not match it, or were adopted or closed). */
  adopt(file: string, threads: number, kernelStart: boolean): readonly Worker[] | undefined {
    if (this.adopted || file !== this.file || threads !== this.threads || kernelStart !== this.kernelStart) return undefined;
    this.adopted = true;
    for (const w of this.workers) {
      w.removeAllListeners("error");
      w.removeAllListeners("exit");
    }
    return this.workers;
  }

  /**
   * Stops the workers unless a pool adopted them (that pool closes them), without waiting for
   * them: a worker stopped while it loads took up to 0.1 s to end, and the process need not wait.
   */
  close(): void {
    if (this.adopted) return;
    this.adopted = true;
    for (const w of this.workers) {
      w.unref();
      void w.terminate();
    }
  }
}
