// One edge of the graph board that is a move: a button (role, tab stop, Enter and Space) over
// the edge's path, marked when the hint suggests it or it is chosen, its value a badge at its
// middle.
import { ink, label, shade } from "../colour.ts";
import type { OptionView } from "../protocol.ts";
import type { EdgePath } from "./edgePaths.ts";
import { type KindProps, optionStyle, valueWords } from "./props.ts";

export interface GraphEdgeProps {
  path: EdgePath;
  option: OptionView;
  /** What the move does, in words ("delete edge 1–2 and 3 more"). */
  what: string;
  board: KindProps<"graph">;
}

/** The edge as the button of its option. */
export function GraphEdge({ path, option: o, what, board: p }: GraphEdgeProps) {
  const d = path.d;
  const pick = () => {
    if (!p.disabled) p.onPick(o);
  };
  // the edge keeps the board's own ink (a game may colour its edges by player): its value is a badge at its middle
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
}
