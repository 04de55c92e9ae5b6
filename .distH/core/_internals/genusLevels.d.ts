import type { Game } from "../game.js";
import type { SolveOptions } from "../solver.js";
import type { MemoTable } from "./memoTable.js";
/** The positions reachable from a root (index 0) with their normal value, misère value and tameness; the root's γ's. */
export interface GenusLevels<P> {
    readonly positions: readonly P[];
    /** Key → index in `positions`. */
    readonly index: MemoTable;
    /** Normal-play Grundy values. */
    readonly g: Int32Array;
    /** Misère Grundy values (γ₀). */
    readonly misere: Int32Array;
    /** 1 when the position and every position below it has a Nim-like genus (tame). */
    readonly tame: Uint8Array;
    /** γ₀ … γₜ of the root, truncated where they alternate. */
    readonly rootGammas: number[];
}
/**
 * The genus of the root and the first values of every position reachable from it.
 *
 * @throws GrundyError past the budget of moves; GameError for a loopy game or a cycle
 */
export declare function genusLevels<P>(game: Game<P>, position: P, options?: SolveOptions): GenusLevels<P>;
