// The worker threads of the parallel search: started from one worker file with a start as
// plain data, given tasks one at a time, told to drop a task through a shared cancel word,
// and all terminated at the end (or on the first failure, which is reported once).
import { MessageChannel, Worker } from "node:worker_threads";
import { GrundyError } from "../errors.js";
import { CONTROL_BYTES, COUNTS } from "./parallelWorker.js";
/** A fixed set of search workers. */
export class WorkerPool {
    threads;
    onReply;
    onFailure;
    workers = [];
    cancelWords;
    counts;
    /** The id of each worker's task in hand (−1: idle). */
    task;
    closing = false;
    /**
     * @param file - the worker entry (it calls serveSearch)
     * @param onReply - a worker answered its task (it is idle again)
     * @param onFailure - a worker failed (called once; the pool is closed after it)
     */
    constructor(file, threads, init, onReply, onFailure) {
        this.threads = threads;
        this.onReply = onReply;
        this.onFailure = onFailure;
        const control = new SharedArrayBuffer(CONTROL_BYTES * threads);
        this.cancelWords = new Int32Array(control, 0, threads).fill(-1);
        this.counts = new Float64Array(control, 8 * threads, COUNTS * threads);
        this.task = new Int32Array(threads).fill(-1);
        // a channel between every two workers, for the entries they share
        const peers = Array.from({ length: threads }, () => []);
        for (let i = 0; i < threads; i++)
            for (let j = i + 1; j < threads; j++) {
                const c = new MessageChannel();
                peers[i].push(c.port1);
                peers[j].push(c.port2);
            }
        for (let i = 0; i < threads; i++) {
            const w = new Worker(file);
            w.on("message", (m) => {
                if (this.closing)
                    return;
                if (m.kind === "error")
                    return this.fail(m.user ? new GrundyError(m.message) : new Error(`a search worker failed: ${m.message}`));
                this.task[i] = -1;
                this.onReply(i, m);
            });
            w.on("error", (e) => this.fail(e instanceof GrundyError ? e : new Error(`a search worker failed: ${e.message}`)));
            w.on("exit", (code) => {
                if (!this.closing)
                    this.fail(new Error(`a search worker stopped (exit code ${code})`));
            });
            const message = { kind: "init", spec: init.spec, memory: init.memory, control, index: i, shareCost: init.shareCost, peers: peers[i], seed: init.seed };
            w.postMessage(message, peers[i]);
            this.workers.push(w);
        }
    }
    /** A count summed over the workers: 0 components expanded, 1 table entries, 2 slots, 3 entries replaced. */
    total(which) {
        let s = 0;
        for (let i = 0; i < this.threads; i++)
            s += this.counts[COUNTS * i + which];
        return s;
    }
    /** Gives an idle worker a task. */
    post(worker, task) {
        this.task[worker] = task.id;
        this.workers[worker].postMessage(task);
    }
    /** Asks a worker to drop its task `id` (it answers "cancelled", or "done" if it finished first). */
    cancel(worker, id) {
        Atomics.store(this.cancelWords, worker, id);
    }
    fail(e) {
        if (this.closing)
            return;
        void this.close();
        this.onFailure(e);
    }
    /** Stops every worker. */
    async close() {
        this.closing = true;
        await Promise.all(this.workers.map((w) => w.terminate()));
    }
}
//# sourceMappingURL=parallelPool.js.map