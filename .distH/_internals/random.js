// The one seeded random number generator (mulberry32), for the computer's weaker levels,
// the menu's random starts, the benchmarks' inputs and the tests' random cases: the same
// seed gives the same numbers everywhere.
/** Numbers in [0, 1) from a 32-bit seed (mulberry32): the same seed, the same sequence. */
export function seededRandom(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
/** Integers in [0, n) from a 32-bit seed, by {@link seededRandom}. */
export function seededInts(seed) {
    const next = seededRandom(seed);
    return (n) => Math.floor(next() * n);
}
//# sourceMappingURL=random.js.map