/** Below this n the keys 2·column + row − 1 fit 64 bits (see wideCase in src/judge/hdu4559.ts). */
export declare const WIDE_N: bigint;
/**
 * The nim-sum of a board given as sorted keys 2·column + (row − 1) (columns 1-based,
 * every key < 2^53, repeats allowed).
 *
 * A deliberate copy of the general form (`stripColouringGrundy`: the nim-sum of
 * `stripColouringSegments`), hand-inlined for V8: numbers instead of bigint, no cell
 * lists, maps or segment objects. Tested equal to it (test/judge/hdu4559.test.ts).
 */
export declare function stripGrundyOfSortedKeys(n: number, keys: Float64Array, count: number): number;
