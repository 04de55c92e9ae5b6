import type { HeapRules } from "../../heap/heapRules.js";
/**
 * Normal-play Grundy values G(0…N) of a heap game (mex over the options: the nim-sum of
 * the parts), for the tameness test.
 */
export declare function grundyValues(rules: HeapRules, N: number): number[];
