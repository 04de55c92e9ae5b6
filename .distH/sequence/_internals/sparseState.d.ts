import type { GrundyValues } from "../values.js";
import type { SparseStep } from "./sparseStep.js";
/** Heaps per block: one pass over the rare list serves this many heaps. */
export declare const BLOCK = 4;
/**
 * The sparse-space state: the mask's parity of every value below 2·bound, the rare values
 * in increasing order (ending in a sentinel), the rare positions (heaps ≥ 1), and the
 * tables a heap's options are marked in.
 */
export declare class SparseState {
    mask: number;
    parity: Uint8Array<ArrayBuffer>;
    /** values with odd parity, increasing, then a sentinel */
    commonValues: Int32Array<ArrayBuffer>;
    /** values with even parity, increasing, then a sentinel */
    rareValues: Int32Array<ArrayBuffer>;
    /** rare positions and their values, interleaved: r0, G(r0), r1, G(r1), … */
    rare: Int32Array<ArrayBuffer>;
    rareCount: number;
    /**
     * A row of `parity.length` flags per heap of a block: `flags[row + v] === mark` when v is
     * an option of that heap. A byte per value keeps the rows small (they are read and
     * written at random). Marks cycle through 1 … 255, one per block.
     */
    flags: Uint8Array<ArrayBuffer>;
    mark: number;
    /** list entries below this hold the rare heaps below {@link BLOCK} */
    small: number;
    /** list entries below this hold rare heaps the current block can pair (see {@link blockEnd}) */
    below: number;
    /** `wanted[v] === n + 1` while heap n still looks for a split of value v */
    wanted: Int32Array<ArrayBuffer>;
    /** the compiled step, kept until one of the arrays it captures is replaced */
    step: SparseStep | null;
    constructor(mask: number);
    /** Makes new tables for values below `size` (the step must be made again). */
    tables(size: number): void;
    /** Fills the tables for the mask, in place. */
    private refill;
    /**
     * Changes the mask at heap `to`, refilling the same arrays, so that the compiled step
     * goes on (a new copy would start cold) unless the rare list has to move.
     */
    remask(mask: number, G: GrundyValues, to: number): void;
    /** A mark no flag holds, for the next block. */
    nextMark(): number;
    /**
     * The rare heaps that can be paired for the whole block from n0 at once are the list
     * entries from `small` to the one returned: heaps r ≥ 4 with r < n0 − tmax, so that for
     * every heap of the block and every removal t ≤ tmax the partner is a heap from 1 to
     * n0 − 1, already known; for rules with unequal parts, 2r < n0 − tmax, so that the parts
     * always differ. The others are paired heap by heap.
     */
    blockEnd(n0: number, tmax: number, unequal: boolean): number;
    /** Lists the rare positions among heaps 1 … to − 1. */
    collect(G: GrundyValues, to: number): void;
    /** Adds a rare position; true when the list had to move to a bigger array. */
    push(n: number, g: number): boolean;
}
