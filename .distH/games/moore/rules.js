import { defineGame } from "../../core/game.js";
/** How a position is written: `moore(k; h1,h2,…)`. */
export const print = ({ k, heaps }) => `moore(${k};${heaps.length ? ` ${heaps.join(",")}` : ""})`;
const keyOf = ({ k, heaps }) => `${k};${heaps
    .filter((h) => h > 0n)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join(",")}`;
/** The non-empty sets of at most `most` of `items`, smaller sets first. */
export function* subsets(items, most) {
    const pick = [];
    function* grow(size, from) {
        if (pick.length === size) {
            yield pick.map((i) => items[i]);
            return;
        }
        for (let i = from; i <= items.length - (size - pick.length); i++) {
            pick.push(i);
            yield* grow(size, i + 1);
            pick.pop();
        }
    }
    for (let size = 1; size <= most; size++)
        yield* grow(size, 0);
}
/** Indices of the non-empty heaps, and how many of them one move may change. */
export function movable({ k, heaps }) {
    const live = heaps.flatMap((h, i) => (h > 0n ? [i] : []));
    return { live, most: k < BigInt(live.length) ? Number(k) : live.length };
}
/**
 * A move lowers at least one and at most k heaps, each by any positive amount. Moves are
 * told apart by which heap gets which size, as in `nim`: lowering one or the other of two
 * equal heaps are two moves (to equal positions, one key).
 */
export const mooreRules = defineGame({
    name: "moore",
    moves: function* (p) {
        const { live, most } = movable(p);
        const next = p.heaps.slice();
        function* lower(set, t) {
            if (t === set.length) {
                yield { k: p.k, heaps: next.slice() };
                return;
            }
            const i = set[t];
            for (let v = p.heaps[i] - 1n; v >= 0n; v--) {
                next[i] = v;
                yield* lower(set, t + 1);
            }
            next[i] = p.heaps[i];
        }
        for (const set of subsets(live, most))
            yield* lower(set, 0);
    },
    key: keyOf,
    show: print,
});
//# sourceMappingURL=rules.js.map