import { pilesGame } from "../_internals/pairs.js";
/** A move of Wythoff's game: take any positive number from one pile, or the same positive number from both. */
export function* wythoffMoves([a, b]) {
    for (let x = 0n; x < a; x++)
        yield [x, b];
    for (let y = 0n; y < b; y++)
        yield [a, y];
    for (let d = 1n; d <= (a < b ? a : b); d++)
        yield [a - d, b - d];
}
/** Wythoff's game on two exact piles: the rules (the family's engine game). Whoever takes the last stone wins. */
export const wythoffRules = pilesGame("wythoff", wythoffMoves);
//# sourceMappingURL=rules.js.map