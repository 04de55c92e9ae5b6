import { euclidQuotients, euclidSuspense } from "../games/euclid/suspense.js";
import { largestEuclidSuspense } from "./_internals/largestEuclidSuspense.js";
import { NUMBER_BLOCK, numberBlock } from "./tokens.js";
const GAMES = "the number of games N (a non-negative integer)";
const P = "the pile p (a non-negative integer)";
const Q = "the pile q (a non-negative integer)";
/**
 * HDU 3595 (GG and MM): test cases until the end of input, each `N` then N lines `p q`,
 * N Euclid games played as an Every-SG compound (each turn, a move in every unfinished
 * game; whoever cannot move loses). MM moves first and wins exactly when the largest
 * suspense number is odd; a case prints `MM` or `GG`. With `explain`, each game's
 * suspense and who would win it alone.
 *
 * @param input - the judge input
 * @param out - where the answers go
 * @param options - `explain: true` for reasons instead of bare answers
 */
export function hdu3595(input, out, options = {}) {
    if (options.explain)
        return explain(input, out);
    const piles = numberBlock();
    while (input.hasMore()) {
        const max = largestSuspense(input, input.count(GAMES), piles);
        out.write((max & 1) === 1 ? "MM\n" : "GG\n");
    }
}
/**
 * Reads the n games of a case and returns their largest suspense number. The hot loop
 * has a function of its own, so that V8's optimised copy of it holds nothing that has
 * not run yet (which would send it back to the interpreter).
 */
function largestSuspense(input, n, piles) {
    let max = 0;
    /** the pile p of a game whose q is still to come */
    let p = null;
    // the 2n piles, read in blocks; a pile the block reader leaves is read on its own
    for (let left = 2 * n; left > 0;) {
        const want = Math.min(left, NUMBER_BLOCK);
        const k = input.naturals(piles, want);
        left -= k;
        let j = 0;
        if (p !== null && k > 0) {
            max = Math.max(max, euclidSuspense(p, piles[0]));
            p = null;
            j = 1;
        }
        max = Math.max(max, largestEuclidSuspense(piles, j, k));
        if ((k - j) % 2 === 1)
            p = piles[k - 1];
        if (k < want) {
            const v = input.natural(p === null ? P : Q);
            left--;
            if (p === null)
                p = v;
            else {
                max = Math.max(max, euclidSuspense(p, v));
                p = null;
            }
        }
    }
    return max;
}
function explain(input, out) {
    let cases = 0;
    while (input.hasMore()) {
        const n = input.count(GAMES);
        const lines = [];
        let max = 0;
        for (let i = 0; i < n; i++) {
            const p = input.natural(P);
            const q = input.natural(Q);
            const s = euclidSuspense(p, q);
            if (s > max)
                max = s;
            const quotients = euclidQuotients(p, q);
            const who = s === 0 ? "finished" : s % 2 === 1 ? "MM wins it alone" : "GG wins it alone";
            lines.push(`  game ${i + 1} (${p}, ${q}): quotients [${quotients.join(", ")}], suspense ${s}, ${who}`);
        }
        const winner = max % 2 === 1 ? "MM" : "GG";
        out.line(`Case ${++cases}: ${winner}`);
        for (const l of lines)
            out.line(l);
        out.line(n === 0 ? "  no game: MM cannot move and loses" : `  largest suspense ${max} is ${max % 2 === 1 ? "odd: MM makes the last move" : "even: GG makes the last move"}`);
    }
}
//# sourceMappingURL=hdu3595.js.map