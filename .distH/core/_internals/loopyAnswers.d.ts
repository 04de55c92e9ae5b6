import type { Game } from "../game.js";
import { type Gamma, type LoopyOutcome } from "../gamma.js";
import type { SolveOptions } from "../solver.js";
/** γ of a position (see the public `gamma` in ../loopy.ts). */
export declare function loopyGamma<P>(game: Game<P>, position: P, options?: SolveOptions): Gamma;
/** Outcome of a loopy position: P, N or D (from γ). */
export declare function loopyOutcome<P>(game: Game<P>, position: P, options?: SolveOptions): LoopyOutcome;
/** Remoteness of a won or lost loopy position; undefined for a draw. */
export declare function loopyRemoteness<P>(game: Game<P>, position: P, options?: SolveOptions): number | undefined;
/** The winning moves of a loopy position: its P-options (γ = 0). */
export declare function loopyWinningMoves<P>(game: Game<P>, position: P, options?: SolveOptions): P[];
/** The drawing moves (see the public `drawingMoves` in ../loopy.ts). */
export declare function loopyDrawingMoves<P>(game: Game<P>, position: P, options?: SolveOptions): P[];
/**
 * Fraenkel–Yesha's counter of a position with a finite γ: the order in which the labelling
 * reached it (−1 when γ is infinite). When γ(u) = m and an option v of u has a greater or an
 * infinite value, v has an option w with γ(w) = m and a smaller counter than u: a winner who
 * answers a rise this way makes the counters of the components shrink.
 */
export declare function loopyOrder<P>(game: Game<P>, position: P, options?: SolveOptions): number;
