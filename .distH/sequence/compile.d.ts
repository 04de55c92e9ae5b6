import { type HeapRules } from "../heap/heapRules.js";
/** The removals i allowed by each bit of the digits. @internal */
export interface CompiledRules {
    /** removals that may leave no heap (a move only when n = i) */
    readonly zero: Int32Array;
    /** removals that may leave one heap */
    readonly one: Int32Array;
    /** removals that may leave two heaps (may include 0, from d0) */
    readonly two: Int32Array;
    /** removals that may leave three heaps */
    readonly three: Int32Array;
    /** the digit of every removal i ≥ tailFrom (0: none) */
    readonly tail: number;
    readonly tailFrom: number;
    readonly unequal: boolean;
    /** largest removal (Infinity with a tail) */
    readonly t: number;
    /** most heaps a move leaves */
    readonly parts: 1 | 2 | 3;
}
/** @internal */
export declare function compileRules(rules: HeapRules): CompiledRules;
