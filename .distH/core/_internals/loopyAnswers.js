// The questions the engine asks of loopy games, answered from their solved graphs
// (./loopyGraph.ts): γ (components summed by Smith's rule), outcome, remoteness, winning
// and drawing moves, Fraenkel–Yesha's counter. The public ones are faced by ../loopy.ts.
import { GameError } from "../../errors.js";
import { gammaSum, outcomeOfGamma } from "../gamma.js";
import { checkGame } from "./checkGame.js";
import { gammaAt, solveLoopy } from "./loopyGraph.js";
/** Refuses a game that was not defined loopy. */
function checkLoopy(game, what) {
    checkGame(game);
    if (game.loopy !== true)
        throw new GameError(`${game.name}: ${what} is for loopy games (defineGame({ …, loopy: true }))`);
}
/** γ of a position (see the public `gamma` in ../loopy.ts). */
export function loopyGamma(game, position, options = {}) {
    checkGame(game);
    if (game.components) {
        let total = 0;
        for (const c of game.components(position))
            total = gammaSum(total, gammaOne(game, c, options));
        return total;
    }
    return gammaOne(game, position, options);
}
function gammaOne(game, position, options) {
    const { graph, at } = solveLoopy(game, position, options);
    return gammaAt(graph, at);
}
/** Outcome of a loopy position: P, N or D (from γ). */
export function loopyOutcome(game, position, options = {}) {
    checkLoopy(game, "this outcome");
    return outcomeOfGamma(loopyGamma(game, position, options));
}
/** Remoteness of a won or lost loopy position; undefined for a draw. */
export function loopyRemoteness(game, position, options = {}) {
    checkLoopy(game, "this remoteness");
    const { graph, at } = solveLoopy(game, position, options);
    const r = graph.remoteness[at];
    return r < 0 ? undefined : r;
}
/** The options of a position whose outcome is `want`, in the order `moves` gives them (once each). */
function optionsWith(game, position, want, options) {
    const out = [];
    const seen = new Set();
    for (const o of game.moves(position)) {
        const k = game.key(o);
        if (seen.has(k))
            continue;
        seen.add(k);
        if (outcomeOfGamma(loopyGamma(game, o, options)) === want)
            out.push(o);
    }
    return out;
}
/** The winning moves of a loopy position: its P-options (γ = 0). */
export function loopyWinningMoves(game, position, options = {}) {
    checkLoopy(game, "this search");
    return optionsWith(game, position, "P", options);
}
/** The drawing moves (see the public `drawingMoves` in ../loopy.ts). */
export function loopyDrawingMoves(game, position, options = {}) {
    checkLoopy(game, "drawingMoves");
    if (outcomeOfGamma(loopyGamma(game, position, options)) !== "D")
        return [];
    return optionsWith(game, position, "D", options);
}
/**
 * Fraenkel–Yesha's counter of a position with a finite γ: the order in which the labelling
 * reached it (−1 when γ is infinite). When γ(u) = m and an option v of u has a greater or an
 * infinite value, v has an option w with γ(w) = m and a smaller counter than u: a winner who
 * answers a rise this way makes the counters of the components shrink.
 */
export function loopyOrder(game, position, options = {}) {
    if (game.components) {
        let total = 0;
        for (const c of game.components(position)) {
            const { graph, at } = solveLoopy(game, c, options);
            total += Math.max(0, graph.order[at]);
        }
        return total;
    }
    const { graph, at } = solveLoopy(game, position, options);
    return graph.order[at];
}
//# sourceMappingURL=loopyAnswers.js.map