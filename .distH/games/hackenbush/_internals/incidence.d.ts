/** Edge indices by vertex: the edges at vertex x are adjEdge[start[x] .. start[x + 1]), adjTo their other ends. */
export interface Incidence {
    readonly start: Int32Array;
    readonly adjEdge: Int32Array;
    readonly adjTo: Int32Array;
}
/**
 * The incidence lists of the edges (eu[e], ev[e]) on vertices 0 … n−1, leaving out edge
 * `skip` (−1: none) and, unless `loops`, every loop (a loop kept is listed twice at its vertex).
 */
export declare function incidence(n: number, eu: Int32Array, ev: Int32Array, skip: number, loops: boolean): Incidence;
