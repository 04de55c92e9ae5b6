import { wythoffIsP, wythoffIsPNumber, wythoffWinningMoves } from "../games/wythoff/closedForms.js";
import { NUMBER_BLOCK, numberBlock } from "./tokens.js";
const FIRST = "the first pile size (a non-negative integer)";
const SECOND = "the second pile size (a non-negative integer)";
/**
 * HDU 1527 (Wythoff's game): lines `a b` until the end of input; for each, `0` when the
 * player to move loses, else `1`. With `explain`, each line names the position's class
 * and every winning move.
 *
 * @param input - the judge input
 * @param out - where the answers go
 * @param options - `explain: true` for reasons instead of bare answers
 * @example hdu1527(new TokenReader(memorySource("2 1\n8 4\n")), out) // writes "0\n1\n"
 */
export function hdu1527(input, out, options = {}) {
    if (options.explain)
        return explain(input, out);
    const piles = numberBlock();
    /** the first pile of a line whose second is still to come */
    let a = null;
    // piles read in blocks; a pile the block reader leaves (or the end) is read on its own
    for (;;) {
        const k = input.naturals(piles, NUMBER_BLOCK);
        let j = 0;
        if (a !== null && k > 0) {
            answer(out, a, piles[0]);
            a = null;
            j = 1;
        }
        for (; j + 1 < k; j += 2) {
            out.byte(wythoffIsPNumber(piles[j], piles[j + 1]) ? 48 : 49);
            out.byte(10);
        }
        if (j < k)
            a = piles[j];
        if (k < NUMBER_BLOCK) {
            if (a === null) {
                a = input.naturalOrEnd(FIRST);
                if (a === null)
                    return;
            }
            else {
                answer(out, a, input.natural(SECOND));
                a = null;
            }
        }
    }
}
/** Answers one line read outside the block loop (either pile may be a bigint). */
function answer(out, a, b) {
    const lose = typeof a === "number" && typeof b === "number" ? wythoffIsPNumber(a, b) : wythoffIsP(a, b);
    out.byte(lose ? 48 : 49);
    out.byte(10);
}
function explain(input, out) {
    while (input.hasMore()) {
        const a = input.natural(FIRST);
        const b = input.natural(SECOND);
        if (wythoffIsP(a, b)) {
            const k = a < b ? BigInt(b) - BigInt(a) : BigInt(a) - BigInt(b);
            out.line(`(${a}, ${b}): 0, a P-position (the pair with difference k = ${k}): every move loses`);
        }
        else {
            const moves = wythoffWinningMoves(a, b).map(([x, y]) => `(${x}, ${y})`);
            out.line(`(${a}, ${b}): 1, win by moving to ${moves.join(" or ")}`);
        }
    }
}
//# sourceMappingURL=hdu1527.js.map