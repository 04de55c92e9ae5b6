// The search's move ordering: a frame's options, cheapest first.

/**
 * An option's score is (the sum of the squares of its unvalued parts' sizes) × TIES + a
 * tie-break from the table: among options of one size, those whose largest part the table
 * knows most about (the most values excluded) first, then parts it knows nothing of (33).
 */
export const TIES = 64;

/**
 * Sorts `order[from … to)` by `score` ascending ({@link TIES}), moving both arrays together:
 * an insertion sort (stable: ties keep the family's listing order), options are few.
 */
export function sortOptions(order: Int32Array, score: Float64Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const oi = order[i]!;
    const si = score[i]!;
    let j = i - 1;
    while (j >= from && score[j]! > si) {
      order[j + 1] = order[j]!;
      score[j + 1] = score[j]!;
      j--;
    }
    order[j + 1] = oi;
    score[j + 1] = si;
  }
}

/**
 * Drops from `order[from … to)`, sorted by `score`, every option record equal to an earlier
 * one (records `[k, x, lo₀, hi₀, …]` in `arena`; equal records have equal scores, so only
 * runs of one score are compared). Keeps the first of each; returns the new end.
 */
export function dropRepeats(arena: Uint32Array, order: Int32Array, score: Float64Array, from: number, to: number): number {
  let w = from;
  let run = from; // the first kept option of the current score
  for (let i = from; i < to; i++) {
    const o = order[i]!;
    const s = score[i]!;
    if (w > from && score[w - 1] !== s) run = w;
    let repeat = false;
    for (let j = run; j < w && !repeat; j++) repeat = sameRecord(arena, order[j]!, o);
    if (repeat) continue;
    order[w] = o;
    score[w++] = s;
  }
  return w;
}

function sameRecord(a: Uint32Array, p: number, q: number): boolean {
  const k = a[p]!;
  if (a[q] !== k || a[p + 1] !== a[q + 1]) return false;
  for (let i = 2; i < 2 + 2 * k; i++) if (a[p + i] !== a[q + i]) return false;
  return true;
}
