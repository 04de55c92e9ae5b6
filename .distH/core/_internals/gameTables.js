import { MemoTable } from "./memoTable.js";
/** The memo tables of the generic solver, per game and measure id. */
export const tables = new WeakMap();
/** The solved graphs of loopy games (src/core/_internals/loopyGraph.ts), per game. */
export const loopyCaches = new WeakMap();
/** The memo table of one measure on one game. */
export function tableOf(game, id) {
    let byMeasure = tables.get(game);
    if (!byMeasure)
        tables.set(game, (byMeasure = new Map()));
    let table = byMeasure.get(id);
    if (!table)
        byMeasure.set(id, (table = new MemoTable()));
    return table;
}
//# sourceMappingURL=gameTables.js.map