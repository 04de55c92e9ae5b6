import { pilesGame } from "../_internals/pairs.js";
/** A move takes a positive multiple of the smaller pile from the larger (equal piles: the second is reduced); an empty pile ends the game. */
function* euclidMoves([p, q]) {
    if (p === 0n || q === 0n)
        return;
    if (p <= q)
        for (let r = q - p; r >= 0n; r -= p)
            yield [p, r];
    else
        for (let r = p - q; r >= 0n; r -= q)
            yield [r, q];
}
/** The Euclid game on two exact piles: the rules (the family's engine game). */
export const euclidRules = pilesGame("euclid", euclidMoves);
//# sourceMappingURL=rules.js.map