// The game's toolbar: Hint, Undo, Redo, New game, the switch that colours moves by their
// value and, where a board can mark them, the one that shows the P-positions.

export interface GameControlsProps {
  /** Whether Hint may be pressed (the user's turn, and the engine has a hint). */
  canHint: boolean;
  onHint(): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onNewGame(): void;
  colours: boolean;
  setColours(on: boolean): void;
  /** Whether a board can mark the P-positions (the switch is shown). */
  marks: boolean;
  showMarks: boolean;
  setShowMarks(on: boolean): void;
}

/** The buttons and switches, in one toolbar. */
export function GameControls(p: GameControlsProps) {
  return (
    <div class="controls" role="toolbar" aria-label="Game controls">
      <button type="button" onClick={p.onHint} disabled={!p.canHint}>
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
        <input type="checkbox" checked={p.colours} onChange={(e) => p.setColours(e.currentTarget.checked)} /> Colour moves by value
      </label>
      {p.marks && (
        <label class="switch">
          <input type="checkbox" checked={p.showMarks} onChange={(e) => p.setShowMarks(e.currentTarget.checked)} /> Show P-positions
        </label>
      )}
    </div>
  );
}
