// The game being played: its rules, position and status, the controls, a board per component
// (its family's view draws it), the confirm line where a move is chosen game by game, the
// list of all moves, and the side panel. It keeps the player's switches and the move being
// chosen; the game itself is the engine's snapshot.
import { compoundKind } from "sprague-grundy";
import { useState } from "preact/hooks";
import { fits } from "./boards/index.tsx";
import { describe } from "./colour.ts";
import { ConfirmLine } from "./ConfirmLine.tsx";
import { ErrorLine } from "./ErrorLine.tsx";
import { GameBoards } from "./GameBoards.tsx";
import { GameControls } from "./GameControls.tsx";
import { MoveList, moveText } from "./MoveList.tsx";
import type { ErrorReply, GameConfig, OptionView, Player, Snapshot } from "./protocol.ts";
import { Rules } from "./Rules.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { Status } from "./Status.tsx";
import { type Selection, useMoveChoice } from "./useMoveChoice.ts";

export interface GameViewProps {
  snap: Snapshot;
  config: GameConfig;
  busy: boolean;
  /** Whether the snapshot starts a new game (else it follows a move). */
  fresh: boolean;
  gameError: ErrorReply | null;
  notice: string;
  human: Player;
  canUndo: boolean;
  canRedo: boolean;
  onPlay(position: string): void;
  onUndo(): void;
  onRedo(): void;
  onNewGame(): void;
}

export function GameView(p: GameViewProps) {
  const { snap, config, busy, human } = p;
  const [colours, setColours] = useState(true);
  const [showMarks, setShowMarks] = useState(false);
  const { hintShown, setHintShown, selection, setSelection } = useMoveChoice(snap);
  const kind = compoundKind(config.compound);
  /** A move is chosen game by game, then played: in every (unfinished) game, or in any of them. */
  const perComponent = kind.moves === "all" || kind.moves === "unfinished";
  const selecting = kind.moves !== "one";
  const over = snap.over;
  const yourTurn = !over && snap.toMove === human && !busy;
  const play = (position: string) => {
    if (!yourTurn) return;
    setHintShown(false);
    setSelection({});
    p.onPlay(position);
  };
  const pick = (i: number, o: OptionView) => {
    if (!selecting) {
      if (o.move) play(o.move);
      return;
    }
    setSelection((s) => ({ ...s, [i]: s[i] === o.to ? undefined : o.to }) as Selection);
  };
  const movers = snap.components.flatMap((c, i) => (c.ended ? [] : [i]));
  const chosenCount = movers.filter((i) => selection[i] !== undefined).length;
  const allChosen = perComponent ? movers.length > 0 && chosenCount === movers.length : selecting && chosenCount > 0;
  const confirm = () => {
    if (allChosen) play(snap.components.map((c, i) => selection[i] ?? c.text).join(" + "));
  };
  const hint = hintShown && snap.hint ? snap.hint : null;
  const hintFor = (i: number): string | undefined => hint?.parts.find((x) => x.component === i)?.to;
  const marks = snap.components.some((c) => c.board?.kind === "queen" && c.board.marks !== undefined);

  return (
    <div class="game">
      <div class="game-main">
        <Rules snap={snap} config={config} />
        <p class="position">
          Position: <code>{snap.position}</code>
        </p>
        <Status snap={snap} human={human} busy={busy} colours={colours} afterMove={!p.fresh} />
        {p.gameError && <ErrorLine error={p.gameError} source="" />}
        {p.notice && <p class="notice">{p.notice}</p>}
        <GameControls
          {...{ colours, setColours, marks, showMarks, setShowMarks }}
          canHint={yourTurn && !!snap.hint}
          onHint={() => setHintShown(true)}
          canUndo={p.canUndo}
          canRedo={p.canRedo}
          onUndo={p.onUndo}
          onRedo={p.onRedo}
          onNewGame={p.onNewGame}
        />
        {hint && (
          <p class="hint-line" aria-live="polite">
            Hint: <code>{moveText(hint, snap)}</code> {describe(hint, true) && <span class="muted">— {describe(hint, true)}</span>}
          </p>
        )}

        <GameBoards {...{ snap, busy, colours, showMarks, hintFor, selection }} disabled={!yourTurn} onPick={pick} />

        {selecting && !over && <ConfirmLine {...{ snap, kind, perComponent, selection, movers, allChosen, yourTurn, colours }} onConfirm={confirm} />}

        {snap.components.some((c) => fits(c.board)) && (
          <MoveList snap={snap} colours={colours} disabled={!yourTurn} perComponent={perComponent} hint={hint} selection={selection} onPick={pick} onPlay={play} />
        )}
      </div>
      <SidePanel snap={snap} human={human} config={config} perComponent={perComponent} />
    </div>
  );
}
