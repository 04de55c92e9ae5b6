// What the player has under way in one position of the game: whether the hint is shown, and
// the moves chosen game by game (compounds where a move is made in several games at once).
// Both belong to the position: a new position drops them in the render that shows it (an
// effect would run after the paint, and could take back a click made meanwhile).
import type { Snapshot } from "./protocol.ts";
import { useState } from "preact/hooks";

/** The option chosen in each component, by its index (its text). */
export type Selection = Record<number, string>;

export interface MoveChoice {
  hintShown: boolean;
  setHintShown(on: boolean): void;
  selection: Selection;
  setSelection(f: Selection | ((s: Selection) => Selection)): void;
}

/** The hint's switch and the moves chosen, for the snapshot's position. */
export function useMoveChoice(snap: Snapshot): MoveChoice {
  const here = `${snap.moves.length} ${snap.position}`;
  const [hintAt, setHintAt] = useState<string | null>(null);
  const [chosenAt, setChosenAt] = useState<{ at: string; picked: Selection }>({ at: here, picked: {} });
  return {
    hintShown: hintAt === here,
    setHintShown: (on) => setHintAt(on ? here : null),
    selection: chosenAt.at === here ? chosenAt.picked : {},
    setSelection: (f) => setChosenAt((c) => ({ at: here, picked: typeof f === "function" ? f(c.at === here ? c.picked : {}) : f })),
  };
}
