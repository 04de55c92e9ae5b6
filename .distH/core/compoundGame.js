import { GrundyError } from "../errors.js";
import { compoundKind } from "./compoundKinds.js";
import { defineGame } from "./game.js";
import { cacheSize } from "./solver.js";
/**
 * A compound as one game (as CGSuite's compounds are games): its positions are tuples of
 * the components' positions, its moves those the kind allows (see the table's `moves`):
 * one component, any non-empty set, all of them (none once one has ended), or every
 * unfinished one. Its normal-play outcome is the compound's, under every kind (whoever
 * cannot move loses). Game-agnostic: the components are any engine games.
 *
 * @param kind - how the components are played together
 * @param games - each component's game (the tuple's i-th position is a position of `games[i]`)
 * @param constraints - loopiness, keys, caps
 */
export function compoundGame(kind, games, constraints = {}) {
    const { loopy = false, keys = "ordered", maxPositions = Infinity, maxWork = Infinity } = constraints;
    const tooLarge = (what) => {
        throw new GrundyError(constraints.tooLarge?.(what) ?? `the search of this compound ${what} and gave up`);
    };
    // equal games, one label: components of one game with equal keys are equal components
    const label = games.map((g) => games.indexOf(g));
    const keyOf = (t, i) => `${label[i]}(${String(games[i].key(t[i]))})`;
    const moves = compoundKind(kind).moves;
    let work = 0;
    const count = (t) => {
        work += 2 * t.length;
        if (work > maxWork)
            tooLarge(`did more than ${maxWork.toLocaleString("en-US")} steps`);
    };
    const game = defineGame({
        name: constraints.name ?? kind,
        loopy,
        moves: function* (t) {
            if (maxPositions !== Infinity && cacheSize(game) > maxPositions)
                tooLarge(`stored more than ${maxPositions.toLocaleString("en-US")} positions`);
            if (moves === "one") {
                const seen = new Set();
                for (let i = 0; i < games.length; i++) {
                    if (keys === "multiset") {
                        const k = keyOf(t, i);
                        if (seen.has(k))
                            continue;
                        seen.add(k);
                    }
                    for (const o of games[i].moves(t[i])) {
                        count(t);
                        const next = t.slice();
                        next[i] = o;
                        yield next;
                    }
                }
                return;
            }
            // several components move at once: every choice of an option (or of staying) in each
            const options = t.map((p, i) => [...games[i].moves(p)]);
            // some: each may stay, not all; all: each moves (none once one has ended); unfinished: the ended ones stay
            const choices = options.map((o, i) => (moves === "some" || (moves === "unfinished" && o.length === 0) ? [t[i], ...o] : o));
            const stayFirst = moves === "some" || (moves === "unfinished" && options.every((o) => o.length === 0));
            for (const next of tuples(choices, stayFirst)) {
                count(t);
                yield next;
            }
        },
        key: keys === "ordered"
            ? (t) => t.map((p, i) => String(games[i].key(p))).join("|")
            : (t) => {
                const counts = new Map();
                for (let i = 0; i < t.length; i++) {
                    const k = keyOf(t, i);
                    counts.set(k, (counts.get(k) ?? 0) + 1);
                }
                return [...counts]
                    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
                    .map(([k, c]) => (c === 1 ? k : `${c}*${k}`))
                    .join("+");
            },
    });
    return game;
}
/** Every tuple of one choice from each list, the first index turning fastest; without the first tuple when `skipFirst`. */
function* tuples(choices, skipFirst) {
    if (choices.some((c) => c.length === 0))
        return;
    const pick = choices.map(() => 0);
    if (!skipFirst)
        yield pick.map((k, j) => choices[j][k]);
    for (;;) {
        let i = 0;
        while (i < pick.length && pick[i] === choices[i].length - 1)
            pick[i++] = 0;
        if (i === pick.length)
            return;
        pick[i]++;
        yield pick.map((k, j) => choices[j][k]);
    }
}
//# sourceMappingURL=compoundGame.js.map