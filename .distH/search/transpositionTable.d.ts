/** Bytes a slot takes. */
export declare const SLOT_BYTES = 16;
/** The value an excluded set names exactly (every other nimber 0 … 31 excluded), else −1. */
export declare function exactOf(excluded: number): number;
/** The excluded set that names value v exactly. */
export declare const exactSet: (v: number) => number;
/**
 * A transposition table of `slots` entries (a power of two, at least 4). A slot's excluded
 * set is 0 when it is empty (a stored entry always excludes something).
 */
export declare class TranspositionTable {
    readonly maxSlots: number;
    /** The slots in use: [lo, hi, excluded, cost] each (a view of the first slots of `all`). */
    words: Uint32Array;
    /** The array the slots live in: `words` until the first doubling, then one of {@link maxSlots}. */
    private all;
    /** Slots now (a power of two, at most {@link maxSlots}). */
    slots: number;
    /** Slots in use. */
    filled: number;
    /** Entries dropped to make room. */
    replaced: number;
    private bucketMask;
    /**
     * @param maxSlots - the most slots (a power of two, at least 4): the memory bound
     * @param initialSlots - the slots to start with (a power of two; the table doubles while half full)
     */
    constructor(maxSlots: number, initialSlots?: number);
    /** The largest table within `bytes` (at least 1024 slots), starting at 2^16 slots (1 MiB). */
    static forMemory(bytes: number): TranspositionTable;
    /** The bytes the table holds now. */
    get bytes(): number;
    /**
     * Doubles the table in place. The first doubling moves the slots into one array of the
     * largest size (the system gives its pages as they are first written, so memory grows with
     * the slots in use); from then on a bucket b of the old half keeps its entries or moves them
     * to bucket b + (old buckets), which only b fills: no second table is ever held.
     */
    private grow;
    /** The first word of a key's bucket. */
    private bucketOf;
    /** The excluded set of a key (0: nothing known). */
    get(lo: number, hi: number): number;
    /** Adds `excluded` to what is known of a key; `cost` (0 … 255) ranks entries for replacement. */
    put(lo: number, hi: number, excluded: number, cost: number): void;
    private store;
}
