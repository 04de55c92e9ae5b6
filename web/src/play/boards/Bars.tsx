// Two bars side by side, drawn to scale. A bar that options shorten is cut at each value an
// option leaves: clicking a piece takes it and every piece to its right.
import { label } from "../colour.ts";
import type { OptionView } from "../protocol.ts";
import { boardClass, type KindProps, optionStyle, optionsOfKind, startOfKind, valueWords } from "./props.ts";

const WIDTH = 420;

/** The options that shorten bar `i` alone, by the length they leave, shortest first. */
function cuts(p: KindProps<"bars">, i: 0 | 1): [number, OptionView][] {
  const { a, b } = p.board;
  const out: [number, OptionView][] = [];
  for (const { option, board } of optionsOfKind(p.comp, "bars")) {
    if (i === 0 && board.b === b && board.a < a) out.push([board.a, option]);
    if (i === 1 && board.a === a && board.b < b) out.push([board.b, option]);
  }
  return out.sort((x, y) => x[0] - y[0]);
}

export function BarsBoard(p: KindProps<"bars">) {
  const { a, b } = p.board;
  const big = Math.max(a, b);
  const start = startOfKind(p, "bars");
  // the start's scale, so that the bars shrink as the game goes on (rescaled past a quarter, where they would be slivers)
  const scale = start ? Math.max(big, Math.min(Math.max(start.a, start.b), 4 * big)) : big;
  const unit = scale > 0 ? WIDTH / scale : 0;
  const name = p.comp.unit.charAt(0).toUpperCase() + p.comp.unit.slice(1);
  const bar = (n: number, i: 0 | 1) => {
    const pieces = cuts(p, i);
    if (pieces.length === 0) {
      return (
        <div class="bar-row">
          <span class="bar-num">{n}</span>
          <div class="bar small-bar" role="img" style={{ width: `${Math.max(n * unit, n > 0 ? 2 : 0)}px` }} aria-label={`number ${i + 1}: ${n}`} />
        </div>
      );
    }
    const rest = pieces[0]![0];
    return (
      <div class="bar-row">
        <span class="bar-num">{n}</span>
        <fieldset class="bar-blocks" aria-label={`number ${i + 1}, ${n}: ${rest > 0 ? `${rest} that stays, then ` : ""}${pieces.length} pieces to take`}>
          {rest > 0 && <div class="bar rest" style={{ width: `${rest * unit}px` }} />}
          {pieces.map(([to, o], k) => {
            const width = ((pieces[k + 1]?.[0] ?? n) - to) * unit;
            const style = optionStyle(o, p, "bar block");
            return (
              <button
                type="button"
                {...style}
                style={{ ...style.style, width: `${width}px` }}
                disabled={p.disabled}
                aria-label={`${n} down to ${to}: ${o.to}${valueWords(o, p)}`}
                title={`${n} → ${to}${valueWords(o, p)}`}
                onClick={() => p.onPick(o)}
              >
                <span class="opt-num">{label(o, p.colours)}</span>
              </button>
            );
          })}
        </fieldset>
      </div>
    );
  };
  return (
    <fieldset class={boardClass("bars", p, p.comp.ended ? "finished" : "")} aria-label={`${p.comp.unit} ${p.index}: ${p.comp.text}`}>
      <div class="pair-title">
        {name} {p.index}: ({a}, {b}) {p.comp.ended && <em>finished</em>}
      </div>
      {bar(a, 0)}
      {bar(b, 1)}
    </fieldset>
  );
}
