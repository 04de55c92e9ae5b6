// The value history: move by move, who was winning with best play and by how much, so a
// player sees where the game turned.
import type { Player, Snapshot, ValuePoint } from "./protocol.ts";

function winnerAt(v: ValuePoint): Player | undefined {
  if (v.outcome === undefined || v.outcome === "D") return undefined;
  return v.outcome === "N" ? v.toMove : v.toMove === "first" ? "second" : "first";
}

export function ValueStrip({ snap, human }: { snap: Snapshot; human: Player }) {
  const points = snap.timeline;
  const name = (p: Player) => (p === human ? "you" : "the computer");
  return (
    <section class="value-strip" aria-label="Who was winning, move by move">
      <h3>Who was winning</h3>
      <ol class="strip-cells">
        {points.map((v, k) => {
          const w = winnerAt(v);
          const prev = k > 0 ? winnerAt(points[k - 1]!) : undefined;
          const turned = k > 0 && w !== undefined && prev !== undefined && w !== prev;
          const n = v.remoteness ?? v.suspense;
          const move = k === 0 ? "Start" : `After move ${k} (${name(snap.history[k - 1]!.by)})`;
          const how =
            v.outcome === "D"
              ? "a draw with best play"
              : w === undefined
                ? "out of the engine's reach"
                : `${name(w)} ${w === human ? "win" : "wins"} with best play${n !== undefined ? `, ${n} more move${n === 1 ? "" : "s"}` : ""}`;
          const text = `${move}: ${how}${v.grundy !== undefined ? ` (nim-sum ${v.grundy})` : ""}${turned ? ". The game turned here." : ""}`;
          return (
            <li class={`vcell ${v.outcome === "D" ? "draw" : w === undefined ? "unknown" : w === human ? "you" : "them"}${turned ? " turned" : ""}`} title={text} aria-label={text}>
              <span class="vnum">{v.outcome === "D" ? "=" : (n ?? (v.grundy !== undefined ? `G${v.grundy}` : ""))}</span>
              <span class="vk">{k}</span>
            </li>
          );
        })}
      </ol>
      <details class="muted small">
        <summary>How to read it</summary>
        One square per position (0 = start): green when you could force a win from there, red when the computer could, amber (=) when neither could (a draw, in loopy games); the
        number is how many moves the game lasts with best play. A <span class="turned-key">ring</span> marks where the game turned.
      </details>
    </section>
  );
}
