import { GrundyError } from "../errors.js";
import { wythoffIsP, wythoffWinningMoves } from "../games/wythoff.js";
import { wythoffGrundyTable } from "../games/wythoffGrundyTable.js";
import { family } from "./family.js";
import { pilesGame, readPiles } from "./pairs.js";
/** Grundy values of Wythoff's game are known in closed form only where they are 0: a table below this. */
const TABLE_LIMIT = 4096;
let table;
function tableValue([a, b]) {
    if (a >= BigInt(TABLE_LIMIT) || b >= BigInt(TABLE_LIMIT)) {
        throw new GrundyError(`wythoff(${a},${b}): Wythoff's Grundy values have no closed form past G = 0; they are tabulated for piles below ${TABLE_LIMIT} (the outcome alone is exact at any size)`);
    }
    const need = Math.max(Number(a), Number(b)) + 1;
    if (!table || table.size < need)
        table = wythoffGrundyTable(Math.max(need, Math.min(TABLE_LIMIT, 2 * (table?.size ?? 64))));
    return table.at(Number(a), Number(b));
}
function* moves([a, b]) {
    for (let x = 0n; x < a; x++)
        yield [x, b];
    for (let y = 0n; y < b; y++)
        yield [a, y];
    for (let d = 1n; d <= (a < b ? a : b); d++)
        yield [a - d, b - d];
}
/** `wythoff(a,b)`: Wythoff's game; P-positions and winning moves exact at any size, Grundy values tabulated below 4096. */
export const wythoffFamily = family({
    name: "wythoff",
    usage: "wythoff(a,b)",
    summary: "Wythoff's game: take from one pile, or the same number from both",
    game: pilesGame("wythoff", moves),
    read: readPiles,
    print: ([a, b]) => `wythoff(${a},${b})`,
    grundy: (p) => (wythoffIsP(p[0], p[1]) ? 0n : BigInt(tableValue(p))),
    isP: ([a, b]) => wythoffIsP(a, b),
    isOption: ([a, b], [x, y]) => (x === a && y < b) || (y === b && x < a) || (x < a && a - x === b - y),
    movesTo(p, target, limit) {
        let options;
        if (target === 0n)
            options = wythoffWinningMoves(p[0], p[1]);
        else {
            tableValue(p); // fails clearly when out of reach
            options = [...moves(p)].filter((o) => BigInt(tableValue(o)) === target);
        }
        return { moves: options.slice(0, limit), complete: options.length <= limit };
    },
});
//# sourceMappingURL=wythoff.js.map