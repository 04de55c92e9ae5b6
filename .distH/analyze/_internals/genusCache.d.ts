import { type GenusLevels } from "../../core/_internals/genusLevels.js";
import type { SearchBudget } from "../../core/solver.js";
import type { Term } from "./term.js";
/**
 * The genus table of a term's position, as {@link genusLevels} computes it within `budget`,
 * from the cache when the family met the same position before. A cached table is charged to
 * the budget what it cost the first time, so an analysis answers the same whatever came
 * before it: past the budget it is out of reach (a GrundyError) as the computation would be.
 */
export declare function cachedGenusLevels(t: Term, budget: SearchBudget): GenusLevels<unknown>;
