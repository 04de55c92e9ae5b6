import { InputError } from "../errors.js";
import { describeValue } from "../_internals/describeValue.js";
import { loopyCaches, tables } from "./_internals/gameTables.js";
/**
 * The most moves one search of the generic solver examines when no `budget` is given:
 * 2·10^6, as an analysis (`ANALYZE_BUDGET`) and a play session. An infinite game, or one
 * too large to solve, then ends in a {@link GrundyError} within seconds instead of
 * exhausting memory. Pass `budget: Infinity` to lift it.
 */
export const DEFAULT_BUDGET = 2_000_000;
/**
 * Moves of budget one listed option costs: the generic solver lists a position's options
 * before it solves them, at most budget / OPTIONS_PER_MOVE of them (100,000 for the default
 * budget: tens of MB), so a position with more options is refused in bounded memory.
 */
export const OPTIONS_PER_MOVE = 20;
/** A budget of moves shared by several searches: each search spends from it. */
export class SearchBudget {
    limit;
    /** Moves examined so far, by every search given this budget. */
    spent = 0;
    /** @param limit - the most moves all the searches together may examine (Infinity: no limit) */
    constructor(limit) {
        this.limit = limit;
        if (typeof limit !== "number" || Number.isNaN(limit) || limit < 0)
            throw new InputError("a budget of moves: a non-negative number or Infinity", describeValue(limit));
    }
}
/**
 * Forgets every memoised value of a game (to free memory).
 *
 * @param game - the game whose tables are dropped
 */
export function clearCache(game) {
    tables.delete(game);
    loopyCaches.delete(game);
}
/** The number of positions whose values are memoised for a game, over all measures. */
export function cacheSize(game) {
    let n = 0;
    for (const t of tables.get(game)?.values() ?? [])
        n += t.size;
    for (const g of loopyCaches.get(game)?.graphs ?? [])
        n += g.n;
    return n;
}
//# sourceMappingURL=solver.js.map