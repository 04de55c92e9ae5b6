import type { GraphPosition } from "./graph.js";
/** A connected part's shape: a path or cycle of k vertices, a complete graph, or none of these. */
export type Shape = {
    readonly kind: "path" | "cycle" | "complete";
    readonly k: number;
} | {
    readonly kind: "other";
    readonly k: number;
};
/**
 * The shape of a connected part (nothing removed): a path when it has k − 1 edges and no
 * vertex of degree 3 (one vertex is the path of 1), a cycle when every degree is 2, a
 * complete graph when every pair is an edge. K₂ is a path and K₃ a cycle.
 */
export declare function shapeOf(part: GraphPosition): Shape;
