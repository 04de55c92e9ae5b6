import { heapGame } from "./heapGame.js";
/**
 * The rules of Grundy's game: a move splits one heap into two heaps of different sizes
 * (take-and-break d0 = 4 with unequal parts, CGSuite's "4!.0").
 */
export const GRUNDYS_GAME = Object.freeze({
    code: "grundy",
    name: "Grundy's game",
    digits: Object.freeze([4]),
    tail: 0,
    unequal: true,
});
/**
 * Grundy's game as a game of the engine: positions are lists of heaps.
 *
 * @example grundy(grundysGame, [7]) // 0
 */
export const grundysGame = heapGame(GRUNDYS_GAME);
//# sourceMappingURL=grundysGame.js.map