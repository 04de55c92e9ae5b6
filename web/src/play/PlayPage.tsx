// Play: a game against the computer, on a board for each built-in family, every move coloured
// by its value (switchable off), with hint, undo/redo, a value history and the game in the URL.
// The engine runs in a worker (worker.ts): the page only keeps the game as data.
import { useEffect, useRef, useState } from "preact/hooks";
import { Board, hasBoard, OptionList } from "./boards.tsx";
import { describe, ink, label, shade } from "./colour.ts";
import { PRESETS, RULES } from "./games.ts";
import type { ComponentView, ErrorReply, GameConfig, Level, MoveView, OptionView, Player, Reply, Request, Snapshot } from "./protocol.ts";
import { readHash, writeHash } from "./url.ts";
import { ValueStrip } from "./ValueStrip.tsx";

const CUSTOM = "custom";

const DEFAULT: GameConfig = { expr: PRESETS[0]!.expr, play: "normal", compound: "sum", level: "perfect", first: "you", seed: 1, userGames: false };

const LEVELS: { value: string; label: string }[] = [
  { value: "perfect", label: "perfect (never misses a win)" },
  { value: "8", label: "strong (best move 8 times in 10)" },
  { value: "5", label: "medium (best move 5 times in 10)" },
  { value: "2", label: "weak (best move 2 times in 10)" },
  { value: "random", label: "random moves" },
];

const squeeze = (s: string): string => s.replace(/\s+/g, "");
/** The picker's entry for a start (any start of that game: "Another start" stays), or "custom". */
function presetOf(expr: string, compound: GameConfig["compound"]): string {
  const names = squeeze(expr)
    .split("+")
    .map((t) => t.slice(0, t.indexOf("(")).toLowerCase());
  const p = PRESETS.find((p) => p.compound === compound && names.every((n) => n === p.id) && (p.id === "euclid" || names.length === 1));
  return p?.id ?? CUSTOM;
}

const levelOf = (s: string): Level => (s === "perfect" || s === "random" ? s : Number(s));

/** Who makes move k (0-based): the first player makes the even ones. */
const moverOf = (k: number): Player => (k % 2 === 0 ? "first" : "second");

function configFromHash(hash: string): { config: GameConfig; moves: string[] } | null {
  const h = readHash(hash);
  if (h.config.expr === undefined) return null;
  return { config: { ...DEFAULT, ...h.config, expr: h.config.expr, seed: 1, userGames: false }, moves: h.moves };
}

/** The game last shown, as a hash: coming back to Play from Explore (a bare #play) resumes it. */
let lastHash = "";

/** The worker, started once for the page. */
let worker: Worker | null = null;
function engine(): Worker {
  worker ??= new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  return worker;
}

/** The one-line rule for a first-time player, from the game's first component. */
function rulesOf(snap: Snapshot, config: GameConfig): string[] {
  const kinds = new Set(snap.components.map((c) => (c.data.kind === "heaps" ? (RULES[c.data.name] ? c.data.name : "heaps") : c.data.kind)));
  const lines = [...kinds].map((k) => RULES[k] ?? RULES.other!);
  if (snap.components.length > 1) {
    if (config.compound === "every") lines.push(RULES.euclidEvery!);
    else if (config.compound === "sum") lines.push("Several games side by side: on each turn you move in one of them (any one you like).");
    else if (config.compound === "conjunctive") lines.push("Conjunctive compound: on each turn you move in every game; play stops as soon as one game has no move.");
    else lines.push("Selective compound: on each turn you move in as many of the games as you like (at least one).");
  }
  if (config.play === "misere") lines.push("Misère play: whoever makes the last move loses.");
  return [...new Set(lines)];
}

