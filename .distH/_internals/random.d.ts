/** Numbers in [0, 1) from a 32-bit seed (mulberry32): the same seed, the same sequence. */
export declare function seededRandom(seed: number): () => number;
/** Integers in [0, n) from a 32-bit seed, by {@link seededRandom}. */
export declare function seededInts(seed: number): (n: number) => number;
