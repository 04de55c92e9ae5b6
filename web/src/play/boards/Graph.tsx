// A graph: its vertices on a circle (removed ones greyed), or with a ground, in layers above
// the ground line; its edges. An edge an option deletes (the option deleting it and the
// fewest others, with the same vertices removed) is that option's button; any other option
// is a button in the list underneath, naming what it changes.
import { ink, label, shade } from "../colour.ts";
import type { OptionView } from "../protocol.ts";
import { circleLayout, groundLayout, type Layout } from "./graphLayout.ts";
import { boardClass, type KindProps, optionStyle, optionsOfKind, startOfKind, valueWords } from "./props.ts";

/** The widest a board is drawn, in pixels (a wider graph is scaled down). */
const MAX_WIDTH = 760;
/** The most a drawing is enlarged to fill its column (its labels stay readable, not huge). */
const MAX_SCALE = 2.25;
/** The most of the screen's height a drawing takes. */
const MAX_HEIGHT_VH = 55;

/**
 * The drawing's CSS width: the main column's width (the container the boards scale to), at most
 * {@link MAX_SCALE} times its own size and {@link MAX_WIDTH}, and no taller than
 * {@link MAX_HEIGHT_VH} of the screen; its height follows from the view box.
 */
const drawnWidth = (layout: Layout): string =>
  `min(100cqi, ${Math.round(Math.min(layout.width * MAX_SCALE, MAX_WIDTH))}px, ${((MAX_HEIGHT_VH * layout.width) / layout.height).toFixed(2)}vh)`;

type Edges = readonly (readonly [number, number])[];
const pair = ([u, v]: readonly [number, number]): string => (u <= v ? `${u},${v}` : `${v},${u}`);
const counts = (edges: Edges): Map<string, number> => {
  const m = new Map<string, number>();
  for (const e of edges) m.set(pair(e), (m.get(pair(e)) ?? 0) + 1);
  return m;
};
const sameSet = (a: readonly number[] = [], b: readonly number[] = []): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** An edge's path, and its middle (where a click lands first). */
interface EdgePath {
  d: string;
  mid: readonly [number, number];
}

