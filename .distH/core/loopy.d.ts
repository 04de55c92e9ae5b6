/**
 * Loopy impartial games: the generalized Sprague–Grundy function γ, outcomes with draws and
 * remoteness, on the finite graph of positions reachable from the one asked about.
 *
 * ## γ (Smith 1966; Fraenkel & Perl 1975; Fraenkel & Yesha 1986)
 *
 * γ(u) = m (a nimber) when (A) no option of u has γ = m, (B) every option v of u with
 * γ(v) > m or γ(v) infinite has an option w with γ(w) = m, and (C) u has options of every
 * value j < m. Positions no finite m fits get ∞(K), K the finite values among their options.
 * γ exists and is unique on every finite digraph. Outcome: γ = 0 is a P-position; γ a
 * positive nimber, or ∞(K) with 0 ∈ K, an N-position; ∞(K) with 0 ∉ K a draw (D).
 *
 * The positions reachable from the one asked about are explored into an explicit graph
 * (integer indices, CSR successor lists: ./_internals/loopyExplore.ts) and labelled by the
 * retrograde core: Fraenkel–Yesha's labelling with counters (./labelling.ts) for γ, and a
 * retrograde pass with counters for remoteness (./retrograde.ts: a win is 1 + the least
 * remoteness of a lost option, a loss 1 + the greatest of its options, the rest are draws).
 * Solved graphs are cached per game, and bound the later explorations
 * (./_internals/loopyGraph.ts). Sums are decided by Smith's rule (./gamma.ts).
 *
 * The order in which positions are labelled is also Fraenkel–Yesha's counter function c:
 * a lower value is labelled at an earlier stage, and when γ(u) = m every option v of greater
 * or infinite value has an option w with γ(w) = m labelled before u (c(w) < c(u)). The
 * winner of a sum makes the total c of the finite components shrink (see `loopyOrder`), so play
 * ends: moving to any P-position is not enough in a loopy game.
 *
 * @module
 */
import type { Game } from "./game.js";
import type { Gamma } from "./gamma.js";
import type { SolveOptions } from "./solver.js";
export { formatGamma, gammaSum, outcomeOfGamma, type Gamma, type InfiniteGamma, type LoopyOutcome } from "./gamma.js";
export { solveLoopy } from "./_internals/loopyGraph.js";
export { loopyOutcome, loopyRemoteness, loopyWinningMoves, loopyOrder } from "./_internals/loopyAnswers.js";
/**
 * The generalized Sprague–Grundy value γ of a position of a loopy game (a game made with
 * `defineGame({ …, loopy: true })`; on a finite acyclic game γ is the Grundy value). When
 * the game splits positions into components, γ is their sum by Smith's rule ({@link gammaSum}).
 *
 * @param game - the game
 * @param position - the position
 * @param options - `budget`: the most moves the exploration may examine (default 2·10^6, a
 *   shared {@link SearchBudget}, or Infinity); `onProgress(positions)` during exploration
 * @returns a nimber, or ∞(K) with K the finite values among the options
 * @throws GrundyError when more moves are reachable than the budget allows
 * @example
 * // take 2, or put 2 back while the heap is not empty and stays ≤ 5
 * const g = defineGame<number>({ moves: (n) => (n === 0 ? [] : [n - 2, n + 2].filter((m) => m >= 0 && m <= 5)), loopy: true });
 * gamma(g, 2) // 1
 * gamma(g, 3) // { infinite: true, K: [] }: a draw
 */
export declare function gamma<P>(game: Game<P>, position: P, options?: SolveOptions): Gamma;
/**
 * From a drawn position of a loopy game, the moves that keep the draw (to options that are
 * draws themselves); empty when the position is not a draw (won: see `winningMoves`).
 *
 * @param game - a loopy game
 * @param position - the position
 * @param options - budget and progress, as for {@link gamma}
 * @returns the drawing options, in the order `moves` gives them
 * @throws GameError when the game is not loopy
 * @example drawingMoves(game, position) // the options whose outcome is 'D'
 */
export declare function drawingMoves<P>(game: Game<P>, position: P, options?: SolveOptions): P[];
