// HDU 4559's boards as sorted keys 2·column + (row − 1): the bound below which the keys
// fit 64 bits, and the nim-sum of a board given by its keys (src/judge/hdu4559.ts reads them).
import { stripBlankGrundy } from "../../games/strip/closedForms.js";
/** Below this n the keys 2·column + row − 1 fit 64 bits (see wideCase in src/judge/hdu4559.ts). */
export const WIDE_N = 2n ** 62n;
/**
 * The nim-sum of a board given as sorted keys 2·column + (row − 1) (columns 1-based,
 * every key < 2^53, repeats allowed).
 *
 * A deliberate copy of the general form (`stripColouringGrundy`: the nim-sum of
 * `stripColouringSegments`), hand-inlined for V8: numbers instead of bigint, no cell
 * lists, maps or segment objects. Tested equal to it (test/judge/hdu4559.test.ts).
 */
export function stripGrundyOfSortedKeys(n, keys, count) {
    let x = 0;
    let next = 1;
    let i = 0;
    while (i < count) {
        const column = Math.floor(keys[i] / 2);
        let bits = 0;
        for (; i < count && Math.floor(keys[i] / 2) === column; i++)
            bits |= 1 << (keys[i] - 2 * column);
        x ^= stripBlankGrundy(column - next);
        if (bits !== 3)
            x ^= 1;
        next = column + 1;
    }
    return x ^ stripBlankGrundy(n + 1 - next);
}
//# sourceMappingURL=stripKeys.js.map