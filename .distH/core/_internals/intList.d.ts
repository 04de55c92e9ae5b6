/** A list of integers (positions) that grows as needed: the one buffer of the loopy engine and the retrograde core. */
export declare class IntList {
    items: Int32Array<ArrayBuffer>;
    length: number;
    push(x: number): void;
    /** The items, as a view (no copy: valid until the next push). */
    view(): Int32Array;
    /** The items, copied. */
    toArray(): Int32Array;
}
