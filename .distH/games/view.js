// How a game is drawn (GamesmanOne's AutoGUI idea): a family's optional `view` describes a
// position on one of a few generic boards, a move in a few words, its rule in one sentence
// and example starts. The lab's Play page and `grundy play` read only this: a front end
// names no game, and a user's family with a view gets a board in both.
//
// A click maps to a move generically: the front end draws the position's board, draws each
// option's board too, and a cell, token or bar that differs between them is the button for
// that option. So a view only says how to draw one position.
/** The board of a position under a view, or undefined (no view, no board, or too large to draw). */
export function boardOf(view, position, options) {
    if (!view?.board)
        return undefined;
    return view.board(position, options);
}
/** A bigint as a number when it is safe to draw (at most 2^53 − 1), else undefined. */
export function drawable(x) {
    return x >= 0n && x <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : undefined;
}
/** A random integer in [lo, hi], from a random number generator in [0, 1) (for `shuffle`). */
export function randomInt(random, lo, hi) {
    return lo + Math.floor(random() * (hi - lo + 1));
}
//# sourceMappingURL=view.js.map