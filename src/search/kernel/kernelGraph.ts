// What the search kernel takes, apart from its loader (which is Node-only): the graph, the game
// and the most vertices, so that a game's record can build a kernel start in any runtime.

/** The most vertices a graph of the kernel may have (a position is one 64-bit word). */
export const KERNEL_MAX_VERTICES = 64;
/** The games the kernel plays: a move takes a vertex with its neighbours (Node Kayles), or an edge's two ends (Arc Kayles, Cram on a grid). */
export type KernelGame = "nodekayles" | "arckayles";

/** A graph for the kernel: vertices 0 … n − 1 and edges; `grid` when it is the rows × columns grid with vertex r·columns + c (symmetries and shifts then apply). */
export interface KernelGraph {
  readonly n: number;
  readonly edges: readonly (readonly [number, number])[];
  readonly grid?: { readonly rows: number; readonly columns: number };
}
