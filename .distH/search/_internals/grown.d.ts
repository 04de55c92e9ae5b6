type Typed = Int32Array<ArrayBuffer> | Uint32Array<ArrayBuffer> | Uint8Array<ArrayBuffer> | Float64Array<ArrayBuffer>;
/** A copy of `a` in an array of `n` elements of the same type. */
export declare function grown<T extends Typed>(a: T, n: number): T;
export {};
