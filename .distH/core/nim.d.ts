/**
 * The nim-sum (bitwise exclusive or) of Grundy values: the Grundy value of a disjunctive sum.
 *
 * @param values - Grundy values
 * @returns their nim-sum
 * @example nimSum([3, 5, 7]) // 1
 */
export declare function nimSum(values: Iterable<number>): number;
/** The nim-sum of values that may exceed 2^53. */
export declare function nimSumBig(values: Iterable<bigint>): bigint;
