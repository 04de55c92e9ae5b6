/**
 * The minimum excludant: the least non-negative integer not in `values`.
 *
 * @param values - non-negative integers, in any order, repeats allowed
 * @returns mex(values)
 * @example mex([0, 1, 3]) // 2
 */
export declare function mex(values: Iterable<number>): number;
