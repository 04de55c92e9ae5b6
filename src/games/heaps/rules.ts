import { defineGame, type Game } from "../../core/game.js";
import { heapOptions } from "../../heap/heapOptions.js";
import type { HeapRules } from "../../heap/heapRules.js";

/** A sum of heaps played by one ruleset. */
export interface Heaps {
  readonly rules: HeapRules;
  readonly heaps: readonly bigint[];
}

/** The engine game of heaps under their rules: a move replaces one heap by what the rules leave of it. */
export function heapsGame(name: string, print: (p: Heaps) => string): Game<Heaps> {
  return defineGame<Heaps>({
    name,
    moves: function* ({ rules, heaps }) {
      const done = new Set<bigint>();
      for (let j = 0; j < heaps.length; j++) {
        const n = heaps[j]!;
        if (n === 0n || done.has(n)) continue;
        done.add(n);
        for (const parts of heapOptions(rules, n)) yield { rules, heaps: [...heaps.slice(0, j), ...parts, ...heaps.slice(j + 1)] };
      }
    },
    key: ({ rules, heaps }) =>
      `${rules.code}|${heaps
        .filter((h) => h > 0n)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .join(",")}`,
    components: ({ rules, heaps }) => (heaps.length <= 1 ? [{ rules, heaps }] : heaps.filter((h) => h > 0n).map((h) => ({ rules, heaps: [h] }))),
    show: print,
  });
}
