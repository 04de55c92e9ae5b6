// A queen (or any single piece) on a grid, moving towards the corner (0,0): each cell an
// option moves her to is a button; the board's marks (the P-positions) on demand.
import { label } from "../colour.ts";
import type { OptionView } from "../protocol.ts";
import { boardClass, type KindProps, optionStyle, optionsOfKind, startOfKind, valueWords } from "./props.ts";

/** The start's size is kept up to this many cells a side. */
const KEEP = 40;

export function QueenBoard(p: KindProps<"queen">) {
  const { x: a, y: b } = p.board;
  const start = startOfKind(p, "queen");
  const w = Math.max(a, start && start.x <= KEEP ? start.x : 0);
  const h = Math.max(b, start && start.y <= KEEP ? start.y : 0);
  const byCell = new Map<string, OptionView>();
  for (const { option, board } of optionsOfKind(p.comp, "queen")) byCell.set(`${board.x},${board.y}`, option);
  const marked = new Set((p.board.marks ?? []).map(([x, y]) => `${x},${y}`));
  const show = p.showMarks === true;
  const rows = [];
  for (let y = h; y >= 0; y--) {
    const cells = [<div class="axis">{y}</div>];
    for (let x = 0; x <= w; x++) {
      const key = `${x},${y}`;
      const o = byCell.get(key);
      const mark = show && marked.has(key) ? <span class="pmark" aria-hidden="true" /> : null;
      if (o) {
        cells.push(
          <button
            type="button"
            {...optionStyle(o, p, "cell")}
            disabled={p.disabled}
            aria-label={`queen to (${x},${y})${valueWords(o, p)}${mark ? ", a P-position" : ""}`}
            title={`queen to (${x},${y})${valueWords(o, p)}`}
            onClick={() => p.onPick(o)}
          >
            {mark}
            <span class="opt-num">{label(o, p.colours)}</span>
          </button>,
        );
      } else if (x === a && y === b) {
        cells.push(
          <div class="cell still queen" role="img" aria-label={`the queen at (${x},${y})`}>
            ♛
          </div>,
        );
      } else {
        cells.push(<div class={`cell still${x === 0 && y === 0 ? " corner" : ""}${x > a || y > b ? " out" : ""}`}>{mark}</div>);
      }
    }
    rows.push(<div class="grid-row">{cells}</div>);
  }
  const axis = [<div class="axis" />];
  for (let x = 0; x <= w; x++) axis.push(<div class="axis">{x}</div>);
  rows.push(<div class="grid-row x-axis">{axis}</div>);
  return (
    <fieldset
      class={boardClass("queen", p)}
      style={{ "--columns": String(w + 1) }}
      aria-label={`${p.comp.family} board: the queen at (${a},${b}); the corner (0,0) is bottom left`}
    >
      {rows}
    </fieldset>
  );
}
