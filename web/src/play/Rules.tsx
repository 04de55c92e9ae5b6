// The rules for a first-time player: each family's rule in one sentence (its view's), how
// several games are played together (the compound table's words, with the games' unit), and
// misère play.
import { explainCompound } from "sprague-grundy";
import type { GameConfig, Snapshot } from "./protocol.ts";

/** For a family without a view. */
const ANY_GAME = "Click a move below. Whoever cannot move loses (under misère play, whoever cannot move wins).";

/** What the components are called together: their common unit, else "game". */
export function unitOf(snap: Snapshot): string {
  const units = new Set(snap.components.map((c) => c.unit));
  return units.size === 1 ? [...units][0]! : "game";
}

export function rulesOf(snap: Snapshot, config: GameConfig): string[] {
  const lines = snap.components.map((c) => c.rule ?? ANY_GAME);
  if (snap.components.length > 1) lines.push(explainCompound(config.compound, unitOf(snap)));
  if (config.play === "misere") lines.push("Misère play: whoever makes the last move loses.");
  return [...new Set(lines)];
}

export function Rules({ snap, config }: { snap: Snapshot; config: GameConfig }) {
  return (
    <div class="rules">
      {rulesOf(snap, config).map((r) => (
        <p>{r}</p>
      ))}
    </div>
  );
}
