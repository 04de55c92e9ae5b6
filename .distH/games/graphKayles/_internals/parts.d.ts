import { type GraphPosition } from "./graph.js";
/** A connected part of a position, relabelled 0 … k−1, and the original label of each of its vertices. */
export interface Part {
    readonly part: GraphPosition;
    readonly labels: readonly number[];
}
/**
 * The connected components of the vertices in play, each relabelled 0 … k−1 in the order of
 * its original labels. `isolated`: whether a vertex without edges is a part (Node Kayles: it
 * is a move; Arc Kayles: it is not).
 */
export declare function splitParts(p: GraphPosition, isolated: boolean): Part[];
