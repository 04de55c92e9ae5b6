// The moves of the game on the Play page, as the user plays, undoes and redoes them: a move
// played or a new game clears what could be redone; Undo takes back the user's last move with
// the computer's replies after it, Redo plays them again. The engine keeps the game itself.
import { useState } from "preact/hooks";
import type { Engine } from "./useEngine.ts";
import type { Player } from "./protocol.ts";
import { moverOf } from "./Status.tsx";

export interface UndoRedo {
  /** Plays a move (the position after it). */
  play(position: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** Forgets what could be redone (a new game). */
  clear(): void;
}

/** Undo and redo of the moves made by `human` (and the replies to them). */
export function useUndoRedo(engine: Engine, human: Player): UndoRedo {
  const [redo, setRedo] = useState<string[][]>([]);
  const { config, busy } = engine;
  const moves = engine.snap?.moves ?? [];
  const canUndo = moves.some((_, k) => moverOf(k) === human) && !busy;
  return {
    play(position) {
      setRedo([]);
      engine.request(config, [...moves, position]);
    },
    undo() {
      if (!canUndo) return;
      const m = moves.slice();
      const undone: string[] = [];
      do undone.unshift(m.pop()!);
      while (m.length > 0 && moverOf(m.length) !== human);
      setRedo((r) => [...r, undone]);
      engine.request(config, m);
    },
    redo() {
      const group = redo[redo.length - 1];
      if (!group || busy) return;
      setRedo((r) => r.slice(0, -1));
      engine.request(config, [...moves, ...group]);
    },
    canUndo,
    canRedo: redo.length > 0 && !busy,
    clear: () => setRedo([]),
  };
}
