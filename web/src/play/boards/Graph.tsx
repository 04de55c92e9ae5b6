// A graph: its vertices on a circle (removed ones greyed) and its edges; each option as a
// button naming what it changes (the vertices it removes or brings back).
import { label } from "../colour.ts";
import { boardClass, type KindProps, optionStyle, optionsOfKind, valueWords } from "./props.ts";

const SIZE = 220;

export function GraphBoard(p: KindProps<"graph">) {
  const { vertices, edges } = p.board;
  const removed = new Set(p.board.removed ?? []);
  const at = (v: number): [number, number] => {
    const t = (2 * Math.PI * v) / Math.max(1, vertices) - Math.PI / 2;
    return [SIZE / 2 + (SIZE / 2 - 18) * Math.cos(t), SIZE / 2 + (SIZE / 2 - 18) * Math.sin(t)];
  };
  const options = optionsOfKind(p.comp, "graph");
  return (
    <fieldset class={boardClass("graph", p)} aria-label={`graph of ${vertices} vertices, ${removed.size} removed`}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={`edges: ${edges.map(([u, v]) => `${u}–${v}`).join(", ") || "none"}`}>
        {edges.map(([u, v]) => {
          const [x1, y1] = at(u);
          const [x2, y2] = at(v);
          return <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={removed.has(u) || removed.has(v) ? "#ccc" : "#3b4a66"} stroke-width="2" />;
        })}
        {Array.from({ length: vertices }, (_, v) => {
          const [x, y] = at(v);
          return (
            <g>
              <circle cx={x} cy={y} r="13" fill={removed.has(v) ? "#ddd" : "#8aa0c8"} stroke="#3b4a66" />
              <text x={x} y={y + 4} text-anchor="middle" font-size="12">
                {v}
              </text>
            </g>
          );
        })}
      </svg>
      {!p.comp.ended && (
        <ul class="option-list">
          {options.map(({ option: o, board }) => {
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
