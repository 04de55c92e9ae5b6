import type { Hackenbush } from "./rules.js";
/** The Grundy value of a Green Hackenbush position, exact at any size (linear time). */
export declare function hackenbushValue(p: Hackenbush): bigint;
/** The most work (vertices and edges of a part re-valued, summed) one search for moves does. */
export declare const MOVES_WORK = 100000000;
/**
 * The indices of the edges whose deletion leaves a position of value `target`: the bridges
 * first (each decided at once), then the loops, then the other edges of each part (each
 * part re-valued once per edge: quadratic in the size of a 2-edge-connected part, so the
 * moves come one at a time and a caller stops when it has enough). Returns false when it
 * stopped at {@link MOVES_WORK} with edges left unchecked, true when every edge was checked.
 */
export declare function hackenbushMovesTo(p: Hackenbush, target: bigint, work?: number): Generator<number, boolean, undefined>;
