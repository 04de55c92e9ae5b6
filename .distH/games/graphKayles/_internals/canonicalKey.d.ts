import type { GraphPosition } from "./graph.js";
/** Parts up to this many vertices get a canonical key; larger ones are keyed by their labels. */
export declare const CANONICAL_MAX_VERTICES = 20;
/**
 * A key of a connected part (relabelled 0 … k−1) equal for isomorphic parts: `P7` (a path of
 * 7 vertices), `C6` (a cycle), `K4` (a complete graph), `G5:…` (the least adjacency string over the canonical search's
 * labellings), or, for a part too large or too symmetric for that search, `L…` (its labels:
 * still a correct key, only shared less). Which of these a part gets depends on its shape
 * alone, so isomorphic parts never get keys of two kinds.
 */
export declare function canonicalKey(part: GraphPosition): string;
