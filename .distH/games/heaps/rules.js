import { defineGame } from "../../core/game.js";
import { heapMoves } from "../../heap/heapMoves.js";
/** The engine game of heaps under their rules: a move replaces one heap by what the rules leave of it. */
export function heapsGame(name, print) {
    return defineGame({
        name,
        moves: function* ({ rules, heaps }) {
            for (const next of heapMoves(rules, heaps))
                yield { rules, heaps: next };
        },
        key: ({ rules, heaps }) => `${rules.code}|${heaps
            .filter((h) => h > 0n)
            .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
            .join(",")}`,
        components: ({ rules, heaps }) => (heaps.length <= 1 ? [{ rules, heaps }] : heaps.filter((h) => h > 0n).map((h) => ({ rules, heaps: [h] }))),
        show: print,
    });
}
//# sourceMappingURL=rules.js.map