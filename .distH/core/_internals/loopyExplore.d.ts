import type { Game, Key } from "../game.js";
import { MemoTable } from "./memoTable.js";
import { type SolveOptions } from "../solver.js";
/** Where a position was solved before: a graph of the same game and its index there. */
interface SolvedAt<G> {
    readonly graph: G;
    readonly at: number;
}
/** The positions reachable from the root (index 0), and their successors in CSR form. */
export interface Explored<P, G> {
    readonly positions: P[];
    readonly index: MemoTable;
    /** Successors of i: succ[succStart[i] .. succStart[i + 1]), without repeats; none for a boundary position. */
    readonly succStart: Int32Array;
    readonly succ: Int32Array;
    /** The boundary: positions solved in an earlier graph (not expanded here), by index. */
    readonly solvedAt: Map<number, SolvedAt<G>>;
}
/**
 * Breadth-first exploration into CSR successor lists, within the budget of moves. A position
 * `solved` finds (solved in an earlier graph) is not expanded: it bounds the new graph.
 */
export declare function explore<P, G>(game: Game<P>, root: P, rootKey: Key, options: SolveOptions, solved: ((k: Key) => SolvedAt<G> | undefined) | undefined, solver?: string): Explored<P, G>;
export {};
