/** The parity of the number of 1-bits of v AND mask: 1 for common values, 0 for rare ones. */
export function maskParity(v, mask) {
    let x = (v & mask) >>> 0;
    x ^= x >>> 16;
    x ^= x >>> 8;
    x ^= x >>> 4;
    x ^= x >>> 2;
    x ^= x >>> 1;
    return x & 1;
}
/**
 * The mask that makes the fewest positions rare among heaps from … to − 1: with it, a
 * value is common when popcount(value AND mask) is odd and rare when it is even. Counts
 * for every mask at once with a Walsh–Hadamard transform of the value histogram, in
 * O(to − from + B·2^B) for values below 2^B. Ties go to the smaller mask.
 *
 * @param values - a Grundy sequence
 * @param from - first position counted (default 1: heap 0 is no heap)
 * @param to - one past the last position counted (default: the whole sequence)
 * @returns the best mask and its number of rare positions
 * @example chooseMask(naiveSequence(parseHeapGame("0.77"), 200)).mask // 15
 */
export function chooseMask(values, from = 1, to = values.length) {
    let max = 0;
    for (let n = from; n < to; n++)
        if (values[n] > max)
            max = values[n];
    let size = 2;
    while (size <= max)
        size *= 2;
    const w = new Float64Array(size);
    for (let n = from; n < to; n++)
        w[values[n]]++;
    const total = Math.max(0, to - from);
    // w[m] becomes Σ_v hist[v]·(−1)^popcount(v AND m)
    for (let h = 1; h < size; h *= 2) {
        for (let i = 0; i < size; i += 2 * h) {
            for (let j = i; j < i + h; j++) {
                const x = w[j];
                const y = w[j + h];
                w[j] = x + y;
                w[j + h] = x - y;
            }
        }
    }
    let best = 1;
    for (let m = 2; m < size; m++)
        if (w[m] < w[best])
            best = m;
    return { mask: best, rare: (total + w[best]) / 2 };
}
//# sourceMappingURL=mask.js.map