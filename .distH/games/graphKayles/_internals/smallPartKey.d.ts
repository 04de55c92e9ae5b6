/** Parts up to this many vertices are keyed up to isomorphism (10 · 9 / 2 = 45 bits of adjacency). */
export declare const SMALL_PART_MAX = 10;
/** The key {@link smallPartKey} wrote last: low word, high word. */
export declare const smallKey: Uint32Array<ArrayBuffer>;
/**
 * The key of the part on the vertices of `members` (k of them, 1 ≤ k ≤ {@link SMALL_PART_MAX})
 * of a graph with neighbour masks `adj`, written to {@link smallKey}: equal for isomorphic
 * parts, except for a part whose canonical search has too many leaves (a complete graph, say),
 * which keeps its labelled code: still a key that decodes to the part, only shared less.
 */
export declare function smallPartKey(adj: ArrayLike<number>, members: number, k: number): void;
/** The size of the small part a key names. */
export declare const smallSize: (hi: number) => number;
/** Writes the neighbour masks (vertices 0 … k−1) of the small part a key names into `out`. */
export declare function decodeSmallPart(lo: number, hi: number, out: Int32Array): number;
