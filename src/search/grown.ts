// Growing the search's typed arrays.

type Typed = Int32Array<ArrayBuffer> | Uint32Array<ArrayBuffer> | Uint8Array<ArrayBuffer> | Float64Array<ArrayBuffer>;

/** A copy of `a` in an array of `n` elements of the same type. */
export function grown<T extends Typed>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a as never);
  return b;
}
