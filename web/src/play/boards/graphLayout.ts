// Where a graph board's vertices go: on a circle, or (with a ground) in layers above the
// ground line by their distance from it, each vertex over the middle of the ones it holds
// up, so that a tree is drawn as a tree. Iterative; computed from the start's board, so
// that vertices keep their places as the game goes on.

import { groundTree } from "sprague-grundy";

type Edges = readonly (readonly [number, number])[];

export interface Layout {
  width: number;
  height: number;
  /** The height of the ground line (layered layouts). */
  groundY: number;
  /** Each vertex's place (undefined for vertices the layout did not place). */
  at: (readonly [number, number] | undefined)[];
}

const SLOT = 46;
const LEVEL = 58;
const MARGIN = 26;

/** Vertices on a circle (a board without a ground). */
export function circleLayout(vertices: number, size = 220): Layout {
  const at = Array.from({ length: vertices }, (_, v) => {
    const t = (2 * Math.PI * v) / Math.max(1, vertices) - Math.PI / 2;
    return [size / 2 + (size / 2 - 18) * Math.cos(t), size / 2 + (size / 2 - 18) * Math.sin(t)] as const;
  });
  return { width: size, height: size, groundY: size, at };
}

/**
 * Layers above the ground: a breadth-first tree from the ground, its leaves side by side,
 * each vertex over the middle of its children; vertices the ground does not reach are
 * placed to the right on the first layer. The ground itself has no place (its edges end on
 * the line).
 */
export function groundLayout(vertices: number, edges: Edges, ground: number): Layout {
  const { depth, x, leaves } = groundTree(vertices, edges, ground);
  let slot = leaves;
  const onEdge = new Uint8Array(vertices);
  for (const [u, v] of edges) onEdge[u] = onEdge[v] = 1;
  // a loop at the ground stands on the line, after the rest
  const groundLoops = edges.filter(([u, v]) => u === ground && v === ground).length;
  let maxDepth = 1;
  for (let v = 0; v < vertices; v++) {
    if (v === ground || !onEdge[v]) continue;
    if (depth[v] === -1) {
      depth[v] = 1;
      x[v] = slot++;
    }
    maxDepth = Math.max(maxDepth, depth[v]!);
  }
  const slots = Math.max(1, slot + (groundLoops > 0 ? 1 : 0));
  const width = Math.max(220, 2 * MARGIN + slots * SLOT);
  const groundY = MARGIN + maxDepth * LEVEL + 10;
  const height = groundY + 24;
  const left = (width - slots * SLOT) / 2 + SLOT / 2;
  const at = Array.from({ length: vertices }, (_, v) =>
    v === ground || !onEdge[v] || depth[v] === -1 ? undefined : ([left + x[v]! * SLOT, groundY - depth[v]! * LEVEL] as const),
  );
  if (ground < vertices) at[ground] = [left + slot * SLOT, groundY] as const; // where a loop at the ground stands
  return { width, height, groundY, at };
}
