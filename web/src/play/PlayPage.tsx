// Play: a game against the computer, on a board for each component (its family's view draws
// it), every move coloured by its value (switchable off), with hint, undo/redo, a value
// history and the game in the URL. The engine runs in a worker (worker.ts): the page keeps
// the game as data (the start and the moves made).
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { GameView } from "./GameView.tsx";
import { BUILT_IN, presetsWith } from "./games.ts";
import { Picker } from "./Picker.tsx";
import type { GameConfig, Player } from "./protocol.ts";
import { readHash } from "./url.ts";
import { lastHash, useEngine } from "./useEngine.ts";
import { useUndoRedo } from "./useUndoRedo.ts";

const DEFAULT: GameConfig = {
  // the registry's first start
  expr: BUILT_IN[0]?.expr ?? "",
  play: "normal",
  compound: BUILT_IN[0]?.compound ?? "sum",
  level: "perfect",
  first: "you",
  seed: 1,
  userGames: false,
};

function configFromHash(hash: string): { config: GameConfig; moves: string[] } | null {
  const h = readHash(hash);
  if (h.config.expr === undefined) return null;
  return { config: { ...DEFAULT, ...h.config, expr: h.config.expr, seed: 1, userGames: false }, moves: h.moves };
}

export function PlayPage() {
  const initial = useRef(configFromHash(location.hash) ?? configFromHash(lastHash) ?? { config: DEFAULT, moves: [] });
  const engine = useEngine(initial.current);
  const { snap, config, busy } = engine;
  const human: Player = config.first === "you" ? "first" : "second";
  const undoRedo = useUndoRedo(engine, human);
  const startRef = useRef<(() => void) | null>(null);
  const rng = useRef(Math.random);
  const presets = useMemo(() => presetsWith(engine.families), [engine.families]);
  // What the picker shows; a new key remounts it with these fields. A new game shown puts its
  // start there (as the library writes it back: a link may have squeezed it) in the same render
  // as the game: an effect would run after the paint and overwrite what was typed meanwhile.
  const sync = useRef({ config: initial.current.config, key: 0, snap: null as typeof snap });
  if (snap && engine.fresh && sync.current.snap !== snap) sync.current = { config: { ...config, expr: snap.start }, key: sync.current.key + 1, snap };
  const [, rerender] = useState(0);

  useEffect(() => {
    const onHash = () => {
      if (!location.hash.startsWith("#play")) return;
      const h = configFromHash(location.hash);
      if (!h) return;
      sync.current = { ...sync.current, config: h.config, key: sync.current.key + 1 };
      rerender((n) => n + 1);
      undoRedo.clear();
      engine.request(h.config, h.moves, true);
    };
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);

  const start = (fields: Omit<GameConfig, "seed" | "userGames">) => {
    undoRedo.clear();
    engine.request({ ...fields, seed: 1 + Math.floor(rng.current() * 1e9), userGames: engine.families.length > 0 }, [], true);
  };

  return (
    <div class="play">
      <Picker
        key={sync.current.key}
        config={sync.current.config}
        presets={presets}
        exprError={engine.exprError}
        families={engine.families}
        gamesError={engine.gamesError}
        onStart={start}
        onLoad={engine.loadGames}
        startRef={startRef}
      />
      {snap && (
        <GameView
          snap={snap}
          config={config}
          busy={busy}
          fresh={engine.fresh}
          gameError={engine.gameError}
          notice={engine.notice}
          human={human}
          canUndo={undoRedo.canUndo}
          canRedo={undoRedo.canRedo}
          onPlay={undoRedo.play}
          onUndo={undoRedo.undo}
          onRedo={undoRedo.redo}
          onNewGame={() => startRef.current?.()}
        />
      )}
      {!snap && !busy && engine.exprError && <p class="muted">Fix the position above, or pick a game, then start a new game.</p>}
      {!snap && busy && <p class="status">Loading the engine…</p>}
    </div>
  );
}
