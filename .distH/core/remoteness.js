import { loopyRemoteness } from "./loopy.js";
import { REMOTENESS } from "./_internals/measures.js";
import { checkGame } from "./_internals/checkGame.js";
import { evaluate } from "./_internals/evaluate.js";
export function remoteness(game, position, options = {}) {
    checkGame(game);
    if (game.loopy === true)
        return loopyRemoteness(game, position, options);
    return evaluate(game, position, REMOTENESS, options);
}
//# sourceMappingURL=remoteness.js.map