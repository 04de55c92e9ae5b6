// The picker: which game (the families' example starts, or any position typed), how several
// games are played together (the compound table's menu), the last move's rule, who moves
// first, the opponent's strength, and the user's own families. It keeps its fields until
// "Start a new game" applies them.
import { COMPOUND_KINDS, compoundKind, type CompoundKind } from "sprague-grundy";
import { useRef, useState } from "preact/hooks";
import { ErrorLine } from "./ErrorLine.tsx";
import { CUSTOM, exampleStarts, type Preset, presetOf } from "./games.ts";
import type { ErrorReply, GameConfig, GamesReply, Level } from "./protocol.ts";

const LEVELS: { value: string; label: string }[] = [
  { value: "perfect", label: "perfect (never misses a win)" },
  { value: "8", label: "strong (best move 8 times in 10)" },
  { value: "5", label: "medium (best move 5 times in 10)" },
  { value: "2", label: "weak (best move 2 times in 10)" },
  { value: "random", label: "random moves" },
];

const levelOf = (s: string): Level => (s === "perfect" || s === "random" ? s : Number(s));

/** Misère play is offered where a move is made in one game at a time. */
const misereAllowed = (c: CompoundKind): boolean => compoundKind(c).moves === "one";

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
  const loadFile = async (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (file) p.onLoad(file.name, await file.text());
  };

  return (
    <form class="picker" onSubmit={start} aria-label="Choose a game">
      <div class="field">
        <label for="game-select">Game</label>
        <select id="game-select" value={preset} onChange={(e) => choosePreset(e.currentTarget.value)}>
          {p.presets.map((x) => (
            <option value={x.id}>{x.label}</option>
          ))}
          <option value={CUSTOM}>Any position (type it below)</option>
        </select>
      </div>
      <div class="field wide">
        <label for="expr-input">Start position</label>
        <div class="row">
          <input
            id="expr-input"
            type="text"
            spellcheck={false}
            autocomplete="off"
            value={exprText}
            aria-invalid={error ? true : undefined}
            aria-describedby="expr-help"
            onInput={(e) => {
              setExprText(e.currentTarget.value);
              setPreset(presetOf(e.currentTarget.value, compound, p.presets));
            }}
          />
          {chosen?.shuffle && (
            <button type="button" onClick={() => setExprText(chosen.shuffle!(rng.current))} title="a random start of this game">
              Another start
            </button>
          )}
        </div>
        {error ? (
          <ErrorLine error={error} source={exprText} />
        ) : (
          <small id="expr-help" class="muted">
            e.g.{" "}
            {exampleStarts(p.presets).map((x, i) => (
              <>
                {i > 0 && ", "}
                <code>{x}</code>
              </>
            ))}
          </small>
        )}
      </div>
      <div class="field">
        <label for="compound-select">Several games are played</label>
        <select
          id="compound-select"
          value={compound}
          onChange={(e) => {
            const c = e.currentTarget.value as CompoundKind;
            setCompound(c);
            if (!misereAllowed(c)) setPlayRule("normal");
          }}
        >
          {COMPOUND_KINDS.map((k) => (
            <option value={k.kind}>{k.menu}</option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="rule-select">Last move</label>
        <select id="rule-select" value={playRule} disabled={!misereAllowed(compound)} onChange={(e) => setPlayRule(e.currentTarget.value as GameConfig["play"])}>
          <option value="normal">wins (normal play)</option>
          <option value="misere">loses (misère play)</option>
        </select>
      </div>
      <fieldset class="field">
        <legend>Who moves first</legend>
        <label>
          <input type="radio" name="first" checked={first === "you"} onChange={() => setFirst("you")} /> you
        </label>
        <label>
          <input type="radio" name="first" checked={first === "computer"} onChange={() => setFirst("computer")} /> the computer
        </label>
      </fieldset>
      <div class="field">
        <label for="level-select">Opponent</label>
        <select id="level-select" value={level} onChange={(e) => setLevel(e.currentTarget.value)}>
          {LEVELS.map((l) => (
            <option value={l.value}>{l.label}</option>
          ))}
          {!LEVELS.some((l) => l.value === level) && <option value={level}>best move {level} times in 10</option>}
        </select>
      </div>
      <div class="field">
        <label for="games-file">Your own games (a .mjs file)</label>
        <input id="games-file" type="file" accept=".mjs,.js,text/javascript" onChange={loadFile} />
        {p.gamesError && <span class="expr-error">{p.gamesError}</span>}
        {p.families.length > 0 && <small class="muted">Loaded: {p.families.map((f) => f.usage).join(", ")} (links cannot carry them)</small>}
      </div>
      <div class="field">
        <button type="submit" class="primary">
          Start a new game
        </button>
      </div>
    </form>
  );
}
