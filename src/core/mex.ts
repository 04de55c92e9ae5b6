import { describeValue, InputError } from "../errors.js";

let scratch = new Uint8Array(64);

/**
 * The minimum excludant: the least non-negative integer not in `values`.
 *
 * @param values - non-negative integers, in any order, repeats allowed
 * @returns mex(values)
 * @example mex([0, 1, 3]) // 2
 */
export function mex(values: Iterable<number>): number {
  if (values === null || typeof (values as Iterable<number> | undefined)?.[Symbol.iterator] !== "function") {
    throw new InputError("a list of non-negative integers", describeValue(values));
  }
  return mexOf(values);
}

/** {@link mex} without the check of its argument: the solver's hot path. @internal */
export function mexOf(values: Iterable<number>): number {
  const vs = Array.isArray(values) ? (values as readonly number[]) : [...values];
  const n = vs.length;
  // the mex of n values is at most n: mark only values below n+1
  if (scratch.length <= n) scratch = new Uint8Array(2 * n + 2);
  for (let i = 0; i < n; i++) {
    const v = vs[i]!;
    if (v <= n) scratch[v] = 1;
  }
  let m = 0;
  while (scratch[m] === 1) m++;
  for (let i = 0; i < n; i++) {
    const v = vs[i]!;
    if (v <= n) scratch[v] = 0;
  }
  return m;
}
