/** An edge between two vertices, the smaller first (`[v, v]` is a loop). */
export type Edge = readonly [number, number];
/**
 * A Green Hackenbush position: its edges, each `[u, v]` with u ≤ v, sorted, every one
 * connected to the ground (vertex 0). A repeated pair is a second edge. Made by
 * {@link grounded}, which drops what the ground does not hold.
 */
export type Hackenbush = readonly Edge[];
/** The largest vertex label (labels are stored as numbers). */
export declare const MAX_VERTEX = 1000000000;
/** The most edges a graph may have. */
export declare const MAX_EDGES = 100000;
/** For each edge, whether it is connected to the ground (vertex 0). Iterative, linear in the edges. */
export declare function heldEdges(edges: readonly Edge[]): Uint8Array;
/**
 * The edges connected to the ground, each written smaller vertex first, sorted: the
 * position the rules keep (everything else has fallen).
 */
export declare function grounded(edges: readonly Edge[]): Hackenbush;
/** The position after deleting edge number `i` (one copy of a repeated pair). */
export declare function cut(p: Hackenbush, i: number): Hackenbush;
/** The indices of the distinct edges (one of each repeated pair): the moves. */
export declare function distinctEdges(p: Hackenbush): number[];
/** The text of a position, `hackenbush(0,1 1,2)`, read back by the family. */
export declare const print: (p: Hackenbush) => string;
/**
 * The key: the sorted, grounded edges themselves (equal positions, equal keys). Vertices are
 * not relabelled up to isomorphism on purpose: a play session lists one option per key, and
 * the board must tell apart the edges of two symmetric branches (each is the button for its
 * own option). The engine meets only small graphs, split at the ground into `components`.
 */
export declare const hackenbushKey: (p: Hackenbush) => string;
/**
 * The parts that meet only at the ground (a sum): the connected pieces of the graph
 * without vertex 0, each with its edges to the ground; a loop at the ground is a part alone.
 */
export declare function groundParts(p: Hackenbush): Hackenbush[];
/** The rules as an engine game: a move deletes one edge; what falls off the ground is gone. */
export declare const hackenbushRules: import("../../core/game.js").FiniteGame<Hackenbush>;
