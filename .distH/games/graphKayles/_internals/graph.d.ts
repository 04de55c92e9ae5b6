/** An edge between two vertices, the smaller first. */
export type Edge = readonly [number, number];
/**
 * A graph position: vertices 0 … n−1, its edges (u < v, sorted, each once) and the vertices
 * removed so far (sorted). An edge at a removed vertex is gone from play but kept, so the
 * board can draw it greyed.
 */
export interface GraphPosition {
    readonly n: number;
    readonly edges: readonly Edge[];
    readonly removed: readonly number[];
    /**
     * Set on a connected component cut out by splitParts (parts.ts) (relabelled 0 … n−1, nothing
     * removed): the engine keys such a part up to relabelling (see canonicalKey.ts).
     */
    readonly part?: true;
}
/** A position from a vertex count, edges in any order (u ≠ v) and removed vertices. */
export declare function graphPosition(n: number, edges: Iterable<readonly [number, number]>, removed?: Iterable<number>): GraphPosition;
/** The position with `vertices` removed too. */
export declare function withRemoved(p: GraphPosition, vertices: Iterable<number>): GraphPosition;
/** Whether each vertex is still in play. */
export declare function aliveFlags(p: GraphPosition): Uint8Array;
/** The edges still in play (both ends alive). */
export declare function liveEdges(p: GraphPosition, alive?: Uint8Array<ArrayBufferLike>): Edge[];
/** The neighbours of each vertex in play (empty lists for removed vertices). */
export declare function liveNeighbours(p: GraphPosition, alive?: Uint8Array<ArrayBufferLike>): number[][];
/** A key naming the position exactly, labels and all (positions the player sees apart stay apart). */
export declare function labelledKey(p: GraphPosition): string;
/**
 * The neighbours of each vertex as a bit mask (every edge, removed or not), for graphs of at
 * most 30 vertices; memoised on the edge list, which a position's options share.
 */
export declare function neighbourMasks(p: GraphPosition): readonly number[] | undefined;
/** The vertices in play as a bit mask (at most 30 vertices). */
export declare function aliveMask(p: GraphPosition): number;
