import { GameError } from "../errors.js";
import { checkOption } from "../_internals/checks.js";
import { PLAYS } from "./_internals/plays.js";
import { grundy } from "./grundy.js";
import { loopyOutcome, loopyWinningMoves } from "./loopy.js";
import { MISERE_WIN } from "./_internals/measures.js";
import { checkGame } from "./_internals/checkGame.js";
import { evaluate } from "./_internals/evaluate.js";
export function outcome(game, position, options = {}) {
    if (game?.loopy === true) {
        refuseMisere(game, options);
        return loopyOutcome(game, position, options);
    }
    return wins(game, position, options) ? "N" : "P";
}
function refuseMisere(game, options) {
    checkOption("play", options.play, PLAYS);
    if (options.play === "misere")
        throw new GameError(`${game.name} is a loopy game: misère play of loopy games is not supported (normal play only)`);
}
/** Whether the player to move wins. */
function wins(game, position, options = {}) {
    checkOption("play", options.play, PLAYS);
    if (options.play === "misere")
        return evaluate(game, position, MISERE_WIN, options) === 1;
    return grundy(game, position, options) !== 0;
}
/**
 * Every winning move: the options after which the player who moved wins.
 * Empty when the position is lost (or terminal), or, in a loopy game, a draw.
 *
 * @param game - the game
 * @param position - the position
 * @param options - `play: 'misere'` for misère play
 * @returns the winning options, in the order `moves` gives them
 * @example winningMoves(nim, [3, 5, 7]) // [[2, 5, 7], [3, 4, 7], [3, 5, 6]]
 */
export function winningMoves(game, position, options = {}) {
    checkGame(game);
    if (game.loopy === true) {
        refuseMisere(game, options);
        return loopyWinningMoves(game, position, options);
    }
    const out = [];
    for (const o of game.moves(position))
        if (!wins(game, o, options))
            out.push(o);
    return out;
}
//# sourceMappingURL=outcome.js.map