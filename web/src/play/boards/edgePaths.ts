// The graph board's edges as drawn: each edge's SVG path (straight, bent apart when repeated,
// a loop as a small circle, an edge to the ground down to its line) and its middle, where its
// value's badge goes; and the edges counted by their ends.
import type { Layout } from "./graphLayout.ts";

/** A graph's edges, a repeated pair a second edge. */
export type Edges = readonly (readonly [number, number])[];
/** An edge's key, its ends in order (both copies of a repeated edge have the same). */
export const pair = ([u, v]: readonly [number, number]): string => (u <= v ? `${u},${v}` : `${v},${u}`);
/** How many copies of each edge (by its {@link pair}) there are. */
export const counts = (edges: Edges): Map<string, number> => {
  const m = new Map<string, number>();
  for (const e of edges) m.set(pair(e), (m.get(pair(e)) ?? 0) + 1);
  return m;
};
/** An edge's path, and its middle (where a click lands first). */
export interface EdgePath {
  d: string;
  mid: readonly [number, number];
}

/** Each edge's path: straight, bent apart when repeated, a loop as a small circle, a ground edge down to the line. */
export function edgePaths(edges: Edges, layout: Layout, ground: number | undefined): (EdgePath | undefined)[] {
  const copies = counts(edges);
  const seen = new Map<string, number>();
  return edges.map((e) => {
    const [u, v] = e;
    const k = seen.get(pair(e)) ?? 0;
    seen.set(pair(e), k + 1);
    const spread = k - ((copies.get(pair(e)) ?? 1) - 1) / 2;
    if (u === v) {
      const p = layout.at[u];
      if (!p) return undefined;
      // up and to the right of a vertex (clear of the edges above it); straight up on the ground
      const t = (u === ground ? 0 : 1) + spread * 0.8;
      const [cx, cy] = [p[0] + 14 * Math.sin(t), p[1] - 14 * Math.cos(t)];
      return { d: `M ${cx - 0.1} ${cy - 10} a 10 10 0 1 0 0.1 0 Z`, mid: [cx, cy] };
    }
    if (ground !== undefined && (u === ground || v === ground)) {
      const p = layout.at[u === ground ? v : u];
      if (!p) return undefined;
      const foot = p[0] + spread * 16;
      return { d: `M ${p[0]} ${p[1]} L ${foot} ${layout.groundY}`, mid: [(p[0] + foot) / 2, (p[1] + layout.groundY) / 2] };
    }
    const a = layout.at[u];
    const b = layout.at[v];
    if (!a || !b) return undefined;
    if (spread === 0) return { d: `M ${a[0]} ${a[1]} L ${b[0]} ${b[1]}`, mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] };
    const [mx, my] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    // the curve's middle is halfway between the chord's middle and the control point
    return { d: `M ${a[0]} ${a[1]} Q ${mx + nx * spread * 36} ${my + ny * spread * 36} ${b[0]} ${b[1]}`, mid: [mx + nx * spread * 18, my + ny * spread * 18] };
  });
}
