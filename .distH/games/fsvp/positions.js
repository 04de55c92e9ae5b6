/**
 * Fair Shares and Varied Pairs positions written as heaps: p(n), the index of a position
 * among the partitions of n and back, and its options (read from the numbered rule in
 * ./_internals/space.ts: the game has one implementation of its moves).
 *
 * @module
 */
import { InputError } from "../../errors.js";
import { checkN, FSVP_MAX_N, FsvpSpace } from "./_internals/space.js";
function checkParts(parts) {
    if (!Array.isArray(parts) || parts.length === 0)
        throw new InputError("a non-empty list of heap sizes", String(parts));
    let n = 0;
    for (const x of parts) {
        if (typeof x !== "number" || !Number.isSafeInteger(x) || x < 1)
            throw new InputError("heap sizes that are whole numbers ≥ 1", String(x));
        n += x;
    }
    if (n > FSVP_MAX_N)
        throw new InputError(`heaps holding at most ${FSVP_MAX_N} coins in all`, String(n));
    return { n, parts: parts };
}
/**
 * The number of partitions of n, p(n): the positions of Fair Shares and Varied Pairs with n coins.
 *
 * @param n - coins, 1 … {@link FSVP_MAX_N}
 * @returns p(n)
 * @throws InputError for another n
 * @example partitionCount(70) // 4087968
 */
export function partitionCount(n) {
    return PARTITIONS[checkN(n)];
}
/** p(0) … p(FSVP_MAX_N), by Euler's recurrence over parts (exact: p(110) < 2^53). */
const PARTITIONS = (() => {
    const p = new Array(FSVP_MAX_N + 1).fill(0);
    p[0] = 1;
    for (let k = 1; k <= FSVP_MAX_N; k++)
        for (let s = k; s <= FSVP_MAX_N; s++)
            p[s] += p[s - k];
    return p;
})();
/**
 * The index of a position in `FsvpTable` (see the module notes: the single heap is 0,
 * 1+1+…+1 is p(n) − 1; the numbering of GamesmanOne's `fsvp` database).
 *
 * @param parts - the heap sizes, in any order
 * @returns its index among the p(n) partitions of n = the sum of the parts
 * @throws InputError when a part is not a whole number ≥ 1, or the coins exceed {@link FSVP_MAX_N}
 * @example fsvpIndex([3, 2, 1]) // 3 (of p(6) = 11: 6, 5+1, 4+2, 4+1+1, 3+3, 3+2+1, …)
 */
export function fsvpIndex(parts) {
    const c = checkParts(parts);
    return spaceFor(c.n).indexOf(c.parts);
}
/**
 * The position with a given index among the partitions of n, its parts largest first.
 *
 * @param n - coins
 * @param index - 0 … p(n) − 1
 * @returns the heap sizes, largest first
 * @throws InputError for a bad n or index
 * @example fsvpPosition(6, 3) // [4, 1, 1]
 */
export function fsvpPosition(n, index) {
    const space = spaceFor(checkN(n));
    if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0 || index >= space.count) {
        throw new InputError(`an index from 0 to ${space.count - 1}`, String(index));
    }
    space.decode(index);
    return space.parts();
}
/** The spaces of the last few n asked about (the engine's moves in a sum of fsvp terms alternate between them). */
const spaces = new Map();
function spaceFor(n) {
    let space = spaces.get(n);
    if (!space) {
        if (spaces.size === 4)
            spaces.delete(spaces.keys().next().value);
        spaces.set(n, (space = new FsvpSpace(n)));
    }
    return space;
}
/**
 * The options of a Fair Shares and Varied Pairs position: each division of one heap into
 * k ≥ 2 equal heaps, and each union of two heaps of different sizes.
 *
 * @param parts - the heap sizes
 * @returns the options, each with its parts largest first (no two alike)
 * @throws InputError for bad heap sizes
 * @example fsvpOptions([4, 2]) // [[4,1,1], [2,2,1,1], [2,2,2], [6]] in some order
 */
export function fsvpOptions(parts) {
    const c = checkParts(parts);
    const space = spaceFor(c.n);
    space.decode(space.indexOf(c.parts));
    const buf = space.buffer();
    const k = space.options(buf);
    const out = [];
    for (let i = 0; i < k; i++) {
        space.decode(buf[i]);
        out.push(space.parts());
    }
    return out;
}
//# sourceMappingURL=positions.js.map