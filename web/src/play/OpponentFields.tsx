// The picker's players: who moves first, and the computer's strength (perfect, a share of
// best moves, or random; a link may ask for any share).
import type { GameConfig, Level } from "./protocol.ts";

const LEVELS: { value: string; label: string }[] = [
  { value: "perfect", label: "perfect (never misses a win)" },
  { value: "8", label: "strong (best move 8 times in 10)" },
  { value: "5", label: "medium (best move 5 times in 10)" },
  { value: "2", label: "weak (best move 2 times in 10)" },
  { value: "random", label: "random moves" },
];

/** The opponent's strength from the select's value. */
export const levelOf = (s: string): Level => (s === "perfect" || s === "random" ? s : Number(s));

export interface OpponentFieldsProps {
  first: GameConfig["first"];
  setFirst(first: GameConfig["first"]): void;
  /** The opponent's strength as the select's value. */
  level: string;
  setLevel(level: string): void;
}

/** The radio buttons and the select. */
export function OpponentFields(p: OpponentFieldsProps) {
  return (
    <>
      <fieldset class="field">
        <legend>Who moves first</legend>
        <label>
          <input type="radio" name="first" checked={p.first === "you"} onChange={() => p.setFirst("you")} /> you
        </label>
        <label>
          <input type="radio" name="first" checked={p.first === "computer"} onChange={() => p.setFirst("computer")} /> the computer
        </label>
      </fieldset>
      <div class="field">
        <label for="level-select">Opponent</label>
        <select id="level-select" value={p.level} onChange={(e) => p.setLevel(e.currentTarget.value)}>
          {LEVELS.map((l) => (
            <option value={l.value}>{l.label}</option>
          ))}
          {!LEVELS.some((l) => l.value === p.level) && <option value={p.level}>best move {p.level} times in 10</option>}
        </select>
      </div>
    </>
  );
}
