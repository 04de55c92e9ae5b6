// Internal: the arrays a heap-value kernel (heapValues, the sequence methods) fills, grown as values grow.
import type { GrundyValues } from "../grundyValues.js";

/**
 * The values being computed and a stamp table for option sets: `seen[v] === n + 1`
 * marks v as an option of heap n, so the table never needs clearing. `bound` is a power
 * of two above every value so far; nim-sums of values stay below it, and the mex of
 * options below it is at most `bound`, so `seen` has 2·bound entries.
 */
export class Workspace {
  values: GrundyValues;
  seen: Int32Array;
  bound = 1;
  /**
   * For rules with a tail (every removal from some i on), whose options for heap n are the
   * values of heaps 1 … n − i: the values held by heaps 1 … end − 1, end = `prefixState[0]`,
   * as a "next value not held" forest: `prefix[v] === v` when v is not held, else a
   * pointer towards the next value that is not (followed with path halving).
   */
  prefix: Int32Array = Int32Array.of(0, 1, 2);
  readonly prefixState = Int32Array.of(1);

  constructor(count: number) {
    this.values = new Uint16Array(count);
    this.seen = new Int32Array(2);
  }

  /** Makes room for the value g (called before storing it). */
  grow(g: number): void {
    while (this.bound <= g) this.bound *= 2;
    if (this.seen.length < 2 * this.bound) {
      this.seen = new Int32Array(2 * this.bound);
      const prefix = new Int32Array(2 * this.bound + 1);
      for (let v = this.prefix.length; v < prefix.length; v++) prefix[v] = v;
      prefix.set(this.prefix);
      this.prefix = prefix;
    }
    if (g > 0xffff && this.values instanceof Uint16Array) this.values = Uint32Array.from(this.values);
  }
}
