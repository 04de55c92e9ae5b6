import type { Expression } from "./ast.js";
/**
 * The integers an expression may write, literal or power, are below 2^262144 (262,144
 * bits, about 78,900 decimal digits: 10^78913 is the largest power of ten). One limit for both.
 */
export declare const MAX_INTEGER_BITS = 262144;
/**
 * Parses a position expression: calls such as `nim(3,5,7)`, `wythoff(8,4)`,
 * `strip(10; 1,3 2,7)`, `heap("0.07", 12)`, `subtraction({1,3,4}, 20)` joined by `+`.
 * Integers may have any number of digits, `_` separators, or be a power `10^40`. A term
 * may be copied: `kayles(3)*1000` or `1000*kayles(3)` is 1000 copies of kayles(3) in the sum.
 *
 * @param source - the expression
 * @param expectedGame - what a game may be, for the error when a call is missing (the registry's list)
 * @returns its terms
 * @throws InputError naming the column, the token found and what was expected
 */
export declare function parseExpression(source: string, expectedGame?: string): Expression;
