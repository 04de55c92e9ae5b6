import { type SearchSpec, type WorkerReply, type WorkerTask } from "./parallelWorker.js";
/** A task's answer as the pool hands it on (errors go to `onFailure`). */
export type TaskReply = Exclude<WorkerReply, {
    kind: "error";
}>;
/** A fixed set of search workers. */
export declare class WorkerPool {
    readonly threads: number;
    private readonly onReply;
    private readonly onFailure;
    private readonly workers;
    private readonly cancelWords;
    private readonly counts;
    /** The id of each worker's task in hand (−1: idle). */
    readonly task: Int32Array;
    private closing;
    /**
     * @param file - the worker entry (it calls serveSearch)
     * @param onReply - a worker answered its task (it is idle again)
     * @param onFailure - a worker failed (called once; the pool is closed after it)
     */
    constructor(file: string, threads: number, init: {
        spec: SearchSpec;
        memory: number;
        shareCost: number;
        seed: Uint32Array;
    }, onReply: (worker: number, reply: TaskReply) => void, onFailure: (error: Error) => void);
    /** A count summed over the workers: 0 components expanded, 1 table entries, 2 slots, 3 entries replaced. */
    total(which: 0 | 1 | 2 | 3): number;
    /** Gives an idle worker a task. */
    post(worker: number, task: WorkerTask): void;
    /** Asks a worker to drop its task `id` (it answers "cancelled", or "done" if it finished first). */
    cancel(worker: number, id: number): void;
    private fail;
    /** Stops every worker. */
    close(): Promise<void>;
}
