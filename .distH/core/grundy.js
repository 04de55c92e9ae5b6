import { GameError } from "../errors.js";
import { formatGamma, gamma } from "./loopy.js";
import { GRUNDY } from "./_internals/measures.js";
import { checkGame } from "./_internals/checkGame.js";
import { evaluate } from "./_internals/evaluate.js";
/**
 * The Sprague-Grundy value of a position: the mex of its options' values (the nim-sum of
 * its components' values when the game splits positions into components).
 * Memoised per game; iterative, so play may be arbitrarily long.
 *
 * @param game - a game made by {@link defineGame}
 * @param position - the position
 * @param options - progress reporting for long searches
 * @returns the Grundy value (0 exactly when the player to move loses under normal play); for a
 *   loopy game its finite γ value
 * @throws GameError for a position of a loopy game whose γ is infinite (see `gamma`)
 * @example grundy(nim, [3, 5, 7]) // 1
 */
export function grundy(game, position, options = {}) {
    checkGame(game);
    if (game.loopy === true) {
        const g = gamma(game, position, options);
        if (typeof g !== "number")
            throw new GameError(`${game.name}: position ${game.show(position)} has γ = ${formatGamma(g)}, no Grundy value (a loopy game: use gamma)`);
        return g;
    }
    if (!game.components)
        return evaluate(game, position, GRUNDY, options);
    let x = 0;
    for (const c of game.components(position))
        x ^= evaluate(game, c, GRUNDY, options);
    return x;
}
//# sourceMappingURL=grundy.js.map