/**
 * Sorts `order[from … to)` by `score` ascending (the sum of the squares of each option's
 * unvalued parts' sizes), moving both arrays together: an insertion sort, options are few.
 */
export declare function sortOptions(order: Int32Array, score: Float64Array, from: number, to: number): void;
