import { compileRules } from "./_internals/compile.js";
import { naiveFill } from "./_internals/naiveFill.js";
import { Workspace } from "./_internals/workspace.js";
import type { GrundyValues } from "./grundyValues.js";
import type { HeapRules } from "./heapRules.js";

export type { GrundyValues } from "./grundyValues.js";

/**
 * Runs longer than this use fresh copies of the kernel (see specialize in _internals): a copy
 * starts cold, about 1 ms each, and pays only over a few thousand heaps (measured on Kayles
 * and Treblecross: as written 0.03 / 0.1 / 1.5 ms for 100 / 300 / 1000 heaps against 1 / 2.5 /
 * 6 ms with copies; at 3000 and more, copies win, 6 ms against 12 ms).
 */
const COPY_FROM = 2048;

/** Heaps filled between two calls of the progress callback. */
const CHUNK = 1 << 12;

/**
 * Normal-play Grundy values of heaps 0 … count − 1 by the definition: the mex over every
 * option of a heap, a split's value the nim-sum of its parts. The one home of that rule,
 * below the sequence methods (naiveSequence, the sparse method's start) and the misère
 * quotients (the tameness test), which both call it. The caller bounds `count`
 * (naiveSequence checks the length, the work and the memory first).
 *
 * @param rules - the heap game (checked)
 * @param count - how many values
 * @param onProgress - called after each chunk of heaps with the heaps done and the total
 * @example Array.from(heapValues(parseHeapGame("0.77"), 8)) // [0, 1, 2, 3, 1, 4, 3, 2]
 */
export function heapValues(rules: HeapRules, count: number, onProgress?: (done: number, total: number) => void): GrundyValues {
  const copy = count > COPY_FROM;
  const c = compileRules(rules);
  const ws = new Workspace(count);
  for (let n = 0; n < count; n += CHUNK) {
    const end = Math.min(count, n + CHUNK);
    naiveFill(c, ws, n, end, copy);
    onProgress?.(end, count);
  }
  return ws.values;
}
