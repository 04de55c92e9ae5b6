import type { GrundyValues } from "./values.js";
/**
 * The values being computed and a stamp table for option sets: `seen[v] === n + 1`
 * marks v as an option of heap n, so the table never needs clearing. `bound` is a power
 * of two above every value so far; nim-sums of values stay below it, and the mex of
 * options below it is at most `bound`, so `seen` has 2·bound entries. @internal
 */
export declare class Workspace {
    values: GrundyValues;
    seen: Int32Array;
    bound: number;
    /**
     * For rules with a tail (every removal from some i on), whose options for heap n are the
     * values of heaps 1 … n − i: the values held by heaps 1 … end − 1, end = `prefixState[0]`,
     * as a "next value not held" forest: `prefix[v] === v` when v is not held, else a
     * pointer towards the next value that is not (followed with path halving).
     */
    prefix: Int32Array;
    readonly prefixState: Int32Array<ArrayBuffer>;
    constructor(count: number);
    /** Makes room for the value g (called before storing it). */
    grow(g: number): void;
}
