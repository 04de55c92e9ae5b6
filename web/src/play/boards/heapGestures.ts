// Which clicks on the heaps board are moves: a click on token i of heap j taking k tokens
// leaves some heaps, and the option with those heaps (if any) is that gesture's move. For
// rules whose moves take runs from inside a row (and so split it), the sizes of run a move
// may take.
import type { OptionView } from "../protocol.ts";
import { type KindProps, optionsOfKind } from "./props.ts";

const multiset = (heaps: readonly number[]): string =>
  heaps
    .filter((h) => h > 0)
    .sort((x, y) => x - y)
    .join(",");

/** A click on token i of heap j taking k tokens: the heaps left (ordered heaps keep their places; else a multiset). */
function heapsAfter(heaps: readonly number[], j: number, i: number, k: number, ordered: boolean): string {
  if (ordered) return heaps.map((h, x) => (x === j ? i : h)).join(",");
  return multiset(heaps.filter((_, x) => x !== j).concat([i, heaps[j]! - i - k]));
}

export interface HeapGestures {
  /** The option of a click on token i of heap j taking k tokens, if it is one. */
  gesture(j: number, i: number, k: number): OptionView | undefined;
  /** Whether some move takes a run from inside a row (splitting it): then the user chooses how many a click takes. */
  splits: boolean;
  /** The numbers of tokens a move may take (unordered heaps only), smallest first. */
  sizes: number[];
}

/** The gestures of a heaps board. */
export function heapGestures(p: KindProps<"heaps">): HeapGestures {
  const { heaps, ordered } = p.board;
  const byKey = new Map<string, OptionView>();
  for (const { option, board } of optionsOfKind(p.comp, "heaps")) byKey.set(ordered ? board.heaps.join(",") : multiset(board.heaps), option);
  const gesture = (j: number, i: number, k: number) => byKey.get(heapsAfter(heaps, j, i, k, ordered));
  let splits = false;
  const sizes = new Set<number>();
  if (!ordered) {
    heaps.forEach((n, j) => {
      for (let i = 0; i < n; i++)
        for (let k = 1; i + k <= n; k++)
          if (gesture(j, i, k)) {
            sizes.add(k);
            if (i > 0 && i + k < n) splits = true;
          }
    });
  }
  return { gesture, splits, sizes: [...sizes].sort((x, y) => x - y) };
}
