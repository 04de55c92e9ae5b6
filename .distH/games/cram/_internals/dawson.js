// Dawson's Kayles (0.07) by its definition: the value of a Cram strip of n cells, where a
// domino takes two adjacent cells and leaves the strips on either side.
const values = [0, 0];
/** The value of a strip of n cells, computed by mex up to n on first use. */
export function strip(n) {
    for (let m = values.length; m <= n; m++) {
        let seen = 0n;
        for (let a = 0; a + 2 <= m; a++)
            seen |= 1n << BigInt(values[a] ^ values[m - 2 - a]);
        let g = 0;
        while ((seen >> BigInt(g)) & 1n)
            g++;
        values.push(g);
    }
    return values[n];
}
//# sourceMappingURL=dawson.js.map