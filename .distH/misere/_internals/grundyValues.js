/**
 * Normal-play Grundy values G(0…N) of a heap game (mex over the options: the nim-sum of
 * the parts), for the tameness test.
 */
export function grundyValues(rules, N) {
    const { digits, tail, unequal } = rules;
    const g = [0];
    const mark = [];
    for (let n = 1; n <= N; n++) {
        const stamp = n;
        const last = tail !== 0 ? n : Math.min(digits.length - 1, n);
        for (let i = 0; i <= last; i++) {
            const d = i < digits.length ? digits[i] : tail;
            const r = n - i;
            if (d & 1 && r === 0 && i > 0)
                mark[0] = stamp;
            if (d & 2 && r > 0 && i > 0)
                mark[g[r]] = stamp;
            if (d & 4)
                for (let a = 1, top = unequal ? (r - 1) >> 1 : r >> 1; a <= top; a++)
                    mark[g[a] ^ g[r - a]] = stamp;
            if (d & 8)
                for (let a = 1; 3 * a <= r; a++)
                    for (let b = a; a + 2 * b <= r; b++)
                        mark[g[a] ^ g[b] ^ g[r - a - b]] = stamp;
        }
        let v = 0;
        while (mark[v] === stamp)
            v++;
        g.push(v);
    }
    return g;
}
//# sourceMappingURL=grundyValues.js.map