import { maskParity } from "../mask.js";
/** Heaps per block: one pass over the rare list serves this many heaps. */
export const BLOCK = 4;
/**
 * The sparse-space state: the mask's parity of every value below 2·bound, the rare values
 * in increasing order (ending in a sentinel), the rare positions (heaps ≥ 1), and the
 * tables a heap's options are marked in.
 */
export class SparseState {
    mask;
    parity = new Uint8Array(0);
    /** values with odd parity, increasing, then a sentinel */
    commonValues = new Int32Array(1);
    /** values with even parity, increasing, then a sentinel */
    rareValues = new Int32Array(1);
    /** rare positions and their values, interleaved: r0, G(r0), r1, G(r1), … */
    rare = new Int32Array(8192);
    rareCount = 0;
    /**
     * A row of `parity.length` flags per heap of a block: `flags[row + v] === mark` when v is
     * an option of that heap. A byte per value keeps the rows small (they are read and
     * written at random). Marks cycle through 1 … 255, one per block.
     */
    flags = new Uint8Array(0);
    mark = 0;
    /** list entries below this hold the rare heaps below {@link BLOCK} */
    small = 0;
    /** list entries below this hold rare heaps the current block can pair (see {@link blockEnd}) */
    below = 0;
    /** `wanted[v] === n + 1` while heap n still looks for a split of value v */
    wanted = new Int32Array(0);
    /** the compiled step, kept until one of the arrays it captures is replaced */
    step = null;
    constructor(mask) {
        this.mask = mask;
    }
    /** Makes new tables for values below `size` (the step must be made again). */
    tables(size) {
        this.parity = new Uint8Array(size);
        this.rareValues = new Int32Array(size + 1);
        this.commonValues = new Int32Array(size + 1);
        this.flags = new Uint8Array(BLOCK * size);
        this.wanted = new Int32Array(size);
        this.step = null;
        this.refill();
    }
    /** Fills the tables for the mask, in place. */
    refill() {
        let rare = 0;
        let common = 0;
        for (let v = 0; v < this.parity.length; v++) {
            this.parity[v] = maskParity(v, this.mask);
            if (this.parity[v] === 0)
                this.rareValues[rare++] = v;
            else
                this.commonValues[common++] = v;
        }
        this.rareValues[rare] = 0x7fffffff;
        this.commonValues[common] = 0x7fffffff;
        this.flags.fill(0);
        this.mark = 0;
    }
    /**
     * Changes the mask at heap `to`, refilling the same arrays, so that the compiled step
     * goes on (a new copy would start cold) unless the rare list has to move.
     */
    remask(mask, G, to) {
        this.mask = mask;
        this.refill();
        this.collect(G, to);
    }
    /** A mark no flag holds, for the next block. */
    nextMark() {
        if (this.mark === 255) {
            this.flags.fill(0);
            this.mark = 0;
        }
        return ++this.mark;
    }
    /**
     * The rare heaps that can be paired for the whole block from n0 at once are the list
     * entries from `small` to the one returned: heaps r ≥ 4 with r < n0 − tmax, so that for
     * every heap of the block and every removal t ≤ tmax the partner is a heap from 1 to
     * n0 − 1, already known; for rules with unequal parts, 2r < n0 − tmax, so that the parts
     * always differ. The others are paired heap by heap.
     */
    blockEnd(n0, tmax, unequal) {
        const end = 2 * this.rareCount;
        // blocks only move up, and the list only grows at its end
        const times = unequal ? 2 : 1;
        while (this.below < end && times * this.rare[this.below] < n0 - tmax)
            this.below += 2;
        return Math.max(this.small, this.below);
    }
    /** Lists the rare positions among heaps 1 … to − 1. */
    collect(G, to) {
        this.rareCount = 0;
        this.small = 0;
        this.below = 0;
        for (let n = 1; n < to; n++)
            if (maskParity(G[n], this.mask) === 0 && this.push(n, G[n]))
                this.step = null;
    }
    /** Adds a rare position; true when the list had to move to a bigger array. */
    push(n, g) {
        let moved = false;
        if (2 * this.rareCount === this.rare.length) {
            const bigger = new Int32Array(this.rare.length * 2);
            bigger.set(this.rare);
            this.rare = bigger;
            moved = true;
        }
        this.rare[2 * this.rareCount] = n;
        this.rare[2 * this.rareCount + 1] = g;
        this.rareCount++;
        if (n < BLOCK)
            this.small += 2;
        return moved;
    }
}
//# sourceMappingURL=sparseState.js.map