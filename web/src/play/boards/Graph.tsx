// A graph: its vertices on a circle (removed ones greyed), or with a ground, in layers above
// the ground line; its edges. An edge an option deletes (the option deleting it and the
// fewest others, with the same vertices removed) is that option's button; any other option
// is a button in the list underneath, naming what it changes.
import type { OptionView } from "../protocol.ts";
import { counts, edgePaths, pair } from "./edgePaths.ts";
import { GraphEdge } from "./GraphEdge.tsx";
import { GraphOptionList } from "./GraphOptionList.tsx";
import { circleLayout, groundLayout, type Layout } from "./graphLayout.ts";
import { boardClass, type KindProps, optionsOfKind, startOfKind } from "./props.ts";

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

const sameSet = (a: readonly number[] = [], b: readonly number[] = []): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Each edge's option (by its {@link pair}): the one deleting it and the fewest others, the
 * removed vertices unchanged; with how many edges that option leaves.
 */
function optionsByEdge(p: KindProps<"graph">): Map<string, { option: OptionView; left: number }> {
  const have = counts(p.board.edges);
  const byEdge = new Map<string, { option: OptionView; left: number }>();
  for (const { option, board } of optionsOfKind(p.comp, "graph")) {
    if (!sameSet(board.removed, p.board.removed)) continue;
    const after = counts(board.edges);
    for (const [k, n] of have) {
      if ((after.get(k) ?? 0) >= n) continue;
      const best = byEdge.get(k);
      if (!best || board.edges.length > best.left) byEdge.set(k, { option, left: board.edges.length });
    }
  }
  return byEdge;
}

const edgeName = ([u, v]: readonly [number, number]): string => (u === v ? `the loop at ${u}` : `edge ${u}–${v}`);

export function GraphBoard(p: KindProps<"graph">) {
  const { vertices, edges, ground } = p.board;
  const removed = new Set(p.board.removed ?? []);
  const start = startOfKind(p, "graph");
  // the layout of the start (vertices keep their places), when this board is drawn on it
  const base = start && start.vertices >= vertices && start.ground === ground ? start : p.board;
  const layout = ground === undefined ? circleLayout(vertices) : groundLayout(base.vertices, base.edges, ground);
  const paths = edgePaths(edges, layout, ground);
  const byEdge = optionsByEdge(p);
  const onBoard = new Set([...byEdge.values()].map((b) => b.option));
  const listed = optionsOfKind(p.comp, "graph").filter(({ option }) => !onBoard.has(option));
  const r = ground === undefined ? 13 : 10;
  const shown = Array.from({ length: vertices }, (_, v) => v).filter((v) => v !== ground && layout.at[v] && (ground === undefined || edges.some(([a, b]) => a === v || b === v)));
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
          const grey = removed.has(e[0]) || removed.has(e[1]);
          const mine = p.comp.ended ? undefined : byEdge.get(pair(e));
          if (!mine) return <path d={path.d} fill="none" stroke={grey ? "#ccc" : "#3b4a66"} stroke-width={ground === undefined ? 2 : 3} />;
          const fell = edges.length - mine.left - 1;
          return <GraphEdge path={path} option={mine.option} what={`delete ${edgeName(e)}${fell > 0 ? ` and ${fell} more` : ""}`} board={p} />;
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
      {!p.comp.ended && listed.length > 0 && <GraphOptionList listed={listed} board={p} />}
    </fieldset>
  );
}
