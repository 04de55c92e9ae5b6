// The options of a component as a list of buttons: the board of a family without one, and
// the keyboard's list beside every board.
import { label } from "../colour.ts";
import { type BoardProps, optionStyle } from "./props.ts";

export function OptionList(p: BoardProps & { listLabel?: string }) {
  const { comp } = p;
  if (comp.ended) return <p class="muted">No move left here.</p>;
  return (
    <ul class="option-list" aria-label={p.listLabel ?? `Moves in ${comp.text}`}>
      {comp.options.map((o) => (
        <li key={o.to}>
          <button type="button" {...optionStyle(o, p)} disabled={p.disabled} aria-pressed={p.selected !== undefined ? o.to === p.selected : undefined} onClick={() => p.onPick(o)}>
            <span class="opt-text">{o.to}</span>
            {label(o, p.colours) && <span class="opt-num">{label(o, p.colours)}</span>}
          </button>
        </li>
      ))}
      {!comp.complete && <li class="muted">… more moves exist than are listed</li>}
    </ul>
  );
}
