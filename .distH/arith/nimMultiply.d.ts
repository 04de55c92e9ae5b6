/** a ⊗ b for a, b < 2^16 (numbers), in O(1). */
export declare function nimMultiply16(a: number, b: number): number;
/**
 * a ⊗ b for a, b < 2^32 (numbers; the product is < 2^32 too). The fast path: four table
 * look-ups a half.
 *
 * @param a - an integer in [0, 2^32)
 * @param b - an integer in [0, 2^32)
 * @returns a ⊗ b, in [0, 2^32)
 * @example nimMultiply32(2, 3) // 1
 */
export declare function nimMultiply32(a: number, b: number): number;
/**
 * The nim product a ⊗ b, exact for integers of any size. With xor as addition it makes
 * [0, 2^(2^k)) a field for every k (Conway, *On Numbers and Games*, ch. 6).
 *
 * @param a - a non-negative integer (number up to 2^53 − 1, or bigint)
 * @param b - a non-negative integer
 * @returns a ⊗ b
 * @throws InputError when a or b is not a non-negative integer
 * @example nimMultiply(2n, 2n) // 3n
 * @example nimMultiply(16n, 16n) // 24n
 */
export declare function nimMultiply(a: bigint | number, b: bigint | number): bigint;
/** The nim product a ⊗ b: the same function as {@link nimMultiply} (the name). */
export declare const nimProduct: typeof nimMultiply;
/**
 * The nim square a ⊗ a.
 *
 * @example nimSquare(2n) // 3n
 */
export declare function nimSquare(a: bigint | number): bigint;
/**
 * 1/a for numbers 0 < a < 2^32 (the fast path of {@link nimInverse}).
 *
 * @example nimInverse32(2) // 3
 */
export declare function nimInverse32(a: number): number;
/**
 * The nim inverse 1/a: the b with a ⊗ b = 1 (it lies in the same field [0, 2^(2^k)) as a).
 *
 * @param a - a positive integer
 * @returns 1/a
 * @throws InputError when a is 0 or not a non-negative integer
 * @example nimInverse(2n) // 3n (2 ⊗ 3 = 1)
 */
export declare function nimInverse(a: bigint | number): bigint;
