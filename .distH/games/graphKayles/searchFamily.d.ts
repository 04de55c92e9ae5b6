import type { SearchFamily } from "../../search/family.js";
import { type GraphPosition } from "./_internals/graph.js";
/** The most vertices a graph of the search may have (a vertex set is one 32-bit mask). */
export declare const SEARCH_MAX_VERTICES = 32;
/** The parts keyed up to isomorphism by default: those of at most 8 vertices. */
export declare const SMALL_PARTS_DEFAULT = 8;
/** Options of {@link nodeKaylesSearchFamily}. */
export interface NodeKaylesSearchConstraints {
    /**
     * Parts of at most this many vertices (0 … 10) are keyed up to isomorphism, larger ones by
     * their vertex set; 0 keys every part by its vertex set (the benchmark's baseline).
     * @defaultValue 8 ({@link SMALL_PARTS_DEFAULT}: bench/nodeKaylesKeys.ts measures 6, 8 and 10)
     */
    smallParts?: number;
}
/**
 * Node Kayles on one graph for the search. A part of at most `smallParts` (8) vertices is keyed
 * by its canonical adjacency code (smallPartKey.ts: isomorphic parts anywhere share an entry);
 * a larger one by its vertex set in that graph. Known without search: one vertex (1), an edge (1).
 */
export declare function nodeKaylesSearchFamily(graph: GraphPosition, constraints?: NodeKaylesSearchConstraints): SearchFamily<GraphPosition>;
