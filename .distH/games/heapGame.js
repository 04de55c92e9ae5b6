import { defineGame } from "../core/game.js";
import { describeValue, InputError } from "../errors.js";
import { checkRules, heapOptions } from "./heapRules.js";
function checkHeaps(heaps) {
    if (!Array.isArray(heaps))
        throw new InputError("a position: a list of heap sizes such as [3, 5]", describeValue(heaps));
    for (const h of heaps) {
        if (typeof h !== "number" || !Number.isSafeInteger(h) || h < 0)
            throw new InputError("a heap size (a non-negative integer up to 2^53 − 1)", describeValue(h));
    }
}
/**
 * The game of the engine that plays heaps by the given rules: a position is a list of
 * heap sizes, a move replaces one heap by what the rules leave of it (in place, parts in
 * increasing order), and each non-empty heap is a component, so `grundy`, `outcome` and
 * `winningMoves` work on single heaps and on sums of heaps. Moves are listed once each:
 * equal heaps are moved in only once, splits are listed with parts a ≤ b (≤ c). The
 * engine solves heaps by their options, O(n) each for octal games: for long runs of heap
 * values use `sparseSequence` (grundy/sequence).
 *
 * @param rules - the rules, e.g. from {@link parseHeapGame}
 * @returns the game
 * @example grundy(heapGame(parseHeapGame("0.77")), [3, 5]) // 3 ^ 4 = 7
 */
export function heapGame(rules) {
    checkRules(rules);
    const game = defineGame({
        name: rules.name,
        moves: function* (heaps) {
            checkHeaps(heaps);
            const done = new Set();
            for (let j = 0; j < heaps.length; j++) {
                const n = heaps[j];
                if (n === 0 || done.has(n))
                    continue;
                done.add(n);
                const before = heaps.slice(0, j);
                const after = heaps.slice(j + 1);
                for (const parts of heapOptions(rules, BigInt(n)))
                    yield [...before, ...parts.map(Number), ...after];
            }
        },
        key: (heaps) => {
            checkHeaps(heaps);
            return heaps
                .filter((h) => h > 0)
                .sort((a, b) => a - b)
                .join(",");
        },
        components: (heaps) => {
            checkHeaps(heaps);
            return heaps.length <= 1 ? [heaps] : heaps.filter((h) => h > 0).map((h) => [h]);
        },
        show: (heaps) => `${rules.code}(${heaps.join(",")})`,
    });
    return Object.assign(game, { rules });
}
//# sourceMappingURL=heapGame.js.map