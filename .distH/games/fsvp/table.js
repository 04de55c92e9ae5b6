import { InputError } from "../../errors.js";
import { describeValue } from "../../_internals/describeValue.js";
import { FSVP_MAX_N } from "./_internals/space.js";
import { partitionCount } from "./positions.js";
/** Outcome codes in {@link FsvpTable.outcome}. */
export const FSVP_P = 0;
/** The player to move wins. */
export const FSVP_N = 1;
/** Neither player can force a win. */
export const FSVP_D = 2;
/** {@link FsvpTable.gamma} of a position whose γ is ∞(K). */
export const FSVP_INFINITE = 255;
/** {@link FsvpTable.remoteness} of a draw. */
export const FSVP_NO_REMOTENESS = 0xffff;
/**
 * γ of position `index` in a table.
 *
 * @param table - from {@link solveFsvp}
 * @param index - the position's index ({@link fsvpIndex})
 * @returns a nimber, or ∞(K)
 * @example fsvpGammaOf(solveFsvp(4), fsvpIndex([4])) // a number or { infinite: true, K: [...] }
 */
export function fsvpGammaOf(table, index) {
    checkFsvpTable(table);
    const g = Number.isSafeInteger(index) ? table.gamma[index] : undefined;
    if (g === undefined)
        throw new InputError(`an index from 0 to ${table.count - 1} (of a table with γ)`, String(index));
    if (g !== FSVP_INFINITE)
        return g;
    return { infinite: true, K: fsvpKOfMask(table.infiniteK[index]) };
}
/** The set K of an ∞(K) as the table stores it (bit j set: j ∈ K), ascending. */
export function fsvpKOfMask(mask) {
    const K = [];
    for (let j = 0; j < 32; j++)
        if ((mask >>> j) & 1)
            K.push(j);
    return K;
}
/**
 * Checks that a value is a table as {@link solveFsvp} makes them (typed arrays of p(n) entries).
 *
 * @param table - the value
 * @throws InputError when it is not
 */
export function checkFsvpTable(table) {
    const t = table;
    const ok = typeof t === "object" &&
        t !== null &&
        Number.isSafeInteger(t.n) &&
        t.n >= 1 &&
        t.n <= FSVP_MAX_N &&
        t.count === partitionCount(t.n) &&
        t.outcome instanceof Uint8Array &&
        t.outcome.length === t.count &&
        t.remoteness instanceof Uint16Array &&
        t.remoteness.length === t.count &&
        t.gamma instanceof Uint8Array &&
        (t.gamma.length === t.count || t.gamma.length === 0) &&
        t.infiniteK instanceof Uint32Array &&
        t.infiniteK.length === t.gamma.length;
    if (!ok)
        throw new InputError("an fsvp table made by solveFsvp", describeValue(table));
}
//# sourceMappingURL=table.js.map