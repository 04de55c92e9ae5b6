/** The bits of `x` reversed within its low `h` bits. */
export declare function reverseBits(x: number, h: number): number;
/** The runs of set bits of `line` that meet `seed` (seed ⊆ line): a fill both ways in five steps each. */
export declare function closure(seed: number, line: number): number;
/** Packs W lines of H bits (line j at bit j·H) and the height into `out` = [lo, hi] (H·W ≤ 59, H < 32). */
export declare function packLines(l: Int32Array, W: number, H: number, out: Uint32Array): void;
/** Unpacks a key into lines (the inverse of {@link packLines}); returns W (the last line is the highest non-empty one). */
export declare function unpackLines(lo: number, hi: number, H: number, out: Int32Array): number;
