/**
 * A Grundy sequence G(0), G(1), …: 16-bit entries while every value fits, 32-bit after.
 * Half the memory of 32-bit storage for the octal games of interest, whose values stay small.
 */
export type GrundyValues = Uint16Array | Uint32Array;

/**
 * Options shared by the sequence methods.
 */
export interface SequenceOptions {
  /** Called now and then with the number of values computed so far and the total. */
  onProgress?: (done: number, total: number) => void;
}

/** The largest count a sequence method accepts (values for heaps 0 … count − 1). */
export const MAX_SEQUENCE_LENGTH = 2 ** 31 - 2;

/** @internal checks a requested length */
export function checkLength(count: number): void {
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_SEQUENCE_LENGTH) {
    throw new RangeError(`a sequence length must be an integer from 0 to ${MAX_SEQUENCE_LENGTH}, got ${count}`);
  }
}

/** @internal copies 16-bit values into a 32-bit array of the same length */
export function widen(values: GrundyValues): Uint32Array {
  return values instanceof Uint32Array ? values : Uint32Array.from(values);
}
