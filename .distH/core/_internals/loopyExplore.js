// Exploring a loopy game from one position into an explicit graph (integer indices, CSR
// successor lists), within a budget of moves; positions solved before bound it.
import { GrundyError, InputError } from "../../errors.js";
import { describeValue } from "../../_internals/describeValue.js";
import { MemoTable } from "./memoTable.js";
import { DEFAULT_BUDGET, SearchBudget } from "../solver.js";
import { IntList } from "./intList.js";
function budgetOf(options) {
    const shared = options.budget instanceof SearchBudget ? options.budget : null;
    const limit = shared ? shared.limit : (options.budget ?? DEFAULT_BUDGET);
    if (typeof limit !== "number" || Number.isNaN(limit) || limit < 0) {
        throw new InputError("a budget of moves: a non-negative number, Infinity or a SearchBudget", describeValue(options.budget));
    }
    return { limit, shared };
}
/**
 * Breadth-first exploration into CSR successor lists, within the budget of moves. A position
 * `solved` finds (solved in an earlier graph) is not expanded: it bounds the new graph.
 */
export function explore(game, root, rootKey, options, solved, solver = "the loopy solver") {
    const { limit, shared } = budgetOf(options);
    const onProgress = options.onProgress;
    let examined = shared ? shared.spent : 0;
    const index = new MemoTable();
    const positions = [root];
    index.set(rootKey, 0);
    const starts = new IntList();
    const succ = new IntList();
    let seen = new Int32Array(1024).fill(-1);
    const solvedAt = new Map();
    for (let i = 0; i < positions.length; i++) {
        starts.push(succ.length);
        if (solved && solvedAt.has(i))
            continue;
        for (const o of game.moves(positions[i])) {
            if (++examined > limit) {
                if (shared)
                    shared.spent = examined;
                throw new GrundyError(`${game.name}: ${solver} reached ${positions.length.toLocaleString("en-US")} positions (${(examined - 1).toLocaleString("en-US")} moves) and stopped at its budget of ${limit.toLocaleString("en-US")} moves: the game is larger than that from here, or infinite — a larger \`budget\` option (Infinity for none; grundy analyze --budget N) lifts the limit`);
            }
            const k = game.key(o);
            let j = index.get(k);
            if (j === undefined) {
                j = positions.length;
                index.set(k, j);
                positions.push(o);
                if (solved) {
                    const old = solved(k);
                    if (old)
                        solvedAt.set(j, old);
                }
                if (onProgress && (j & 0xffff) === 0)
                    onProgress(j);
            }
            if (j >= seen.length) {
                const next = new Int32Array(Math.max(2 * seen.length, j + 1)).fill(-1);
                next.set(seen);
                seen = next;
            }
            // an option reached by two moves is one option
            if (seen[j] !== i) {
                seen[j] = i;
                succ.push(j);
            }
        }
    }
    if (shared)
        shared.spent = examined;
    starts.push(succ.length);
    return { positions, index, succStart: starts.toArray(), succ: succ.toArray(), solvedAt };
}
//# sourceMappingURL=loopyExplore.js.map