// The genus tables of components met before, by family and position text: a misère play
// session values each candidate move with an analysis of the position it leaves (up to 50 a
// turn), and every one of them has all the components but one unchanged.
import { genusLevels } from "../../core/_internals/genusLevels.js";
import { GrundyError } from "../../errors.js";
/** Positions held by the cache, all tables together, before it is emptied (tens of MB). */
const MAX_CACHED_POSITIONS = 1_000_000;
const cache = new Map();
let held = 0;
/**
 * The genus table of a term's position, as {@link genusLevels} computes it within `budget`,
 * from the cache when the family met the same position before. A cached table is charged to
 * the budget what it cost the first time, so an analysis answers the same whatever came
 * before it: past the budget it is out of reach (a GrundyError) as the computation would be.
 */
export function cachedGenusLevels(t, budget) {
    const byText = cache.get(t.family);
    const hit = byText?.get(t.text);
    if (hit && budget.spent + hit.cost > budget.limit) {
        budget.spent = Math.max(budget.spent, budget.limit + 1);
        throw new GrundyError(`${t.text}: the genus computation is past its budget of ${budget.limit.toLocaleString("en-US")} moves`);
    }
    if (hit?.levels) {
        budget.spent += hit.cost;
        return hit.levels;
    }
    const before = budget.spent;
    let entry;
    try {
        const levels = genusLevels(t.family.game, t.position, { budget });
        entry = { levels, cost: budget.spent - before };
    }
    catch (e) {
        // past the budget: it costs more than was left (out of reach alone when nothing was spent before)
        if (e instanceof GrundyError && budget.spent > budget.limit)
            remember(t, { levels: undefined, cost: before === 0 ? Infinity : budget.limit - before + 1 }, 0);
        throw e;
    }
    remember(t, entry, entry.levels.positions.length);
    return entry.levels;
}
function remember(t, entry, positions) {
    if (held + positions > MAX_CACHED_POSITIONS) {
        cache.clear();
        held = 0;
    }
    let byText = cache.get(t.family);
    if (!byText)
        cache.set(t.family, (byText = new Map()));
    byText.set(t.text, entry);
    held += positions;
}
//# sourceMappingURL=genusCache.js.map