// The graph board's moves that no edge shows (those removing or bringing back vertices), as
// buttons under the drawing, each naming what it changes.
import { label } from "../colour.ts";
import type { OptionView } from "../protocol.ts";
import { type KindProps, optionStyle, valueWords } from "./props.ts";

type GraphBoardOf = KindProps<"graph">["board"];

/** A button for each option listed (`board`: the option's own graph). */
export function GraphOptionList({ listed, board: p }: { listed: readonly { option: OptionView; board: GraphBoardOf }[]; board: KindProps<"graph"> }) {
  const removed = new Set(p.board.removed ?? []);
  return (
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
  );
}
