/**
 * The nim-sum (bitwise exclusive or) of Grundy values: the Grundy value of a disjunctive sum.
 *
 * @param values - Grundy values
 * @returns their nim-sum
 * @example nimSum([3, 5, 7]) // 1
 */
export function nimSum(values) {
    let s = 0;
    for (const v of values)
        s ^= v;
    return s;
}
/** The nim-sum of values that may exceed 2^53. */
export function nimSumBig(values) {
    let s = 0n;
    for (const v of values)
        s ^= v;
    return s;
}
//# sourceMappingURL=nim.js.map