// Sets of nimbers 0 … 31 as the bits of one unsigned 32-bit number.
/** Every nimber the search represents: 0 … 31. */
export const ALL = 0xffffffff;
/** The set {0 … k} (k ≤ 31). */
export const upTo = (k) => (k >= 31 ? ALL : ((1 << (k + 1)) - 1) >>> 0);
/** The largest element of a non-empty set. */
export const largest = (s) => 31 - Math.clz32(s);
/** The number of elements. */
export function count(s) {
    let x = s - ((s >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
/** {v ⊕ x : v ∈ s} for x < 32: the set a component must hit for the option's sum to hit s. */
export function xorSet(s, x) {
    let m = s >>> 0;
    if (x & 1)
        m = (((m & 0x55555555) << 1) | ((m >>> 1) & 0x55555555)) >>> 0;
    if (x & 2)
        m = (((m & 0x33333333) << 2) | ((m >>> 2) & 0x33333333)) >>> 0;
    if (x & 4)
        m = (((m & 0x0f0f0f0f) << 4) | ((m >>> 4) & 0x0f0f0f0f)) >>> 0;
    if (x & 8)
        m = (((m & 0x00ff00ff) << 8) | ((m >>> 8) & 0x00ff00ff)) >>> 0;
    if (x & 16)
        m = ((m << 16) | (m >>> 16)) >>> 0;
    return m;
}
//# sourceMappingURL=nimberSet.js.map