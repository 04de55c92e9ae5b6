/**
 * Makes the step that computes heap values by the sparse-space method. A common value
 * (odd parity) is the nim-sum of a rare and a common value, so the common options of heap
 * n come from the one-heap options and the splits with a rare part: the least common
 * value missing from them, c, is found from O(#rare) pairs. The rare values below c are
 * then looked for among all splits, stopping as soon as each has been seen; G(n) is the
 * least one missing, or c when none is.
 *
 * The pairs with a rare part are flagged for four heaps at once where they can be: the
 * partners of rare heap r for heaps n0 … n0 + 3 are the consecutive heaps n0 − t − r …,
 * so each entry of the rare list is read once per block (written out four times: a loop
 * over the block's heaps compiles far worse). Rare heaps below 4, whose partner may be a
 * heap of the block, and the latest ones, whose partner may be missing, are paired heap
 * by heap. Self-contained, for {@link specialize}.
 */
export function sparseStepFactory(G, flags, wanted, parity, commonValues, rareValues, rare, zero, one, two, unequal) {
    // V8 compiles a loop far better when no other loop encloses it in the same function
    // (after inlining), so the one- and two-removal cases are written out loop by loop.
    const twoCount = two.length;
    const t0 = two[0];
    const t1 = twoCount > 1 ? two[1] : 0;
    const half = (m) => (unequal ? (m - 1) >> 1 : m >> 1);
    /** the length of a flag row: values below it (options are below half of it) */
    const width = parity.length;
    const row2 = 2 * width;
    const row3 = 3 * width;
    /** the block's pairs for one removal t, base = n0 − t */
    function blockPairs(base, mark, lo, hi) {
        for (let j = lo; j < hi; j += 2) {
            const w = rare[j + 1];
            const p = base - rare[j];
            flags[w ^ G[p]] = mark;
            flags[width + (w ^ G[p + 1])] = mark;
            flags[row2 + (w ^ G[p + 2])] = mark;
            flags[row3 + (w ^ G[p + 3])] = mark;
        }
    }
    /** splits of m whose rare part is at list entries from … to − 1, into a heap's row */
    function rarePairs(m, row, mark, from, to) {
        // rare heaps are in increasing order: use those below m, without a test in the loop
        let end = to;
        while (end > from && rare[end - 2] >= m)
            end -= 2;
        if (unequal) {
            for (let j = from; j < end; j += 2) {
                const r = rare[j];
                if (2 * r !== m)
                    flags[row + (rare[j + 1] ^ G[m - r])] = mark;
            }
        }
        else {
            for (let j = from; j < end; j += 2)
                flags[row + (rare[j + 1] ^ G[m - rare[j]])] = mark;
        }
    }
    /** the pairs of one removal the block left to the heap: entries 0 … lo − 1 and hi … */
    function restPairs(m, row, mark, lo, hi, rareEnd) {
        rarePairs(m, row, mark, 0, lo);
        rarePairs(m, row, mark, hi, rareEnd);
    }
    // The scans count, without branching, the nim-sums x they meet that are still wanted,
    // and clear wanted[x]: wanted[x] === stamp exactly when (wanted[x] ^ stamp) − 1 < 0,
    // both being ≥ 0, that is when ((wanted[x] ^ stamp) − 1) >>> 31 is 1.
    // scan1 and scan2 repeat that step by hand on purpose: unrolled, branch-free inner loops
    // are what the sparse method's speed rests on (bench/README.md); a shared helper costs a call.
    /** one removal: parts from both ends in turn; returns how many values are still needed */
    function scan1(m, stamp, need) {
        for (let a = 1, b = half(m); a <= b; a++, b--) {
            let x = G[a] ^ G[m - a];
            need -= ((wanted[x] ^ stamp) - 1) >>> 31;
            wanted[x] = 0;
            x = G[b] ^ G[m - b];
            need -= ((wanted[x] ^ stamp) - 1) >>> 31;
            wanted[x] = 0;
            if (need === 0)
                return 0;
        }
        return need;
    }
    /** two removals (m ≥ p): both in step, each from both ends (scan1's step unrolled again on purpose: see above) */
    function scan2(m, p, stamp, need) {
        const hm = half(m);
        const hp = half(p);
        for (let a = 1, b = hm, c = hp; a <= b; a++, b--, c--) {
            let x = G[a] ^ G[m - a];
            need -= ((wanted[x] ^ stamp) - 1) >>> 31;
            wanted[x] = 0;
            x = G[b] ^ G[m - b];
            need -= ((wanted[x] ^ stamp) - 1) >>> 31;
            wanted[x] = 0;
            if (a <= c) {
                x = G[a] ^ G[p - a];
                need -= ((wanted[x] ^ stamp) - 1) >>> 31;
                wanted[x] = 0;
                x = G[c] ^ G[p - c];
                need -= ((wanted[x] ^ stamp) - 1) >>> 31;
                wanted[x] = 0;
            }
            if (need === 0)
                return 0;
        }
        return need;
    }
    /** any number of removals, one after another */
    function scanAll(n, stamp, need) {
        for (let k = 0; k < twoCount && need > 0; k++)
            need = scan1(n - two[k], stamp, need);
        return need;
    }
    function rareAll(n, row, mark, lo, hi, rareEnd) {
        for (let k = 0; k < twoCount; k++)
            restPairs(n - two[k], row, mark, lo, hi, rareEnd);
    }
    function block(n0, mark, lo, hi) {
        for (let k = 0; k < twoCount; k++)
            blockPairs(n0 - two[k], mark, lo, hi);
    }
    return function sparseStep(n, row, mark, lo, hi, rareEnd) {
        const stamp = n + 1;
        if (row === 0 && lo < hi)
            block(n, mark, lo, hi);
        for (let k = 0; k < zero.length; k++)
            if (zero[k] === n)
                flags[row] = mark;
        for (let k = 0; k < one.length; k++) {
            const i = one[k];
            if (i < n)
                flags[row + G[n - i]] = mark;
        }
        // the other splits with a rare part: every common option (and some rare ones)
        if (twoCount === 1)
            restPairs(n - t0, row, mark, lo, hi, rareEnd);
        else if (twoCount === 2) {
            restPairs(n - t0, row, mark, lo, hi, rareEnd);
            restPairs(n - t1, row, mark, lo, hi, rareEnd);
        }
        else
            rareAll(n, row, mark, lo, hi, rareEnd);
        // the least common value missing (no value from width up is an option)
        let c = 0;
        let g = commonValues[0];
        while (g < width && flags[row + g] === mark)
            g = commonValues[++c];
        // rare values below it that are not options yet: the values wanted
        let need = 0;
        for (let j = 0;; j++) {
            const v = rareValues[j];
            if (v >= g)
                break;
            if (flags[row + v] !== mark) {
                wanted[v] = stamp;
                need++;
            }
        }
        if (need === 0)
            return g;
        // look for them among all splits, stopping when each has been seen
        if (twoCount === 1)
            need = scan1(n - t0, stamp, need);
        else if (twoCount === 2)
            need = scan2(n - t0, n - t1, stamp, need);
        else
            need = scanAll(n, stamp, need);
        if (need === 0)
            return g;
        // some rare value below g is no option: the least such is G(n)
        for (let j = 0;; j++) {
            const v = rareValues[j];
            if (wanted[v] === stamp)
                return v;
        }
    };
}
//# sourceMappingURL=sparseStep.js.map