// Bit operations on a Cram region stored as lines (up to 30 bits each) for the search.
/** The bits of `x` reversed within its low `h` bits. */
export function reverseBits(x, h) {
    let v = x;
    v = ((v >>> 1) & 0x55555555) | ((v & 0x55555555) << 1);
    v = ((v >>> 2) & 0x33333333) | ((v & 0x33333333) << 2);
    v = ((v >>> 4) & 0x0f0f0f0f) | ((v & 0x0f0f0f0f) << 4);
    v = ((v >>> 8) & 0x00ff00ff) | ((v & 0x00ff00ff) << 8);
    v = (v >>> 16) | (v << 16);
    return v >>> (32 - h);
}
/** The runs of set bits of `line` that meet `seed` (seed ⊆ line): a fill both ways in five steps each. */
export function closure(seed, line) {
    let g = seed;
    let p = line;
    g |= p & (g << 1);
    p &= p << 1;
    g |= p & (g << 2);
    p &= p << 2;
    g |= p & (g << 4);
    p &= p << 4;
    g |= p & (g << 8);
    p &= p << 8;
    g |= p & (g << 16);
    let d = seed;
    p = line;
    d |= p & (d >>> 1);
    p &= p >>> 1;
    d |= p & (d >>> 2);
    p &= p >>> 2;
    d |= p & (d >>> 4);
    p &= p >>> 4;
    d |= p & (d >>> 8);
    p &= p >>> 8;
    d |= p & (d >>> 16);
    return g | d;
}
/** Packs W lines of H bits (line j at bit j·H) and the height into `out` = [lo, hi] (H·W ≤ 59, H < 32). */
export function packLines(l, W, H, out) {
    let lo = 0;
    let hi = 0;
    for (let j = 0; j < W; j++) {
        const o = j * H;
        const x = l[j];
        if (o + H <= 32)
            lo |= x << o;
        else if (o >= 32)
            hi |= x << (o - 32);
        else {
            lo |= x << o;
            hi |= x >>> (32 - o);
        }
    }
    out[0] = lo;
    out[1] = hi | (H << 27);
}
/** Unpacks a key into lines (the inverse of {@link packLines}); returns W (the last line is the highest non-empty one). */
export function unpackLines(lo, hi, H, out) {
    const body = hi & 0x7ffffff;
    const top = body !== 0 ? 63 - Math.clz32(body) : 31 - Math.clz32(lo);
    const W = Math.floor(top / H) + 1;
    const m = (1 << H) - 1;
    for (let j = 0; j < W; j++) {
        const o = j * H;
        if (o + H <= 32)
            out[j] = (lo >>> o) & m;
        else if (o >= 32)
            out[j] = (body >>> (o - 32)) & m;
        else
            out[j] = ((lo >>> o) | (body << (32 - o))) & m;
    }
    return W;
}
//# sourceMappingURL=lines.js.map