// One record for every coin-turning game on a row: the rules say which coins may be turned
// with the rightmost (which goes from heads to tails), the closed forms say what a head is
// worth and which coins turned with a head change the value by a given amount. The engine
// game lists the real moves (a position is the set of heads); the closed forms use the
// theorem of Winning Ways (ch. 14): a row is worth the nim-sum of the values of its heads,
// each head worth the row with that head alone (a move turns coins, and turning a coin
// over adds its value to the nim-sum, whether it was a head or a tail).
import { defineGame } from "../../core/game.js";
import { GrundyError } from "../../errors.js";
import { family } from "../_internals/familyRecord.js";
import { coinString, readRow, rowKey, turnedCoins, turnRow } from "./row.js";
/**
 * The farthest head the engine is asked about: misère play, remoteness and suspense have no
 * closed form here, and a move may turn tails to heads below its rightmost coin, so a row
 * whose last head is at n reaches up to 2^(n−1) rows. Past this the family says so in one
 * line instead of letting the search fill memory with long rows.
 */
export const ENGINE_REACH = 24;
/** Throws when the engine cannot search the row (its last head past {@link ENGINE_REACH}); else undefined, so the engine answers. */
function engineOnly(name, row, what) {
    const last = row.heads[row.heads.length - 1] ?? 0;
    if (last > ENGINE_REACH) {
        throw new GrundyError(`${name}: ${what} of a row has no closed form and is searched only when the last head is at most coin ${ENGINE_REACH} (this row's is coin ${last}); Grundy values and normal-play winning moves are exact at any length`);
    }
    return undefined;
}
/** The record of a coin-turning game on a row: engine rules, closed forms, view. */
export function rowFamily(rules) {
    const print = (row) => `${rules.name}("${coinString(row)}")`;
    const game = defineGame({
        name: rules.name,
        *moves(row) {
            for (const n of row.heads)
                for (const others of rules.others(n))
                    yield turnRow(row, [...others, n]);
        },
        key: rowKey,
        show: print,
    });
    const grundy = (row) => row.heads.reduce((x, n) => x ^ rules.value(n), 0n);
    return family({
        name: rules.name,
        usage: rules.usage,
        summary: rules.summary,
        game,
        view: rules.view,
        read: readRow,
        print,
        grundy,
        // An option turns a set S of coins (its rightmost a head) and is worth g ⊕ (⊕ of S's
        // values): it is worth `target` exactly when S's values nim-add to g ⊕ target.
        movesTo(row, target, limit) {
            const d = grundy(row) ^ target;
            const moves = [];
            for (const n of row.heads) {
                for (const others of rules.othersFor(n, d)) {
                    if (moves.length === limit)
                        return { moves, complete: false };
                    moves.push(turnRow(row, [...others, n]));
                }
            }
            return { moves, complete: true };
        },
        misereWins: (row) => engineOnly(rules.name, row, "misère play"),
        smith: (row, kind) => engineOnly(rules.name, row, kind),
        isOption(from, to) {
            if (from.length !== to.length)
                return false;
            const turned = turnedCoins(from, to);
            const last = turned[turned.length - 1];
            return last !== undefined && from.heads.includes(last) && rules.legal(turned);
        },
    });
}
//# sourceMappingURL=rowFamily.js.map