// The game's boards, one a component (its family's view draws it), each titled with the
// component's text when there are several (a pair of bars names itself).
import { BoardView, fits } from "./boards/index.tsx";
import type { OptionView, Snapshot } from "./protocol.ts";
import type { Selection } from "./useMoveChoice.ts";

export interface GameBoardsProps {
  snap: Snapshot;
  busy: boolean;
  colours: boolean;
  showMarks: boolean;
  /** The option the hint suggests in component i (its text), when the hint is shown. */
  hintFor(i: number): string | undefined;
  selection: Selection;
  disabled: boolean;
  onPick(i: number, option: OptionView): void;
}

/** The row of boards (dimmed while the engine is busy). */
export function GameBoards(p: GameBoardsProps) {
  const { snap } = p;
  return (
    <div class={`boards${p.busy ? " busy" : ""}`}>
      {snap.components.map((c, i) => (
        <div class="board">
          {snap.components.length > 1 && !(fits(c.board) && c.board.kind === "bars") && <h3 class="comp-title">{c.text}</h3>}
          <BoardView
            comp={c}
            index={i + 1}
            colours={p.colours}
            hint={p.hintFor(i)}
            selected={p.selection[i]}
            disabled={p.disabled}
            showMarks={p.showMarks}
            start={snap.startBoards[i]}
            onPick={(o) => p.onPick(i, o)}
          />
        </div>
      ))}
    </div>
  );
}
