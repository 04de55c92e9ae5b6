/** Checks a requested length: a RangeError unless 0 ≤ count ≤ MAX_SEQUENCE_LENGTH. */
export declare function checkLength(count: number): void;
