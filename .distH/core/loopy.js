import { loopyDrawingMoves, loopyGamma } from "./_internals/loopyAnswers.js";
export { formatGamma, gammaSum, outcomeOfGamma } from "./gamma.js";
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
export function gamma(game, position, options = {}) {
    return loopyGamma(game, position, options);
}
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
export function drawingMoves(game, position, options = {}) {
    return loopyDrawingMoves(game, position, options);
}
//# sourceMappingURL=loopy.js.map