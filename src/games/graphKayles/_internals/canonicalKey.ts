// Keys of connected parts up to relabelling, so that the engine meets each shape once:
// paths, cycles and complete graphs by their size, other small parts by a canonical labelling
// (individualisation and refinement, the idea of McKay's nauty, without its pruning).
import type { GraphPosition } from "./graph.js";
import { labelledKey } from "./graph.js";
import { shapeOf } from "./shape.js";

/** Parts up to this many vertices get a canonical key; larger ones are keyed by their labels. */
export const CANONICAL_MAX_VERTICES = 20;
/** The most leaves the canonical search visits before the part is keyed by its labels instead. */
const MAX_LEAVES = 256;

/**
 * A key of a connected part (relabelled 0 … k−1) equal for isomorphic parts: `P7` (a path of
 * 7 vertices), `C6` (a cycle), `K4` (a complete graph), `G5:…` (the least adjacency string over the canonical search's
 * labellings), or, for a part too large or too symmetric for that search, `L…` (its labels:
 * still a correct key, only shared less). Which of these a part gets depends on its shape
 * alone, so isomorphic parts never get keys of two kinds.
 */
export function canonicalKey(part: GraphPosition): string {
  const labelled = labelledKey(part);
  let key = known.get(labelled);
  if (key === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(labelled, (key = searchKey(part, labelled)));
  }
  return key;
}

/** Canonical keys found so far, by labelled key (the search costs far more than the lookup); cleared when full. */
const known = new Map<string, string>();
const KNOWN_MAX = 200_000;

function searchKey(part: GraphPosition, labelled: string): string {
  const shape = shapeOf(part);
  if (shape.kind === "path") return `P${shape.k}`;
  if (shape.kind === "cycle") return `C${shape.k}`;
  if (shape.kind === "complete") return `K${shape.k}`;
  if (part.n <= CANONICAL_MAX_VERTICES) {
    const best = leastAdjacency(part);
    if (best !== undefined) return `G${part.n}:${best}`;
  }
  return `L${labelled}`;
}

/** Bit masks of neighbours. */
function masks(part: GraphPosition): number[] {
  const adj = new Array<number>(part.n).fill(0);
  for (const [u, v] of part.edges) {
    adj[u]! |= 1 << v;
    adj[v]! |= 1 << u;
  }
  return adj;
}

const popcount = (x: number): number => {
  let c = 0;
  for (let y = x; y !== 0; y &= y - 1) c++;
  return c;
};

/**
 * Refines an ordered partition until it is equitable: each cell splits by the number of
 * neighbours its vertices have in every cell, the pieces ordered by that count vector.
 * The result depends only on the graph and the partition, not on the labels.
 */
function refine(adj: readonly number[], cells: number[][]): number[][] {
  let current = cells;
  for (;;) {
    const cellMasks = current.map((c) => c.reduce((m, v) => m | (1 << v), 0));
    const next: number[][] = [];
    for (const cell of current) {
      if (cell.length === 1) {
        next.push(cell);
        continue;
      }
      const sig = new Map<number, number[]>();
      for (const v of cell)
        sig.set(
          v,
          cellMasks.map((m) => popcount(adj[v]! & m)),
        );
      const groups = new Map<string, number[]>();
      for (const v of cell) {
        const s = sig.get(v)!.join(",");
        const g = groups.get(s);
        if (g) g.push(v);
        else groups.set(s, [v]);
      }
      const ordered = [...groups.values()].sort((a, b) => compareVectors(sig.get(a[0]!)!, sig.get(b[0]!)!));
      for (const group of ordered) next.push(group);
    }
    if (next.length === current.length) return next;
    current = next;
  }
}

function compareVectors(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The adjacency string (upper triangle, row by row, as hex) of the vertices in `order`. */
function adjacencyString(adj: readonly number[], order: readonly number[]): string {
  let out = "";
  let nibble = 0;
  let bits = 0;
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      nibble = (nibble << 1) | ((adj[order[i]!]! >> order[j]!) & 1);
      if (++bits === 4) {
        out += nibble.toString(16);
        nibble = 0;
        bits = 0;
      }
    }
  }
  return bits > 0 ? out + (nibble << (4 - bits)).toString(16) : out;
}

/**
 * The least adjacency string over the leaves of the search tree (each leaf a labelling:
 * individualise a vertex of the first non-singleton cell, refine, repeat), or undefined
 * when the tree has more than {@link MAX_LEAVES} leaves. The tree depends only on the graph,
 * so the least leaf is a canonical form. Depth at most the part's size (≤ 20).
 */
function leastAdjacency(part: GraphPosition): string | undefined {
  const adj = masks(part);
  let best: string | undefined;
  let leaves = 0;
  const search = (cells: number[][]): boolean => {
    const target = cells.findIndex((c) => c.length > 1);
    if (target < 0) {
      if (++leaves > MAX_LEAVES) return false;
      const s = adjacencyString(
        adj,
        cells.map((c) => c[0]!),
      );
      if (best === undefined || s < best) best = s;
      return true;
    }
    const cell = cells[target]!;
    for (const v of cell) {
      const split = [...cells.slice(0, target), [v], cell.filter((w) => w !== v), ...cells.slice(target + 1)];
      if (!search(refine(adj, split))) return false;
    }
    return true;
  };
  const start = refine(adj, [Array.from({ length: part.n }, (_, v) => v)]);
  return search(start) ? best : undefined;
}
