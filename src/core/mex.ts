/**
 * The minimum excludant: the least non-negative integer not in `values`.
 *
 * @param values - non-negative integers, in any order, repeats allowed
 * @returns mex(values)
 * @example mex([0, 1, 3]) // 2
 */
export function mex(values: Iterable<number>): number {
  const seen: boolean[] = [];
  for (const v of values) if (v >= 0 && v < 1 << 30) seen[v] = true;
  let m = 0;
  while (seen[m]) m++;
  return m;
}
