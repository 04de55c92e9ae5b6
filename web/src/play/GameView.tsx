// The game being played: its rules, position and status, the controls, a board per component
// (its family's view draws it), the confirm line where a move is chosen game by game, the
// list of all moves, and the side panel. It keeps the player's switches and the move being
// chosen; the game itself is the engine's snapshot.
import { compoundKind } from "sprague-grundy";
import { useState } from "preact/hooks";
import { BoardView, fits } from "./boards/index.tsx";
import { describe } from "./colour.ts";
import { ErrorLine } from "./ErrorLine.tsx";
import { MoveList, moveText } from "./MoveList.tsx";
import type { ErrorReply, GameConfig, OptionView, Player, Snapshot } from "./protocol.ts";
import { Rules, unitOf } from "./Rules.tsx";
import { SidePanel } from "./SidePanel.tsx";
import { Status } from "./Status.tsx";

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
  // The hint shown and the moves being chosen belong to one position: a new position drops them
  // in the render that shows it (an effect would run after the paint, and could take back a
  // click made meanwhile).
  const here = `${snap.moves.length} ${snap.position}`;
  const [hintAt, setHintAt] = useState<string | null>(null);
  const hintShown = hintAt === here;
  const setHintShown = (on: boolean) => setHintAt(on ? here : null);
  const [chosenAt, setChosenAt] = useState<{ at: string; picked: Record<number, string> }>({ at: here, picked: {} });
  const selection = chosenAt.at === here ? chosenAt.picked : {};
  const setSelection = (f: Record<number, string> | ((s: Record<number, string>) => Record<number, string>)) =>
    setChosenAt((c) => ({ at: here, picked: typeof f === "function" ? f(c.at === here ? c.picked : {}) : f }));

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
    setSelection((s) => ({ ...s, [i]: s[i] === o.to ? undefined : o.to }) as Record<number, string>);
  };
  const movers = snap.components.flatMap((c, i) => (c.ended ? [] : [i]));
  const chosenCount = movers.filter((i) => selection[i] !== undefined).length;
  const allChosen = perComponent ? movers.length > 0 && chosenCount === movers.length : selecting && chosenCount > 0;
  const confirm = () => {
    if (allChosen) play(snap.components.map((c, i) => selection[i] ?? c.text).join(" + "));
  };
  const hint = hintShown && snap.hint ? snap.hint : null;
  const hintFor = (i: number): string | undefined => hint?.parts.find((x) => x.component === i)?.to;
  const pendingValue = (() => {
    if (!allChosen || !perComponent) return null;
    const chosen = movers.map((i) => snap.components[i]!.options.find((o) => o.to === selection[i]));
    const ns = chosen.map((o) => (o ? (o.suspense ?? o.remoteness) : undefined));
    if (ns.some((n) => n === undefined)) return null;
    const longest = kind.measure === "suspense";
    const v = (ns as number[]).reduce((m, n) => (longest ? Math.max(m, n) : Math.min(m, n)), longest ? 0 : Infinity);
    return { wins: v % 2 === 0, [longest ? "suspense" : "remoteness"]: v };
  })();
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

        <div class="controls" role="toolbar" aria-label="Game controls">
          <button type="button" onClick={() => setHintShown(true)} disabled={!yourTurn || !snap.hint}>
            Hint
          </button>
          <button type="button" onClick={p.onUndo} disabled={!p.canUndo}>
            Undo
          </button>
          <button type="button" onClick={p.onRedo} disabled={!p.canRedo}>
            Redo
          </button>
          <button type="button" onClick={p.onNewGame}>
            New game
          </button>
          <label class="switch">
            <input type="checkbox" checked={colours} onChange={(e) => setColours(e.currentTarget.checked)} /> Colour moves by value
          </label>
          {marks && (
            <label class="switch">
              <input type="checkbox" checked={showMarks} onChange={(e) => setShowMarks(e.currentTarget.checked)} /> Show P-positions
            </label>
          )}
        </div>
        {hint && (
          <p class="hint-line" aria-live="polite">
            Hint: <code>{moveText(hint, snap)}</code> {describe(hint, true) && <span class="muted">— {describe(hint, true)}</span>}
          </p>
        )}

        <div class={`boards${busy ? " busy" : ""}`}>
          {snap.components.map((c, i) => (
            <div class="board">
              {snap.components.length > 1 && !(fits(c.board) && c.board.kind === "bars") && <h3 class="comp-title">{c.text}</h3>}
              <BoardView
                comp={c}
                index={i + 1}
                colours={colours}
                hint={hintFor(i)}
                selected={selection[i]}
                disabled={!yourTurn}
                showMarks={showMarks}
                start={snap.startBoards[i]}
                onPick={(o) => pick(i, o)}
              />
            </div>
          ))}
        </div>

        {selecting && !over && (
          <div class="confirm">
            <button type="button" class="primary" disabled={!allChosen || !yourTurn} onClick={confirm}>
              Play these moves
            </button>
            <span class="muted">
              {allChosen
                ? pendingValue && colours
                  ? `This move ${describe(pendingValue, true)}.`
                  : "Ready."
                : perComponent
                  ? `Choose a move in each unfinished ${unitOf(snap)} (${chosenCount} of ${movers.length} chosen).`
                  : "Choose a move in one game or more, then play them together."}
            </span>
          </div>
        )}

        {snap.components.some((c) => fits(c.board)) && (
          <MoveList snap={snap} colours={colours} disabled={!yourTurn} perComponent={perComponent} hint={hint} selection={selection} onPick={pick} onPlay={play} />
        )}
      </div>
      <SidePanel snap={snap} human={human} config={config} perComponent={perComponent} />
    </div>
  );
}
