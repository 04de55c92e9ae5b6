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
