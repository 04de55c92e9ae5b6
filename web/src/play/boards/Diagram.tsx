// A Young diagram (a bar of squares): rows of squares, left-aligned; a click on a square takes it
// and every square below and right of it. The top-left square is poisoned.
import { useState } from "preact/hooks";
import { label } from "../colour.ts";
import { boardClass, type KindProps, optionStyle, optionsOfKind, startOfKind, valueWords } from "./props.ts";

const same = (x: readonly number[], y: readonly number[]): boolean => x.length === y.length && x.every((v, i) => v === y[i]);

export function DiagramBoard(p: KindProps<"diagram">) {
  const { rows } = p.board;
  const [hover, setHover] = useState<[number, number] | null>(null);
  const bite = (r: number, c: number): number[] => (c === 0 ? rows.slice(0, r) : rows.map((l, x) => (x >= r && l > c ? c : l)));
  const opts = optionsOfKind(p.comp, "diagram");
  const start = startOfKind(p, "diagram");
  const first = start && start.rows.length <= 20 && (start.rows[0] ?? 0) <= 30 ? start.rows : rows;
  const width = Math.max(rows[0] ?? 0, first[0] ?? 0);
  const all = Array.from({ length: Math.max(rows.length, first.length) }, (_, r) => rows[r] ?? 0);
  return (
    <fieldset class={boardClass("diagram", p)} aria-label={`bar of squares: rows ${rows.join(", ")}; the top-left square is poisoned`}>
      {all.map((len, r) => (
        <div class="grid-row">
          {Array.from({ length: width }, (_, c) => {
            if (c >= len) return <div class="cell still eaten" />;
            if (r === 0 && c === 0)
              return (
                <div class="cell still poison" role="img" aria-label="the poisoned square" title="the poisoned square: whoever is left with only it loses">
                  ☠
                </div>
              );
            const after = bite(r, c);
            const o = opts.find((x) => same(x.board.rows, after))?.option;
            const going = hover !== null && r >= hover[0] && c >= hover[1];
            if (!o) return <div class={`cell still square${going ? " going" : ""}`} />;
            return (
              <button
                type="button"
                {...optionStyle(o, p, `cell square${going ? " going" : ""}`)}
                disabled={p.disabled}
                aria-label={`bite at row ${r + 1}, column ${c + 1}${valueWords(o, p)}`}
                title={`bite at row ${r + 1}, column ${c + 1}${valueWords(o, p)}`}
                onMouseEnter={() => setHover([r, c])}
                onMouseLeave={() => setHover(null)}
                onFocus={() => setHover([r, c])}
                onBlur={() => setHover(null)}
                onClick={() => p.onPick(o)}
              >
                <span class="opt-num">{label(o, p.colours)}</span>
              </button>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}
