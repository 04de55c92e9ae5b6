import type { Key } from "../game.js";
/**
 * A memo table from keys to small non-negative integers (and the engine's sentinel −1).
 * Keys that are small non-negative integers live in a typed array that grows by
 * doubling; every other key lives in a Map. Internal to the engine.
 */
export declare class MemoTable {
    private dense;
    private sparse;
    /** Full maps, oldest first: a Map holds at most 2^24 entries, the table has no such limit. */
    private readonly full;
    private denseCount;
    get size(): number;
    private sparseGet;
    private sparseSet;
    get(k: Key): number | undefined;
    set(k: Key, v: number): void;
    delete(k: Key): void;
    private grow;
}
