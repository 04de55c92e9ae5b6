// Checks of the values a user passes (options, counts, two-pile positions): each throws an
// InputError naming what was expected.
import { InputError } from "../errors.js";
import { describeValue } from "./describeValue.js";
/**
 * Checks an option against its valid values: an unknown value is an `InputError`
 * that lists them (`undefined` passes: the option's default applies).
 */
export function checkOption(name, value, valid) {
    if (value === undefined || valid.includes(value))
        return value;
    throw new InputError(`the option ${name} to be one of ${valid.map((v) => `"${v}"`).join(", ")}`, describeValue(value));
}
/**
 * Checks a count or pile size given as a number or a bigint: a non-negative integer (a safe
 * integer when a number), else an `InputError` naming it.
 */
export function nonNegativeInteger(x, what) {
    if (typeof x === "bigint" ? x >= 0n : typeof x === "number" && Number.isSafeInteger(x) && x >= 0)
        return BigInt(x);
    throw new InputError(`${what} to be a non-negative integer (a number up to 2^53 − 1 or a bigint)`, typeof x === "string" ? JSON.stringify(x) : describeValue(x));
}
/** Checks a two-pile position `[a, b]` of non-negative safe integers, naming the game. */
export function checkedPair(position, game) {
    if (Array.isArray(position) && position.length === 2) {
        const [a, b] = position;
        if (typeof a === "number" && typeof b === "number" && Number.isSafeInteger(a) && Number.isSafeInteger(b) && a >= 0 && b >= 0)
            return [a, b];
    }
    throw new InputError(`a ${game} position: two pile sizes [a, b], non-negative integers up to 2^53 − 1`, describeValue(position));
}
//# sourceMappingURL=checks.js.map