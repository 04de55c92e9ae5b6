// The page's line to its worker (worker.ts): it asks for the game after some moves and keeps
// the newest snapshot, the errors and the user's families loaded. Replies to an older request,
// or reaching a page that has left (the worker outlives it), are ignored.
import { useRef, useState } from "preact/hooks";
import { pageOfHash } from "../pageOfHash.ts";
import { engineWorker, nextRequestId } from "./engineWorker.ts";
import type { ErrorReply, GameConfig, GamesReply, Reply, Snapshot } from "./protocol.ts";
import { writeHash } from "./url.ts";
import { useUserGames } from "./useUserGames.ts";
import { useWorkerReplies } from "./useWorkerReplies.ts";

/** The game last shown, as a hash: coming back to Play from Explore (a bare #play) resumes it. */
export let lastHash = "";

export interface Engine {
  config: GameConfig;
  snap: Snapshot | null;
  /** Whether the snapshot shown starts a new game (its start may be written back into the picker). */
  fresh: boolean;
  busy: boolean;
  gameError: ErrorReply | null;
  exprError: ErrorReply | null;
  notice: string;
  families: GamesReply["families"];
  gamesError: string;
  /** Asks for the game after these moves (the computer replies when it is its turn); `fresh`: a new game. */
  request(config: GameConfig, moves: string[], fresh?: boolean): void;
  /** Loads the user's families from a module's source. */
  loadGames(name: string, source: string): void;
}

export function useEngine(start: { config: GameConfig; moves: string[] }): Engine {
  const [config, setConfig] = useState(start.config);
  const [snap, setSnap] = useState<Snapshot | null>(null);
  const [fresh, setFresh] = useState(true);
  const [busy, setBusy] = useState(false);
  const [gameError, setGameError] = useState<ErrorReply | null>(null);
  const [exprError, setExprError] = useState<ErrorReply | null>(null);
  const [notice, setNotice] = useState("");
  const user = useUserGames();
  const latest = useRef(0);
  const pending = useRef(new Map<number, { config: GameConfig; fresh: boolean }>());

  const request = (cfg: GameConfig, moves: string[], isFresh = false) => {
    const id = nextRequestId();
    latest.current = id;
    pending.current.set(id, { config: cfg, fresh: isFresh });
    setBusy(true);
    if (isFresh) setNotice("");
    engineWorker().postMessage({ kind: "state", id, config: cfg, moves, autoplay: true });
  };

  const reply = (r: Reply) => {
    if (r.kind === "games") {
      user.onGames(r);
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
    setFresh(req.fresh);
    setGameError(null);
    if (req.fresh) setExprError(null);
    setNotice(r.moveError ?? "");
    lastHash = writeHash(req.config, r.moves);
    // a reply may arrive after a link to another page was followed but before this page
    // left (hashchange is dispatched later, and the render after it later still): the URL
    // then belongs to that page, and writing the game into it would send the user back here
    if (pageOfHash(location.hash) === "play") history.replaceState(null, "", lastHash);
  };
  const crash = (e: ErrorEvent) => {
    setBusy(false);
    setGameError({ kind: "error", id: 0, message: `the engine stopped (${e.message || "an error in its worker"}); reload the page to start it again` });
  };
  useWorkerReplies({ reply, crash, first: () => request(start.config, start.moves, true) });

  return { config, snap, fresh, busy, gameError, exprError, notice, families: user.families, gamesError: user.gamesError, request, loadGames: user.loadGames };
}
