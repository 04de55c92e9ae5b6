// The status line: whose move it is and, with colours on, whether a win can be forced; at the
// end, who won and the person's first mistake; the computer's last move.
import { useEffect, useRef } from "preact/hooks";
import type { Player, Snapshot } from "./protocol.ts";

export const arrows = (t: string): string => t.replace(/ -> /g, " → ");

/** Who makes move k (0-based): the first player makes the even ones. */
export const moverOf = (k: number): "first" | "second" => (k % 2 === 0 ? "first" : "second");

export interface StatusProps {
  snap: Snapshot;
  human: Player;
  busy: boolean;
  colours: boolean;
  /** Whether the snapshot follows a move (a keyboard player whose button went away lands here). */
  afterMove: boolean;
}

function thinking(p: StatusProps): string {
  const { snap, human, busy, colours } = p;
  if (busy && !snap.over && moverOf(snap.moves.length) !== human) return "The computer is thinking…";
  if (busy) return "Thinking…";
  const now = snap.timeline[snap.timeline.length - 1];
  let status = snap.toMove === human ? "Your move." : "The computer's move.";
  if (colours && (now?.outcome === "N" || now?.outcome === "P") && snap.toMove === human) {
    const n = now.remoteness ?? now.suspense;
    status +=
      now.outcome === "N"
        ? ` You can force a win${n !== undefined ? ` (in ${n} move${n === 1 ? "" : "s"}, counting both players)` : ""}: pick a green move.`
        : " With best play the computer wins from here: make it work hard (the longest red move).";
  } else if (colours && now?.outcome === "D" && snap.toMove === human) {
    status += ` Neither side can force a win: keep the draw with an amber move (the game is a draw when a position comes back ${snap.repetitions} times).`;
  }
  return status;
}

function Result({ snap, human }: { snap: Snapshot; human: Player }) {
  if (snap.draw) {
    return (
      <>
        <strong class="result draw">Draw</strong>
        <span> — the position came back {snap.repetitions} times: neither side could force a win, so the game ends in a draw.</span>
      </>
    );
  }
  const youWon = snap.winner === human;
  const k = snap.mistakes[human];
  const mistake = k !== undefined ? snap.history[k] : undefined;
  const first = snap.timeline[0];
  return (
    <>
      <strong class={`result ${youWon ? "won" : "lost"}`}>{youWon ? "You win" : "The computer wins"}</strong>
      {youWon ? (
        <span> — well played!</span>
      ) : mistake ? (
        <span>
          {" "}
          — your first mistake was move {k! + 1}, <code>{mistake.brief ?? arrows(mistake.text)}</code>
          {mistake.best && (
            <>
              : <code>{mistake.bestBrief ?? arrows(mistake.best)}</code> would have kept the win
            </>
          )}
          .
        </span>
      ) : (
        <span>
          {" "}
          —{" "}
          {first?.outcome && first.toMove === human && first.outcome === "P"
            ? "the start was already lost for you: against perfect play no move could win. Try moving second."
            : "the computer never let the win go."}
        </span>
      )}
    </>
  );
}

export function Status(p: StatusProps) {
  const { snap, human, busy } = p;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!p.afterMove) return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [snap]);
  const last = snap.history.length > 0 ? snap.history[snap.history.length - 1]! : null;
  return (
    <div class="status" aria-live="polite" role="status" tabIndex={-1} ref={ref}>
      {snap.over ? <Result snap={snap} human={human} /> : <span>{thinking(p)}</span>}
      {last && !snap.over && last.by !== human && !busy && (
        <span class="last" data-think-ms={snap.thinkMs}>
          {" "}
          The computer moved: <code>{last.brief ?? arrows(last.text)}</code>.
        </span>
      )}
    </div>
  );
}
