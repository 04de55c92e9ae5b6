// "All moves as a list": every legal move as a button (the keyboard's way beside the boards);
// where each component is played on its own, each one's options.
import { OptionList } from "./boards/index.tsx";
import { describe, ink, label, shade } from "./colour.ts";
import type { MoveView, OptionView, Snapshot } from "./protocol.ts";
import { arrows } from "./Status.tsx";

export interface MoveListProps {
  snap: Snapshot;
  colours: boolean;
  disabled: boolean;
  perComponent: boolean;
  hint: MoveView | null;
  selection: Record<number, string>;
  onPick(component: number, option: OptionView): void;
  onPlay(position: string): void;
}

/** A move as the lists show it: its words, or the position (one game) or the move's text. */
export const moveText = (m: MoveView, snap: Snapshot): string => m.brief ?? (snap.components.length === 1 ? m.position : arrows(m.text));

export function MoveList(p: MoveListProps) {
  const { snap, colours } = p;
  const hintFor = (i: number): string | undefined => p.hint?.parts.find((x) => x.component === i)?.to;
  return (
    <details class="move-list">
      <summary>All moves as a list</summary>
      {p.perComponent ? (
        snap.components.map((c, i) =>
          c.ended ? null : (
            <div>
              <h4>{c.text}</h4>
              <OptionList comp={c} index={i + 1} colours={colours} hint={hintFor(i)} selected={p.selection[i] ?? ""} disabled={p.disabled} onPick={(o) => p.onPick(i, o)} />
            </div>
          ),
        )
      ) : (
        <ul class="option-list" aria-label="Legal moves">
          {snap.moveList.map((m) => {
            const bg = shade(m, colours);
            const fg = ink(m, colours);
            return (
              <li>
                <button
                  type="button"
                  class={`opt${p.hint?.position === m.position ? " hinted" : ""}`}
                  style={{ ...(bg ? { background: bg } : {}), ...(fg ? { color: fg } : {}) }}
                  disabled={p.disabled}
                  title={describe(m, colours)}
                  onClick={() => p.onPlay(m.position)}
                >
                  <span class="opt-text">{moveText(m, snap)}</span>
                  {label(m, colours) && <span class="opt-num">{label(m, colours)}</span>}
                </button>
              </li>
            );
          })}
          {!snap.complete && <li class="muted">… more moves exist than are listed</li>}
        </ul>
      )}
    </details>
  );
}