/** Each edge's path: straight, bent apart when repeated, a loop as a small circle, a ground edge down to the line. */
function edgePaths(edges: Edges, layout: Layout, ground: number | undefined): (EdgePath | undefined)[] {
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

export function GraphBoard(p: KindProps<"graph">) {
  const { vertices, edges, ground } = p.board;
  const removed = new Set(p.board.removed ?? []);
  const start = startOfKind(p, "graph");
  // the layout of the start (vertices keep their places), when this board is drawn on it
  const base = start && start.vertices >= vertices && start.ground === ground ? start : p.board;
  const layout = ground === undefined ? circleLayout(vertices) : groundLayout(base.vertices, base.edges, ground);
  const paths = edgePaths(edges, layout, ground);
  // each edge's option: the one deleting it and the fewest others, the removed vertices unchanged
  const have = counts(edges);
  const byEdge = new Map<string, { option: OptionView; left: number }>();
  const options = optionsOfKind(p.comp, "graph");
  for (const { option, board } of options) {
    if (!sameSet(board.removed, p.board.removed)) continue;
    const after = counts(board.edges);
    for (const [k, n] of have) {
      if ((after.get(k) ?? 0) >= n) continue;
      const best = byEdge.get(k);
      if (!best || board.edges.length > best.left) byEdge.set(k, { option, left: board.edges.length });
    }
  }
  const onBoard = new Set([...byEdge.values()].map((b) => b.option));
  const listed = options.filter(({ option }) => !onBoard.has(option));
  const r = ground === undefined ? 13 : 10;
  const shown = Array.from({ length: vertices }, (_, v) => v).filter((v) => v !== ground && layout.at[v] && (ground === undefined || edges.some(([a, b]) => a === v || b === v)));
  const edgeName = ([u, v]: readonly [number, number]): string => (u === v ? `the loop at ${u}` : `edge ${u}–${v}`);
  return (
    <fieldset
      class={boardClass("graph", p)}
      aria-label={ground === undefined ? `graph of ${vertices} vertices, ${removed.size} removed` : `graph of ${edges.length} edges on the ground`}
    >
      <svg
        width={Math.min(layout.width, MAX_WIDTH)}
        height={(layout.height * Math.min(layout.width, MAX_WIDTH)) / layout.width}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        style={{ width: drawnWidth(layout), height: "auto" }}
        role="img"
        aria-label={`edges: ${edges.map(([u, v]) => `${u}–${v}`).join(", ") || "none"}`}
      >
        {ground !== undefined && (
          <g class="ground">
            <line x1="6" y1={layout.groundY + 3} x2={layout.width - 6} y2={layout.groundY + 3} stroke="#6b5a3e" stroke-width="6" />
            <text x="8" y={layout.groundY + 20} font-size="11" fill="#6b5a3e">
              ground ({ground})
            </text>
          </g>
        )}
        {edges.map((e, i) => {
          const path = paths[i];
          if (path === undefined) return null;
          const d = path.d;
          const grey = removed.has(e[0]) || removed.has(e[1]);
          const mine = p.comp.ended ? undefined : byEdge.get(pair(e));
          if (!mine) return <path d={d} fill="none" stroke={grey ? "#ccc" : "#3b4a66"} stroke-width={ground === undefined ? 2 : 3} />;
          const o = mine.option;
          const fell = edges.length - mine.left - 1;
          const what = `delete ${edgeName(e)}${fell > 0 ? ` and ${fell} more` : ""}`;
          const pick = () => {
            if (!p.disabled) p.onPick(o);
          };
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG edge cannot be an HTML <button>; its role, tabindex and keys make it one
            <g
              role="button"
              tabindex={p.disabled ? -1 : 0}
              aria-disabled={p.disabled}
              aria-label={`${what}${valueWords(o, p)}`}
              {...optionStyle(o, p, "edge")}
              style={{ cursor: p.disabled ? "default" : "pointer" }}
              onClick={pick}
              onKeyDown={(ev) => {
                if (ev.key === "Enter" || ev.key === " ") {
                  ev.preventDefault();
                  pick();
                }
              }}
            >
              <title>{`${what}${valueWords(o, p)}`}</title>
              {o.to === p.hint && <path d={d} fill="none" stroke="#e0a000" stroke-width="10" stroke-dasharray="6 4" />}
              {o.to === p.selected && <path d={d} fill="none" stroke="#111" stroke-width="9" />}
              {/* the edge keeps the board's own ink (red and blue are Hackenbush's players): its value is a badge at its middle */}
              <path d={d} fill="none" stroke="#3b4a66" stroke-width="4" />
              <path d={d} fill="none" stroke="transparent" stroke-width="16" pointer-events="stroke" />
              <circle class="edge-badge" cx={path.mid[0]} cy={path.mid[1]} r="8" fill={shade(o, p.colours) ?? "transparent"} stroke={shade(o, p.colours) ? "#fff" : "none"} />
              {label(o, p.colours) && (
                <text x={path.mid[0]} y={path.mid[1] + 3.5} text-anchor="middle" font-size="10" font-weight="700" fill={ink(o, p.colours) ?? "#fff"} pointer-events="none">
                  {label(o, p.colours)}
                </text>
              )}
            </g>
          );
        })}
        {shown.map((v) => {
          const [x, y] = layout.at[v]!;
          return (
            <g>
              <circle cx={x} cy={y} r={r} fill={removed.has(v) ? "#ddd" : "#8aa0c8"} stroke="#3b4a66" />
              <text x={x} y={y + 4} text-anchor="middle" font-size={ground === undefined ? "12" : "10"} pointer-events="none">
                {v}
              </text>
            </g>
          );
        })}
      </svg>
      {!p.comp.ended && listed.length > 0 && (
        <ul class="option-list">
          {listed.map(({ option: o, board }) => {
            const after = new Set(board.removed ?? []);
            const gone = [...after].filter((v) => !removed.has(v));
            const back = [...removed].filter((v) => !after.has(v));
            const what = [gone.length ? `remove ${gone.join(", ")}` : "", back.length ? `bring back ${back.join(", ")}` : ""].filter(Boolean).join("; ") || o.to;
            return (
              <li>
                <button type="button" {...optionStyle(o, p)} disabled={p.disabled} aria-label={`${what}${valueWords(o, p)}`} title={o.to} onClick={() => p.onPick(o)}>
                  <span class="opt-text">{what}</span>
                  {label(o, p.colours) && <span class="opt-num">{label(o, p.colours)}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
