/** A part's graph: vertices 0 … n−1, edges by their ends (no loops), a root, vertex weights. */
export interface PartGraph {
    n: number;
    eu: Int32Array;
    ev: Int32Array;
}
/**
 * The edges of C whose deletion leaves C (rooted at `root`, vertex weights `weight`)
 * worth `want`, as local edge indices; undefined when a class of equal labels does not have
 * the expected shape (a label collision), null when the work would pass `work`.
 */
export declare function cutsTo(g: PartGraph, root: number, weight: Int32Array, want: number, work: number): number[] | undefined | null;
