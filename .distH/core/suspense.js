import { SUSPENSE } from "./_internals/measures.js";
import { evaluate } from "./_internals/evaluate.js";
/**
 * Smith's suspense number under normal play: how many moves the game lasts when the
 * winner delays and the loser hurries. Odd exactly when the player to move wins. It
 * decides a continued conjunctive compound (Every-SG: move in every unfinished
 * component; play ends when all have ended).
 *
 * @param game - the game
 * @param position - the position
 * @returns the suspense number (0 at a terminal position)
 * @example suspense(subtraction123, 5) // 3
 */
export function suspense(game, position, options = {}) {
    return evaluate(game, position, SUSPENSE, options);
}
//# sourceMappingURL=suspense.js.map