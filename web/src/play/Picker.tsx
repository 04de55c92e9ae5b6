// The picker: which game (the families' example starts, or any position typed), how several
// games are played together (the compound table's menu), the last move's rule, who moves
// first, the opponent's strength, and the user's own families. It keeps its fields until
// "Start a new game" applies them.
import { useRef, useState } from "preact/hooks";
import { CUSTOM, type Preset, presetOf } from "./games.ts";
import { levelOf, OpponentFields } from "./OpponentFields.tsx";
import { misereAllowed, PlayRuleFields } from "./PlayRuleFields.tsx";
import type { ErrorReply, GameConfig, GamesReply } from "./protocol.ts";
import { StartField } from "./StartField.tsx";
import { UserGamesField } from "./UserGamesField.tsx";

export interface PickerProps {
  /** The game the fields start from (the page remounts the picker, with a new `key`, for a new game shown or a link opened). */
  config: GameConfig;
  presets: readonly Preset[];
  exprError: ErrorReply | null;
  families: GamesReply["families"];
  gamesError: string;
  onStart(config: Omit<GameConfig, "seed" | "userGames">): void;
  onLoad(name: string, source: string): void;
  /** Set to the picker's "Start a new game", for the game's own New game button. */
  startRef: { current: (() => void) | null };
}

/** A typed position longer than this is cut in the menu's label. */
const LABEL_POSITION = 40;

/**
 * The menu's label of the chosen family: its example's label while the start is that example,
 * else the family and the start as typed (a board of another size is not "the 3×4 board").
 */
function shownLabel(x: Preset, exprText: string): string {
  const text = exprText.trim();
  if (text === x.expr || text === "") return x.label;
  // the label's name, without its example's words in parentheses
  const name = x.label.replace(/\s*\(.*$/, "") || x.family;
  return `${name}: ${text.length > LABEL_POSITION ? `${text.slice(0, LABEL_POSITION - 1)}…` : text}`;
}

export function Picker(p: PickerProps) {
  const { config } = p;
  const [preset, setPreset] = useState(() => presetOf(config.expr, config.compound, p.presets));
  const [exprText, setExprText] = useState(config.expr);
  const [compound, setCompound] = useState(config.compound);
  const [playRule, setPlayRule] = useState(config.play);
  const [first, setFirst] = useState(config.first);
  const [level, setLevel] = useState(String(config.level));
  /** The expression error the user moved on from (another game picked). */
  const [dismissed, setDismissed] = useState<ErrorReply | null>(null);
  const rng = useRef(Math.random);

  const error = p.exprError && p.exprError !== dismissed ? p.exprError : null;
  const chosen = p.presets.find((x) => x.id === preset);

  const start = (e?: Event) => {
    e?.preventDefault();
    setDismissed(null);
    p.onStart({ expr: exprText.trim(), play: misereAllowed(compound) ? playRule : "normal", compound, level: levelOf(level), first });
  };
  p.startRef.current = start;
  const choosePreset = (id: string) => {
    setPreset(id);
    const x = p.presets.find((x) => x.id === id);
    if (x) {
      setExprText(x.expr);
      setCompound(x.compound);
      if (!misereAllowed(x.compound)) setPlayRule("normal");
    }
    setDismissed(p.exprError);
  };

  return (
    <form class="picker" onSubmit={start} aria-label="Choose a game">
      <div class="field">
        <label for="game-select">Game</label>
        <select id="game-select" value={preset} onChange={(e) => choosePreset(e.currentTarget.value)}>
          {p.presets.map((x) => (
            <option value={x.id}>{x.id === preset ? shownLabel(x, exprText) : x.label}</option>
          ))}
          <option value={CUSTOM}>Any position (type it below)</option>
        </select>
      </div>
      <StartField
        exprText={exprText}
        onInput={(text) => {
          setExprText(text);
          setPreset(presetOf(text, compound, p.presets));
        }}
        chosen={chosen}
        onShuffle={() => chosen?.shuffle && setExprText(chosen.shuffle(rng.current))}
        error={error}
        presets={p.presets}
      />
      <PlayRuleFields
        compound={compound}
        setCompound={(c) => {
          setCompound(c);
          if (!misereAllowed(c)) setPlayRule("normal");
        }}
        playRule={playRule}
        setPlayRule={setPlayRule}
      />
      <OpponentFields first={first} setFirst={setFirst} level={level} setLevel={setLevel} />
      <UserGamesField families={p.families} gamesError={p.gamesError} onLoad={p.onLoad} />
      <div class="field">
        <button type="submit" class="primary">
          Start a new game
        </button>
      </div>
    </form>
  );
}
