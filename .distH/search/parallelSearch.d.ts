import type { SearchFamily } from "./family.js";
import type { SearchSpec } from "./parallelWorker.js";
/** Options of {@link ParallelSearch}. */
export interface ParallelSearchOptions {
    /** Worker threads (at least 1). */
    threads: number;
    /** The worker entry: a file that calls serveSearch with a way to make the family from a {@link SearchSpec}. */
    workerFile: string;
    /** The bound of all the workers' tables together, in bytes (each gets its share). */
    memory: number;
    /**
     * Entries of searches that expanded at least 2^shareCost components are passed to the other workers.
     * @defaultValue 1 (every entry)
     */
    shareCost?: number;
    /** Entries every worker starts from (lo, hi, excluded, cost each: what a search before the workers learnt, see SharingTable). */
    seed?: Uint32Array;
}
/** The search for one position's value on worker threads; {@link close} it when done. */
export declare class ParallelSearch<P> {
    private readonly family;
    private readonly pool;
    /** What this thread knows: the seed's entries and the components' values found (it folds exact values into the options it lists). */
    private readonly table;
    private nextId;
    private tasks;
    private job;
    private failure;
    constructor(family: SearchFamily<P>, spec: SearchSpec, options: ParallelSearchOptions);
    /** Components expanded by all workers so far: the positions searched. */
    get nodes(): number;
    /** The workers' tables together: entries, slots, entries replaced. */
    get tables(): {
        filled: number;
        slots: number;
        replaced: number;
    };
    /** The nimber of a position (0 … 31). */
    value(position: P): Promise<number>;
    /** Stops the workers (the process can exit). */
    close(): Promise<void>;
    private componentValue;
    /** After any answer: moves k past the values found, finishes the job or hands out tasks. */
    private settle;
    /** A task for idle worker w: the first option not yet ruled out for k (one it asked before, among the first few), else one for k + 1. */
    private give;
    private cancelTask;
    private onReply;
}
