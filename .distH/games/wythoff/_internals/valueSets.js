// Internal: the bitsets of Wythoff's tables (games/wythoff/grundyTable.ts, grundyRows.ts): one
// set of values a row, column or diagonal, `words` 32-bit words each, and per set the index
// of its first word that is not full, so that a mex starts past the values all three hold.
/** `count` empty sets of values below 32·words. */
export function valueSets(count, words) {
    return { words, bits: new Int32Array(count * words), full: new Int32Array(count) };
}
/** Puts v in set `set`. */
export function addValue(s, set, v) {
    const { words, bits, full } = s;
    const base = set * words;
    bits[base + (v >>> 5)] |= 1 << (v & 31);
    let f = full[set];
    while (f < words && bits[base + f] === -1)
        f++;
    full[set] = f;
}
/** The least value in none of the sets a, b and c. */
export function mexOfThree(s, a, b, c) {
    const { words, bits, full } = s;
    const ra = a * words;
    const rb = b * words;
    const rc = c * words;
    let w = Math.max(full[a], full[b], full[c]);
    let u = bits[ra + w] | bits[rb + w] | bits[rc + w];
    while (u === -1) {
        w++;
        u = bits[ra + w] | bits[rb + w] | bits[rc + w];
    }
    const free = ~u & (u + 1); // lowest zero bit of u
    return (w << 5) + (31 - Math.clz32(free));
}
/** Empties set `set`. */
export function clearSet(s, set) {
    s.bits.fill(0, set * s.words, (set + 1) * s.words);
    s.full[set] = 0;
}
//# sourceMappingURL=valueSets.js.map