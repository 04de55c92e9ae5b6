import { type MessagePort } from "node:worker_threads";
import { TranspositionTable } from "./transpositionTable.js";
/** A table that also keeps a copy of each entry of a large search, to be sent to the other workers. */
export declare class SharingTable extends TranspositionTable {
    private readonly shareCost;
    /** Entries kept since the last exchange: lo, hi, excluded, cost each. */
    private out;
    private outTop;
    constructor(maxSlots: number, initialSlots: number, shareCost: number);
    put(lo: number, hi: number, excluded: number, cost: number): void;
    /** Puts entries (lo, hi, excluded, cost each) without keeping them to send. */
    learn(f: Uint32Array): void;
    /** The entries kept since the last call (or exchange), and forgets them. */
    take(): Uint32Array;
    /** Sends the entries kept since the last call to each peer, and puts what the peers sent. */
    exchange(peers: readonly MessagePort[]): void;
}
