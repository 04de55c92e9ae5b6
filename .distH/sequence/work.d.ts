import { type HeapRules } from "../heap/heapRules.js";
/**
 * Refuses, before any work, a sequence of `count` values (heaps 0 … count − 1) out of
 * reach: rules whose moves may leave three heaps cost about count³/36 option checks
 * (limit {@link SEQUENCE_WORK_LIMIT}); any sequence takes at least 2 bytes a value
 * (limit {@link SEQUENCE_MEMORY_LIMIT}). Call it before computing a sequence whose length
 * a user chose.
 *
 * @param rules - the heap game
 * @param count - how many values
 * @throws GrundyError naming the estimated work or memory and the limit
 * @example checkSequenceWork(parseHeapGame("0.FFF"), 10 ** 6) // throws: ≈ 27,777,777,777,777,776 option checks
 */
export declare function checkSequenceWork(rules: HeapRules, count: number): void;
