import type { MessagePort } from "node:worker_threads";
import type { SearchFamily } from "./family.js";
/** A start as plain data: the searchable game's name and its command arguments. */
export interface SearchSpec {
    readonly game: string;
    readonly args: readonly string[];
}
/** The first message to a worker. */
export interface WorkerInit {
    readonly kind: "init";
    readonly spec: SearchSpec;
    /** The worker's table bound in bytes. */
    readonly memory: number;
    /** {@link CONTROL_BYTES} a worker: Int32 cancel words (the id of a task to drop), then Float64 counts ({@link COUNTS} a worker). */
    readonly control: SharedArrayBuffer;
    readonly index: number;
    /** Entries whose search expanded at least 2^shareCost components are sent to the other workers. */
    readonly shareCost: number;
    /** One port to each other worker: its entries arrive there, this worker's go out there. */
    readonly peers: readonly MessagePort[];
    /** Entries to start from (lo, hi, excluded, cost each): what a search before the workers learnt. */
    readonly seed: Uint32Array;
}
/** One question: is the value of the option (its unvalued parts, the largest first, and the xor of the valued ones) k? */
export interface WorkerTask {
    readonly kind: "task";
    readonly id: number;
    /** lo, hi of each unvalued part, the largest first. */
    readonly parts: readonly number[];
    readonly x: number;
    readonly k: number;
}
/** A worker's answer: the option's value is k (`result` = k), is not (NOT_IN_SET), or the task was dropped. */
export type WorkerReply = {
    readonly kind: "done";
    readonly id: number;
    readonly result: number;
    readonly nodes: number;
} | {
    readonly kind: "cancelled";
    readonly id: number;
    readonly nodes: number;
} | {
    readonly kind: "error";
    readonly message: string;
    readonly user: boolean;
};
/** The counts a worker shares as it works: components expanded, table entries, slots, entries replaced. */
export declare const COUNTS = 4;
/** Bytes of the control buffer a worker: its cancel word (padded to 8) and its counts. */
export declare const CONTROL_BYTES: number;
/** Serves tasks on `port` (a worker's parentPort), the family made from the init message's spec by `makeFamily`. */
export declare function serveSearch(port: MessagePort, makeFamily: (spec: SearchSpec) => SearchFamily<unknown>): void;
