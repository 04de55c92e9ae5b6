// The memo tables of the generic solver and the solved graphs of loopy games, per game
// (clearCache and cacheSize in src/core/solver.ts read them).
import type { Game } from "../game.js";
import { MemoTable } from "./memoTable.js";

/** The memo tables of the generic solver, per game and measure id. */
export const tables = new WeakMap<object, Map<string, MemoTable>>();

/** The solved graphs of loopy games (src/core/_internals/loopyGraph.ts), per game. */
export const loopyCaches = new WeakMap<object, { graphs: { readonly n: number }[]; nextOrder: number }>();

/** The memo table of one measure on one game. */
export function tableOf(game: Game<unknown>, id: string): MemoTable {
  let byMeasure = tables.get(game);
  if (!byMeasure) tables.set(game, (byMeasure = new Map()));
  let table = byMeasure.get(id);
  if (!table) byMeasure.set(id, (table = new MemoTable()));
  return table;
}
