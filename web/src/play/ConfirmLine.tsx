// The line under the boards where a move chosen game by game is played: "Play these moves",
// and what is still to choose or, once all is chosen, what the move does (its value, when
// moves are coloured and the compound's measure decides it).
import type { CompoundKindInfo } from "sprague-grundy";
import { describe } from "./colour.ts";
import type { Snapshot } from "./protocol.ts";
import { unitOf } from "./Rules.tsx";
import type { Selection } from "./useMoveChoice.ts";

export interface ConfirmLineProps {
  snap: Snapshot;
  kind: CompoundKindInfo;
  /** Whether a move is chosen in every unfinished game (else in any of them). */
  perComponent: boolean;
  selection: Selection;
  /** The components that can move (not ended). */
  movers: readonly number[];
  allChosen: boolean;
  yourTurn: boolean;
  colours: boolean;
  onConfirm(): void;
}

/**
 * Whether the move chosen in every game wins, with its remoteness or suspense: the least (or,
 * for suspense, the greatest) of the options chosen; null when one of them has none.
 */
function chosenValue(p: ConfirmLineProps): { wins: boolean; remoteness?: number; suspense?: number } | null {
  if (!p.allChosen || !p.perComponent) return null;
  const chosen = p.movers.map((i) => p.snap.components[i]!.options.find((o) => o.to === p.selection[i]));
  const ns = chosen.map((o) => (o ? (o.suspense ?? o.remoteness) : undefined));
  if (ns.some((n) => n === undefined)) return null;
  const longest = p.kind.measure === "suspense";
  const v = (ns as number[]).reduce((m, n) => (longest ? Math.max(m, n) : Math.min(m, n)), longest ? 0 : Infinity);
  return { wins: v % 2 === 0, [longest ? "suspense" : "remoteness"]: v };
}

/** The button and the words beside it. */
export function ConfirmLine(p: ConfirmLineProps) {
  const pendingValue = chosenValue(p);
  const chosenCount = p.movers.filter((i) => p.selection[i] !== undefined).length;
  return (
    <div class="confirm">
      <button type="button" class="primary" disabled={!p.allChosen || !p.yourTurn} onClick={p.onConfirm}>
        Play these moves
      </button>
      <span class="muted">
        {p.allChosen
          ? pendingValue && p.colours
            ? `This move ${describe(pendingValue, true)}.`
            : "Ready."
          : p.perComponent
            ? `Choose a move in each unfinished ${unitOf(p.snap)} (${chosenCount} of ${p.movers.length} chosen).`
            : "Choose a move in one game or more, then play them together."}
      </span>
    </div>
  );
}
