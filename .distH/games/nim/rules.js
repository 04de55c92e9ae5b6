import { defineGame } from "../../core/game.js";
/** Nim on heaps of any size: a move lowers one heap. Each heap is a component worth its size. */
export const nimRules = defineGame({
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
//# sourceMappingURL=rules.js.map