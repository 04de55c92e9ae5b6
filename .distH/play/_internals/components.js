// The components of a position as play sees them: which have ended, their options, the key of a whole position.
/** Options of a component listed for play: at most this many per component. */
export const OPTIONS_SCANNED = 2_000_000;
/** Whether a component has no move left. */
export function ended(t) {
    return t.anyMove() === null;
}
/** The components that still have a move (those that must move under conjunctive and every compounds). */
export function unfinished(terms) {
    return terms.flatMap((t, i) => (ended(t) ? [] : [i]));
}
/** The options of one component, lazily, at most `most`. */
export function* optionsOf(t, most = OPTIONS_SCANNED) {
    let n = 0;
    for (const o of t.family.game.moves(t.position)) {
        if (++n > most)
            return;
        yield t.at(o);
    }
}
/** The key of a whole position (equal positions, equal keys). */
export function positionKey(terms) {
    return terms.map((t) => `${t.family.name}:${String(t.family.game.key(t.position))}`).join(" + ");
}
//# sourceMappingURL=components.js.map