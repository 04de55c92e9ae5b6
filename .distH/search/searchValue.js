import { NimberSearch } from "./nimberSearch.js";
import { ALL } from "./nimberSet.js";
import { TranspositionTable } from "./transpositionTable.js";
import { ValueQuery } from "./valueQuery.js";
/** The nimber of a position (0 … 31) and the components the search expanded. */
export function searchValue(family, position, options = {}) {
    const search = new NimberSearch(family, options.table ?? new TranspositionTable(1 << 20));
    const q = new ValueQuery(search, position, ALL);
    while (!q.step(1 << 20)) { }
    return { value: q.result, positions: search.nodes };
}
/** Whether a position's value is k (0 … 31): Lemoine & Viennot's question, asked of the search. */
export function hasValue(family, position, k, options = {}) {
    const search = new NimberSearch(family, options.table ?? new TranspositionTable(1 << 20));
    const q = new ValueQuery(search, position, 1 << k);
    while (!q.step(1 << 20)) { }
    return q.result === k;
}
//# sourceMappingURL=searchValue.js.map