import { quote } from "../_internals/quote.js";
import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
import { checkRules } from "./heapRules.js";
import { heapGame } from "./heapGame.js";
const HEX = "0123456789ABCDEF";
/**
 * Parses a take-and-break code `d0.d1d2…`: digit di says what removing i tokens from a
 * heap may leave, as a sum of 1 (no heap), 2 (one heap), 4 (two heaps) and, in
 * hexadecimal digits up to F, 8 (three heaps). d0 (0, 4, 8 or C) splits without removing.
 *
 * @param code - e.g. "0.77" (Kayles), "0.07", "4.007", "0.F"
 * @returns the rules, named by their code (`parseHeapGame` names the well-known ones)
 * @throws InputError naming the column of a bad character, e.g. for "0.8x", "..1" or ""
 * @example parseTakeAndBreak("0.137").digits // [0, 1, 3, 7]
 */
export function parseTakeAndBreak(code) {
    if (typeof code !== "string")
        throw new InputError('a take-and-break code as a string, such as "0.77"', describeValue(code));
    const original = code.trim();
    const text = original.toUpperCase();
    const what = "a take-and-break code d0.d1d2… such as 0.77 or 4.007";
    if (text === "")
        throw new InputError(what, code);
    const digits = [];
    for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (i === 1) {
            if (ch !== ".")
                throw new InputError(`"." after the first digit of the take-and-break code ${quote(original)}`, original[i], { column: i + 1 });
            continue;
        }
        const d = HEX.indexOf(ch);
        if (d < 0) {
            const which = i === 0 ? "a digit d0 before the point" : "a digit 0-9 or A-F";
            throw new InputError(`${which} in the take-and-break code ${quote(original)}`, original[i], { column: i + 1 });
        }
        digits.push(d);
    }
    if (digits.length < 2)
        throw new InputError(`${what} (at least one digit after the point)`, original);
    if (digits[0] & 3) {
        throw new InputError(`d0 of 0, 4, 8 or C in ${quote(original)} (d0 splits a heap without removing tokens)`, original[0], { column: 1 });
    }
    const rules = { code: text, name: text, digits, tail: 0, unequal: false };
    checkRules(rules);
    return rules;
}
/**
 * The take-and-break game with the given code, as a game of the engine (positions are
 * lists of heaps).
 *
 * @param code - a code such as "0.77"
 * @returns the game
 * @example grundy(takeAndBreak("0.77"), [4]) // 1
 */
export function takeAndBreak(code) {
    return heapGame(parseTakeAndBreak(code));
}
/**
 * Expands a code pattern: each `?` after the point stands for any octal digit 0–7, and a
 * `?` before it for d0 = 0 or 4. Codes come out in increasing order. A text without `?`
 * expands to itself.
 *
 * @param pattern - e.g. "0.??" (64 codes, from 0.00 to 0.77)
 * @returns the codes
 * @throws InputError when the pattern would name more than `limit` games
 * @example expandCodePattern("0.?7") // ["0.07", "0.17", …, "0.77"]
 */
export function expandCodePattern(pattern, limit = 1 << 20) {
    const text = pattern.trim();
    const holes = [...text].filter((c) => c === "?").length;
    if (holes === 0)
        return [text];
    const point = text.indexOf(".");
    let out = [""];
    [...text].forEach((ch, i) => {
        if (ch !== "?") {
            out = out.map((s) => s + ch);
            return;
        }
        const choices = point >= 0 && i < point ? ["0", "4"] : ["0", "1", "2", "3", "4", "5", "6", "7"];
        if (out.length * choices.length > limit)
            throw new InputError(`a pattern naming at most ${limit} games`, text);
        out = out.flatMap((s) => choices.map((c) => s + c));
    });
    return out;
}
//# sourceMappingURL=takeAndBreak.js.map