/** The expression echoed with the bad column marked (text only: never HTML). */
function ErrorLine({ error, source }: { error: ErrorReply; source: string }) {
  const col = error.column;
  return (
    <div class="expr-error" role="alert">
      {col !== undefined && col >= 1 && col <= source.length + 1 && (
        <code class="error-echo" aria-hidden="true">
          {source.slice(0, col - 1)}
          <mark>{source.slice(col - 1, col) || " "}</mark>
          {source.slice(col)}
        </code>
      )}
      <span class="error-text">{error.message}</span>
    </div>
  );
}

export function PlayPage() {
  const initial = useRef(configFromHash(location.hash) ?? configFromHash(lastHash));
  const [config, setConfig] = useState<GameConfig>(initial.current?.config ?? DEFAULT);
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [busy, setBusy] = useState(false);
  const [redo, setRedo] = useState<string[][]>([]);
  const [colours, setColours] = useState(true);
  const [showP, setShowP] = useState(false);
  const [hintShown, setHintShown] = useState(false);
  const [selection, setSelection] = useState<Record<number, string>>({});
  const [gameError, setGameError] = useState<ErrorReply | null>(null);
  const [exprError, setExprError] = useState<ErrorReply | null>(null);
  const [notice, setNotice] = useState("");
  // the picker's fields (applied by "Start a new game")
  const [preset, setPreset] = useState(() => presetOf(config.expr, config.compound));
  const [exprText, setExprText] = useState(config.expr);
  const [compound, setCompound] = useState(config.compound);
  const [playRule, setPlayRule] = useState(config.play);
  const [first, setFirst] = useState(config.first);
  const [level, setLevel] = useState(String(config.level));
  const [families, setFamilies] = useState<{ name: string; usage: string; summary: string }[]>([]);
  const [gamesError, setGamesError] = useState("");
  const latest = useRef(0);
  const statusRef = useRef<HTMLDivElement>(null);
  const pending = useRef(new Map<number, { config: GameConfig; fresh: boolean }>());
  const rng = useRef(Math.random);

  const post = (req: Request) => engine().postMessage(req);

  /** Asks the worker for the game after these moves (the computer replies when it is its turn). */
  const request = (cfg: GameConfig, moves: string[], fresh = false) => {
    const id = ++latest.current;
    pending.current.set(id, { config: cfg, fresh });
    setBusy(true);
    post({ kind: "state", id, config: cfg, moves, autoplay: true });
  };

  useEffect(() => {
    const w = engine();
    const onReply = (ev: MessageEvent<Reply>) => {
      const r = ev.data;
      if (r.kind === "games") {
        if (r.error) setGamesError(r.error);
        else {
          setGamesError("");
          setFamilies(r.families);
        }
        return;
      }
      const req = pending.current.get(r.id);
      pending.current.delete(r.id);
      if (r.id !== latest.current || !req) return;
      setBusy(false);
      if (r.kind === "error") {
        if (req.fresh) setExprError(r);
        else setGameError(r);
        return;
      }
      setConfig(req.config);
      setSnap(r);
      setGameError(null);
      if (req.fresh) {
        setExprError(null);
        // the box shows the start as the library writes it back (a link may have squeezed it)
        setExprText(r.start);
        setPreset(presetOf(r.start, req.config.compound));
      }
      setNotice(r.moveError ?? "");
      lastHash = writeHash(req.config, r.moves);
      history.replaceState(null, "", lastHash);
      // a keyboard player whose button went away with the move lands on the status line, not the page's top
      requestAnimationFrame(() => {
        if (document.activeElement === document.body && !req.fresh) statusRef.current?.focus();
      });
    };
    w.addEventListener("message", onReply);
    const onCrash = (e: ErrorEvent) => {
      setBusy(false);
      setGameError({ kind: "error", id: 0, message: `the engine stopped (${e.message || "an error in its worker"}); reload the page to start it again` });
    };
    w.addEventListener("error", onCrash);
    const start = initial.current;
    request(start?.config ?? DEFAULT, start?.moves ?? [], true);
    const onHash = () => {
      if (!location.hash.startsWith("#play")) return;
      const h = configFromHash(location.hash);
      if (!h) return;
      setExprText(h.config.expr);
      setCompound(h.config.compound);
      setPlayRule(h.config.play);
      setFirst(h.config.first);
      setLevel(String(h.config.level));
      setRedo([]);
      request(h.config, h.moves, true);
    };
    addEventListener("hashchange", onHash);
    return () => {
      w.removeEventListener("message", onReply);
      w.removeEventListener("error", onCrash);
      removeEventListener("hashchange", onHash);
    };
  }, []);

  const human: Player = config.first === "you" ? "first" : "second";
  const moves = snap?.moves ?? [];
  const yourTurn = !!snap && !snap.over && snap.toMove === human && !busy;
  const perComponent = config.compound === "every" || config.compound === "conjunctive";
  /** A move is chosen game by game, then played: in every game (every, conjunctive) or in any of them (selective). */
  const selecting = perComponent || config.compound === "selective";

  const play = (position: string) => {
    if (!snap || !yourTurn) return;
    setRedo([]);
    setHintShown(false);
    setSelection({});
    request(config, [...moves, position]);
  };

  const pick = (i: number, o: OptionView) => {
    if (!selecting) {
      if (o.move) play(o.move);
      return;
    }
    setSelection((s) => ({ ...s, [i]: s[i] === o.to ? undefined : o.to }) as Record<number, string>);
  };

  const movers = snap ? snap.components.flatMap((c, i) => (c.ended ? [] : [i])) : [];
  const chosenCount = movers.filter((i) => selection[i] !== undefined).length;
  const allChosen = perComponent ? movers.length > 0 && chosenCount === movers.length : selecting && chosenCount > 0;
  const confirm = () => {
    if (!snap || !allChosen) return;
    play(snap.components.map((c, i) => selection[i] ?? c.text).join(" + "));
  };

  const canUndo = moves.some((_, k) => moverOf(k) === human) && !busy;
  const undo = () => {
    if (!canUndo) return;
    const m = moves.slice();
    const undone: string[] = [];
    do undone.unshift(m.pop()!);
    while (m.length > 0 && moverOf(m.length) !== human);
    setRedo((r) => [...r, undone]);
    setSelection({});
    setHintShown(false);
    request(config, m);
  };
  const redoMove = () => {
    const group = redo[redo.length - 1];
    if (!group || busy) return;
    setRedo((r) => r.slice(0, -1));
    setSelection({});
    request(config, [...moves, ...group]);
  };

  const newGame = (e?: Event) => {
    e?.preventDefault();
    const expr = exprText.trim();
    const cfg: GameConfig = {
      expr,
      play: compound === "sum" ? playRule : "normal",
      compound,
      level: levelOf(level),
      first,
      seed: 1 + Math.floor(rng.current() * 1e9),
      userGames: families.length > 0,
    };
    setRedo([]);
    setSelection({});
    setHintShown(false);
    setNotice("");
    request(cfg, [], true);
  };

  const choosePreset = (id: string) => {
    setPreset(id);
    const p = PRESETS.find((x) => x.id === id);
    if (p) {
      setExprText(p.expr);
      setCompound(p.compound);
      if (p.compound !== "sum") setPlayRule("normal");
    }
    setExprError(null);
  };
  const shuffle = () => {
    const p = PRESETS.find((x) => x.id === preset);
    if (p) setExprText(p.shuffle(rng.current));
  };

  const loadFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const source = await file.text();
    // its own numbering: a game state asked for meanwhile stays the latest
    post({ kind: "games", id: -Date.now(), name: file.name, source });
  };

  // ---- what the page says ----
  const over = snap?.over ?? false;
  const youWon = over && snap?.winner === human;
  const last = snap && snap.history.length > 0 ? snap.history[snap.history.length - 1]! : null;
  const now = snap?.timeline[snap.timeline.length - 1];
  let status = "";
  if (busy && snap && !snap.over && moverOf(moves.length) !== human) status = "The computer is thinking…";
  else if (busy) status = "Thinking…";
  else if (snap && !over) {
    status = snap.toMove === human ? "Your move." : "The computer's move.";
    if (colours && (now?.outcome === "N" || now?.outcome === "P") && snap.toMove === human) {
      const n = now.remoteness ?? now.suspense;
      status +=
        now.outcome === "N"
          ? ` You can force a win${n !== undefined ? ` (in ${n} move${n === 1 ? "" : "s"}, counting both players)` : ""}: pick a green move.`
          : " With best play the computer wins from here: make it work hard (the longest red move).";
    } else if (colours && now?.outcome === "D" && snap.toMove === human) {
      status += ` Neither side can force a win: keep the draw with an amber move (the game is a draw when a position comes back ${snap.repetitions} times).`;
    }
  }
  const mistakeIndex = snap ? snap.mistakes[human] : undefined;
  const mistake = mistakeIndex !== undefined && snap ? snap.history[mistakeIndex] : undefined;

  const hint = hintShown && snap?.hint ? snap.hint : null;
  const hintFor = (i: number): string | undefined => hint?.parts.find((p) => p.component === i)?.to;

  const arrows = (t: string): string => t.replace(/ -> /g, " → ");
  const showMoveText = (m: MoveView): string => m.brief ?? (snap && snap.components.length === 1 ? m.position : arrows(m.text));
  const rules = snap ? rulesOf(snap, config) : [];
  const pendingValue = (() => {
    if (!snap || !allChosen || !perComponent) return null;
    const chosen = movers.map((i) => snap.components[i]!.options.find((o) => o.to === selection[i]));
    const ns = chosen.map((o) => (o ? (o.suspense ?? o.remoteness) : undefined));
    if (ns.some((n) => n === undefined)) return null;
    const v = config.compound === "every" ? Math.max(0, ...(ns as number[])) : Math.min(...(ns as number[]));
    return { wins: v % 2 === 0, [config.compound === "every" ? "suspense" : "remoteness"]: v };
  })();

  return (
    <div class="play">
      <form class="picker" onSubmit={newGame} aria-label="Choose a game">
        <div class="field">
          <label for="game-select">Game</label>
          <select id="game-select" value={preset} onChange={(e) => choosePreset(e.currentTarget.value)}>
            {PRESETS.map((p) => (
              <option value={p.id}>{p.label}</option>
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
              aria-invalid={exprError ? true : undefined}
              aria-describedby="expr-help"
              onInput={(e) => {
                setExprText(e.currentTarget.value);
                setPreset(presetOf(e.currentTarget.value, compound));
              }}
            />
            {preset !== CUSTOM && (
              <button type="button" onClick={shuffle} title="a random start of this game">
                Another start
              </button>
            )}
          </div>
          {exprError ? (
            <ErrorLine error={exprError} source={exprText} />
          ) : (
            <small id="expr-help" class="muted">
              e.g. <code>wythoff(8,4)</code>, <code>nim(3,5,7) + kayles(6)</code>, <code>chomp(3,4)</code>, <code>strip(8; 1,2)</code>
            </small>
          )}
        </div>
        <div class="field">
          <label for="compound-select">Several games are played</label>
          <select
            id="compound-select"
            value={compound}
            onChange={(e) => {
              setCompound(e.currentTarget.value as GameConfig["compound"]);
              if (e.currentTarget.value !== "sum") setPlayRule("normal");
            }}
          >
            <option value="sum">one move in one game (sum)</option>
            <option value="every">one move in every unfinished game (Every-SG)</option>
            <option value="conjunctive">one move in every game, until one ends</option>
            <option value="selective">moves in any games you like (selective)</option>
          </select>
        </div>
        <div class="field">
          <label for="rule-select">Last move</label>
          <select id="rule-select" value={playRule} disabled={compound !== "sum"} onChange={(e) => setPlayRule(e.currentTarget.value as GameConfig["play"])}>
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
          {gamesError && <span class="expr-error">{gamesError}</span>}
          {families.length > 0 && <small class="muted">Loaded: {families.map((f) => f.usage).join(", ")} (links cannot carry them)</small>}
        </div>
        <div class="field">
          <button type="submit" class="primary">
            Start a new game
          </button>
        </div>
      </form>

      {snap && (
        <div class="game">
          <div class="game-main">
            <div class="rules">
              {rules.map((r) => (
                <p>{r}</p>
              ))}
            </div>
            <p class="position">
              Position: <code>{snap.position}</code>
            </p>
            <div class="status" aria-live="polite" role="status" tabIndex={-1} ref={statusRef}>
              {over && snap.draw ? (
                <>
                  <strong class="result draw">Draw</strong>
                  <span> — the position came back {snap.repetitions} times: neither side could force a win, so the game ends in a draw.</span>
                </>
              ) : over ? (
                <>
                  <strong class={`result ${youWon ? "won" : "lost"}`}>{youWon ? "You win" : "The computer wins"}</strong>
                  {youWon ? (
                    <span> — well played!</span>
                  ) : mistake ? (
                    <span>
                      {" "}
                      — your first mistake was move {mistakeIndex! + 1}, <code>{mistake.brief ?? arrows(mistake.text)}</code>
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
                      {snap.timeline[0]?.outcome && snap.timeline[0].toMove === human && snap.timeline[0].outcome === "P"
                        ? "the start was already lost for you: against perfect play no move could win. Try moving second."
                        : "the computer never let the win go."}
                    </span>
                  )}
                </>
              ) : (
                <span>{status}</span>
              )}
              {last && !over && last.by !== human && !busy && (
                <span class="last">
                  {" "}
                  The computer moved: <code>{last.brief ?? arrows(last.text)}</code>.
                </span>
              )}
            </div>
            {gameError && <ErrorLine error={gameError} source="" />}
            {notice && <p class="notice">{notice}</p>}

            <div class="controls" role="toolbar" aria-label="Game controls">
              <button type="button" onClick={() => setHintShown(true)} disabled={!yourTurn || !snap.hint}>
                Hint
              </button>
              <button type="button" onClick={undo} disabled={!canUndo}>
                Undo
              </button>
              <button type="button" onClick={redoMove} disabled={redo.length === 0 || busy}>
                Redo
              </button>
              <button type="button" onClick={() => newGame()}>
                New game
              </button>
              <label class="switch">
                <input type="checkbox" checked={colours} onChange={(e) => setColours(e.currentTarget.checked)} /> Colour moves by value
              </label>
              {snap.components.some((c) => c.data.kind === "wythoff") && (
                <label class="switch">
                  <input type="checkbox" checked={showP} onChange={(e) => setShowP(e.currentTarget.checked)} /> Show P-positions
                </label>
              )}
            </div>
            {hint && (
              <p class="hint-line" aria-live="polite">
                Hint: <code>{showMoveText(hint)}</code> {describe(hint, true) && <span class="muted">({describe(hint, true)})</span>}
              </p>
            )}

            <div class={`boards${busy ? " busy" : ""}`}>
              {snap.components.map((c: ComponentView, i) => (
                <div class="board">
                  {snap.components.length > 1 && c.data.kind !== "euclid" && <h3 class="comp-title">{c.text}</h3>}
                  <Board
                    comp={c}
                    index={i + 1}
                    colours={colours}
                    hint={hintFor(i)}
                    selected={selection[i]}
                    disabled={!yourTurn}
                    showP={showP}
                    start={snap.startData[i]}
                    onPick={(o) => pick(i, o)}
                  />
                </div>
              ))}
            </div>

            {selecting && !over && (
              <div class="confirm">
                <button type="button" class="primary" disabled={!allChosen || !yourTurn} onClick={confirm}>
                  Play these moves
                </button>
                <span class="muted">
                  {allChosen
                    ? pendingValue && colours
                      ? `This move ${describe(pendingValue, true)}.`
                      : "Ready."
                    : perComponent
                      ? `Choose a move in each unfinished ${snap.components.every((c) => c.data.kind === "euclid") ? "pair" : "game"} (${chosenCount} of ${movers.length} chosen).`
                      : "Choose a move in one game or more, then play them together."}
                </span>
              </div>
            )}

            {snap.components.some((c) => hasBoard(c.data)) && (
              <details class="move-list">
                <summary>All moves as a list</summary>
                {perComponent ? (
                  snap.components.map((c, i) =>
                    c.ended ? null : (
                      <div>
                        <h4>{c.text}</h4>
                        <OptionList comp={c} index={i + 1} colours={colours} hint={hintFor(i)} selected={selection[i] ?? ""} disabled={!yourTurn} onPick={(o) => pick(i, o)} />
                      </div>
                    ),
                  )
                ) : (
                  <ul class="option-list" aria-label="Legal moves">
                    {snap.moveList.map((m) => {
                      const bg = shade(m, colours);
                      const fg = ink(m, colours);
                      return (
                        <li>
                          <button
                            type="button"
                            class={`opt${hint?.position === m.position ? " hinted" : ""}`}
                            style={{ ...(bg ? { background: bg } : {}), ...(fg ? { color: fg } : {}) }}
                            disabled={!yourTurn}
                            title={describe(m, colours)}
                            onClick={() => play(m.position)}
                          >
                            <span class="opt-text">{showMoveText(m)}</span>
                            {label(m, colours) && <span class="opt-num">{label(m, colours)}</span>}
                          </button>
                        </li>
                      );
                    })}
                    {!snap.complete && <li class="muted">… more moves exist than are listed</li>}
                  </ul>
                )}
              </details>
            )}
          </div>

          <aside class="game-side">
            <ValueStrip snap={snap} human={human} />
            <section class="legend" aria-label="How to read the colours">
              <h3>How to read the colours</h3>
              <p>
                <span class="swatch win" /> <b>green</b>: a winning move — after it, your opponent loses whatever they do, if you keep playing well.
              </p>
              <p>
                <span class="swatch lose" /> <b>red</b>: a losing move — a perfect opponent can win after it.
              </p>
              <p>
                <span class="swatch draw" /> <b>amber (=)</b>: in a loopy game (one whose positions can come back), a move that keeps a draw — neither side can then force a win.
              </p>
              <p>
                The number is how many moves the game still lasts with best play (the winner hurries, the loser stalls); darker means sooner. Turn colours off for a fair game, and
                use Hint when stuck.
              </p>
              {perComponent && (
                <p>
                  Here you move in {config.compound === "every" ? "every unfinished game" : "every game"} at once, so each game's moves are coloured by that game alone (the number:
                  how long it lasts).{" "}
                  {config.compound === "every"
                    ? "The game that lasts longest decides who makes the last move: win that one, hurry in the games you win and stall in those you lose."
                    : "The game that ends first decides: win the shortest one."}{" "}
                  The line under the boards gives the value of your whole move before you play it.
                </p>
              )}
            </section>
            <section class="moves-made" aria-label="Moves made">
              <h3>Moves</h3>
              {snap.history.length === 0 ? (
                <p class="muted">None yet.</p>
              ) : (
                <ol>
                  {snap.history.map((h, k) => (
                    <li class={k === mistakeIndex ? "mistake" : ""}>
                      <b>{h.by === human ? "you" : "computer"}</b>: <code title={arrows(h.text)}>{h.brief ?? arrows(h.text)}</code>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </aside>
        </div>
      )}
      {!snap && !busy && exprError && <p class="muted">Fix the position above, or pick a game, then start a new game.</p>}
      {!snap && busy && <p class="status">Loading the engine…</p>}
    </div>
  );
}
