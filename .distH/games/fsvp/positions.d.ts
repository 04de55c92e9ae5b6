/**
 * The number of partitions of n, p(n): the positions of Fair Shares and Varied Pairs with n coins.
 *
 * @param n - coins, 1 … {@link FSVP_MAX_N}
 * @returns p(n)
 * @throws InputError for another n
 * @example partitionCount(70) // 4087968
 */
export declare function partitionCount(n: number): number;
/**
 * The index of a position in `FsvpTable` (see the module notes: the single heap is 0,
 * 1+1+…+1 is p(n) − 1; the numbering of GamesmanOne's `fsvp` database).
 *
 * @param parts - the heap sizes, in any order
 * @returns its index among the p(n) partitions of n = the sum of the parts
 * @throws InputError when a part is not a whole number ≥ 1, or the coins exceed {@link FSVP_MAX_N}
 * @example fsvpIndex([3, 2, 1]) // 3 (of p(6) = 11: 6, 5+1, 4+2, 4+1+1, 3+3, 3+2+1, …)
 */
export declare function fsvpIndex(parts: readonly number[]): number;
/**
 * The position with a given index among the partitions of n, its parts largest first.
 *
 * @param n - coins
 * @param index - 0 … p(n) − 1
 * @returns the heap sizes, largest first
 * @throws InputError for a bad n or index
 * @example fsvpPosition(6, 3) // [4, 1, 1]
 */
export declare function fsvpPosition(n: number, index: number): number[];
/**
 * The options of a Fair Shares and Varied Pairs position: each division of one heap into
 * k ≥ 2 equal heaps, and each union of two heaps of different sizes.
 *
 * @param parts - the heap sizes
 * @returns the options, each with its parts largest first (no two alike)
 * @throws InputError for bad heap sizes
 * @example fsvpOptions([4, 2]) // [[4,1,1], [2,2,1,1], [2,2,2], [6]] in some order
 */
export declare function fsvpOptions(parts: readonly number[]): number[][];
