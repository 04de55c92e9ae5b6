import { defineGame, type Game } from "../../core/game.js";

/** A position of Moore's Nim_k: k, the most heaps one move may take from, and the heaps. */
export interface MoorePosition {
  readonly k: bigint;
  readonly heaps: readonly bigint[];
}

/** How a position is written: `moore(k; h1,h2,…)`. */
export const print = ({ k, heaps }: MoorePosition): string => `moore(${k};${heaps.length ? ` ${heaps.join(",")}` : ""})`;
const keyOf = ({ k, heaps }: MoorePosition): string =>
  `${k};${heaps
    .filter((h) => h > 0n)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join(",")}`;

/** The non-empty sets of at most `most` of `items`, smaller sets first. */
export function* subsets<T>(items: readonly T[], most: number): Generator<T[]> {
  const pick: number[] = [];
  function* grow(size: number, from: number): Generator<T[]> {
    if (pick.length === size) {
      yield pick.map((i) => items[i]!);
      return;
    }
    for (let i = from; i <= items.length - (size - pick.length); i++) {
      pick.push(i);
      yield* grow(size, i + 1);
      pick.pop();
    }
  }
  for (let size = 1; size <= most; size++) yield* grow(size, 0);
}

/** Indices of the non-empty heaps, and how many of them one move may change. */
export function movable({ k, heaps }: MoorePosition): { live: number[]; most: number } {
  const live = heaps.flatMap((h, i) => (h > 0n ? [i] : []));
  return { live, most: k < BigInt(live.length) ? Number(k) : live.length };
}

/**
 * A move lowers at least one and at most k heaps, each by any positive amount. Moves are
 * told apart by which heap gets which size, as in `nim`: lowering one or the other of two
 * equal heaps are two moves (to equal positions, one key).
 */
export const mooreRules: Game<MoorePosition> = defineGame<MoorePosition>({
  name: "moore",
  moves: function* (p) {
    const { live, most } = movable(p);
    const next = p.heaps.slice();
    function* lower(set: number[], t: number): Generator<MoorePosition> {
      if (t === set.length) {
        yield { k: p.k, heaps: next.slice() };
        return;
      }
      const i = set[t]!;
      for (let v = p.heaps[i]! - 1n; v >= 0n; v--) {
        next[i] = v;
        yield* lower(set, t + 1);
      }
      next[i] = p.heaps[i]!;
    }
    for (const set of subsets(live, most)) yield* lower(set, 0);
  },
  key: keyOf,
  show: print,
});
