export type { GrundyValues } from "../heap/heapValues.js";

/**
 * Options shared by the sequence methods.
 */
export interface SequenceOptions {
  /** Called now and then with the number of values computed so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

/** The largest count a sequence method accepts (values for heaps 0 … count − 1). */
export const MAX_SEQUENCE_LENGTH = 2 ** 31 - 2;
