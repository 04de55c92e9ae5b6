import { InputError } from "../../errors.js";
import { describeValue } from "../../_internals/describeValue.js";
/** Refuses what is not a game made by defineGame (an InputError rather than a TypeError inside). */
export function checkGame(game) {
    const g = game;
    if (typeof g !== "object" || g === null || typeof g.moves !== "function" || typeof g.key !== "function") {
        throw new InputError("a game made by defineGame", describeValue(game));
    }
}
//# sourceMappingURL=checkGame.js.map