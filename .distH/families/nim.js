import { defineGame } from "../core/game.js";
import { nimSumBig } from "../core/nim.js";
import { family } from "./family.js";
/** Nim on heaps of any size: a move lowers one heap. Each heap is a component worth its size. */
const game = defineGame({
    name: "nim",
    moves: function* (heaps) {
        for (let i = 0; i < heaps.length; i++) {
            for (let v = heaps[i] - 1n; v >= 0n; v--)
                yield heaps.map((h, j) => (j === i ? v : h));
        }
    },
    key: (heaps) => heaps.join(","),
    components: (heaps) => (heaps.length <= 1 ? [heaps] : heaps.filter((h) => h > 0n).map((h) => [h])),
    show: (heaps) => `nim(${heaps.join(",")})`,
});
/** Misère Nim (Bouton): with a heap of 2 or more, misère play goes as normal play; else the parity of the 1s decides. @internal */
export function nimMisereWins(heaps) {
    if (heaps.some((h) => h > 1n))
        return nimSumBig(heaps) !== 0n;
    return heaps.filter((h) => h === 1n).length % 2 === 0;
}
/** `nim(h1,h2,…)`: Nim heaps, exact at any size (Bouton, normal and misère). */
export const nimFamily = family({
    name: "nim",
    usage: "nim(h1,h2,…)",
    summary: "Nim: take any number of tokens from one heap",
    game,
    read: (args) => {
        args.sections(1);
        return args.ints(0, undefined, "heap sizes");
    },
    print: (heaps) => `nim(${heaps.join(",")})`,
    grundy: nimSumBig,
    movesTo(heaps, target, limit) {
        const diff = nimSumBig(heaps) ^ target;
        const moves = [];
        let complete = true;
        if (diff !== 0n) {
            heaps.forEach((h, i) => {
                const to = h ^ diff;
                if (to >= h)
                    return;
                if (moves.length < limit)
                    moves.push(heaps.map((v, j) => (j === i ? to : v)));
                else
                    complete = false;
            });
        }
        return { moves, complete };
    },
    misereWins: nimMisereWins,
    isOption: (from, to) => from.length === to.length && from.filter((h, i) => h !== to[i]).length === 1 && from.every((h, i) => to[i] <= h),
    nimHeaps: (heaps) => heaps,
});
//# sourceMappingURL=nim.js.map