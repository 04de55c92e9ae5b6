// The search's move ordering: a frame's options, cheapest first.
/**
 * Sorts `order[from … to)` by `score` ascending (the sum of the squares of each option's
 * unvalued parts' sizes), moving both arrays together: an insertion sort, options are few.
 */
export function sortOptions(order, score, from, to) {
    for (let i = from + 1; i < to; i++) {
        const oi = order[i];
        const si = score[i];
        let j = i - 1;
        while (j >= from && score[j] > si) {
            order[j + 1] = order[j];
            score[j + 1] = score[j];
            j--;
        }
        order[j + 1] = oi;
        score[j + 1] = si;
    }
}
//# sourceMappingURL=sortOptions.js.map