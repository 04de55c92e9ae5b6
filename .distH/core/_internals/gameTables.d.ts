import type { Game } from "../game.js";
import { MemoTable } from "./memoTable.js";
/** The memo tables of the generic solver, per game and measure id. */
export declare const tables: WeakMap<object, Map<string, MemoTable>>;
/** The solved graphs of loopy games (src/core/_internals/loopyGraph.ts), per game. */
export declare const loopyCaches: WeakMap<object, {
    graphs: {
        readonly n: number;
    }[];
    nextOrder: number;
}>;
/** The memo table of one measure on one game. */
export declare function tableOf(game: Game<unknown>, id: string): MemoTable;
