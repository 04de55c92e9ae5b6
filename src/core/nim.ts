/**
 * The nim-sum (bitwise exclusive or) of Grundy values: the Grundy value of a disjunctive sum.
 *
 * @param values - Grundy values
 * @returns their nim-sum
 * @example nimSum([3, 5, 7]) // 1
 */
export function nimSum(values: Iterable<number>): number {
  let s = 0;
  for (const v of values) s ^= v;
  return s;
}

/** The nim-sum of values that may exceed 2^53. */
export function nimSumBig(values: Iterable<bigint>): bigint {
  let s = 0n;
  for (const v of values) s ^= v;
  return s;
}

/**
 * Whether the player to move wins a sum of Nim heaps under misère play (Bouton): with a heap
 * of 2 or more, misère play goes as normal play (a non-zero nim-sum wins); with only heaps of
 * 0 and 1, the player to move wins when the number of 1s is even.
 *
 * @example misereNimWins([1n, 1n]) // true: take one heap, the other is taken last by the opponent
 */
export function misereNimWins(heaps: readonly bigint[]): boolean {
  let big = false;
  let ones = 0;
  for (const h of heaps) {
    if (h > 1n) big = true;
    else if (h === 1n) ones++;
  }
  return big ? nimSumBig(heaps) !== 0n : ones % 2 === 0;
}
