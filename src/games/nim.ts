import { defineGame, type Game } from "../core/game.js";

/**
 * Nim: a position is a list of heap sizes; a move lowers one heap. Each heap is an
 * independent component whose Grundy value is its size.
 *
 * @example grundy(nim, [3, 5, 7]) // 1
 */
export const nim: Game<readonly number[]> = defineGame<readonly number[]>({
  name: "nim",
  moves: function* (heaps) {
    for (let i = 0; i < heaps.length; i++) {
      for (let v = heaps[i]! - 1; v >= 0; v--) {
        const next = heaps.slice();
        next[i] = v;
        yield next;
      }
    }
  },
  key: (heaps) => heaps.join(","),
  components: (heaps) => (heaps.length <= 1 ? [heaps] : heaps.filter((h) => h > 0).map((h) => [h])),
  show: (heaps) => `nim(${heaps.join(",")})`,
});
