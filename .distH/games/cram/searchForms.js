// The search behind `analyze` and `play` for Cram boards the plain engine cannot value:
// the value of a board, and its options of a given value (winning moves: an option of value
// 0, or of the value that zeroes the sum), by the value-targeted search of src/search.
import { GrundyError } from "../../errors.js";
import { NimberSearch } from "../../search/nimberSearch.js";
import { TranspositionTable } from "../../search/transpositionTable.js";
import { ValueQuery } from "../../search/valueQuery.js";
import { cramMoves } from "./rules.js";
import { cramSearchFamily, SEARCH_MAX_CELLS } from "./searchFamily.js";
/** Boards of more cells than this go to the search (the engine values smaller ones in well under a second). */
const SEARCH_FROM_CELLS = 24;
/** The most positions one answer may expand (about 20 s): past it, a GrundyError says how to go further. */
const SEARCH_BUDGET = 2_000_000;
let shared;
/** One search and table (at most 256 MiB, grown as needed) for every question of the process. */
function search() {
    shared ??= new NimberSearch(cramSearchFamily, TranspositionTable.forMemory(2 ** 28));
    return shared;
}
const inReach = (b) => {
    const n = b.rows * b.columns;
    return n > SEARCH_FROM_CELLS && (n <= SEARCH_MAX_CELLS || b.rows === 1 || b.columns === 1);
};
/** The answer of one query (the value if in `set`, else −1), within the budget. */
function ask(b, set) {
    const s = search();
    const start = s.nodes;
    const q = new ValueQuery(s, b, set);
    while (!q.step(100_000)) {
        if (s.nodes - start > SEARCH_BUDGET) {
            s.abandon();
            throw new GrundyError(`cram: the search for a ${b.rows} × ${b.columns} board's value stopped after ${SEARCH_BUDGET.toLocaleString("en-US")} positions; \`grundy solve cram ${b.rows} ${b.columns}\` searches an empty board without a limit`);
        }
    }
    return q.result;
}
/** The value of a board of 25 … 59 cells by the search (undefined for other boards: theory or the engine answer). */
export function searchGrundy(b) {
    if (!inReach(b))
        return undefined;
    return BigInt(ask(b, 0xffffffff));
}
/** The options of value `target` of a board of 25 … 59 cells, at most `limit`, by the search. */
export function searchMovesTo(b, target, limit) {
    if (!inReach(b) || target > 31n)
        return undefined;
    const moves = [];
    const t = Number(target);
    for (const o of cramMoves(b)) {
        const v = o.rows * o.columns > 0 ? ask(o, 1 << t) : 0;
        if (v !== t)
            continue;
        if (moves.length >= limit)
            return { moves, complete: false };
        moves.push(o);
    }
    return { moves, complete: true };
}
//# sourceMappingURL=searchForms.js.map