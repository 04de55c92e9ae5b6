/**
 * The Grundy value of Euclid's game (Cole and Davie's rules: take a positive multiple of
 * the smaller pile from the larger, never below zero; a pile at zero ends the game, and
 * whoever moved last wins), exactly and in O(log) steps for any size.
 *
 * @param a - one pile
 * @param b - the other pile
 * @returns G(a, b); 0 when a pile is empty
 * @example euclidGrundy(3n, 2n) // 0n: (3, 2) is a P-position
 */
export declare function euclidGrundy(a: bigint, b: bigint): bigint;
