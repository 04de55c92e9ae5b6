// The page's line to its worker (worker.ts): it asks for the game after some moves and keeps
// the newest snapshot, the errors and the user's families loaded. Replies to an older request,
// or reaching a page that has left (the worker outlives it), are ignored.
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { ErrorReply, GameConfig, GamesReply, Reply, Request, Snapshot } from "./protocol.ts";
import { pageOfHash } from "../pageOfHash.ts";
import { writeHash } from "./url.ts";

/** The worker, started once for the page. */
let worker: Worker | null = null;
function engine(): Worker {
  worker ??= new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
  return worker;
}

/** Request numbers, one count for every page the worker ever served (a new page's first request is not an old page's). */
let lastId = 0;

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
  const [families, setFamilies] = useState<GamesReply["families"]>([]);
  const [gamesError, setGamesError] = useState("");
  const latest = useRef(0);
  const pending = useRef(new Map<number, { config: GameConfig; fresh: boolean }>());

  const post = (req: Request) => engine().postMessage(req);
  const request = (cfg: GameConfig, moves: string[], isFresh = false) => {
    const id = ++lastId;
    latest.current = id;
    pending.current.set(id, { config: cfg, fresh: isFresh });
    setBusy(true);
    if (isFresh) setNotice("");
    post({ kind: "state", id, config: cfg, moves, autoplay: true });
  };

  // a layout effect: its cleanup runs as the page leaves (a passive one would run after the
  // next paint, and a reply arriving in between would write the game into another page's URL)
  useLayoutEffect(() => {
    const w = engine();
    let live = true;
    const onReply = (ev: MessageEvent<Reply>) => {
      if (!live) return;
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
    const onCrash = (e: ErrorEvent) => {
      if (!live) return;
      setBusy(false);
      setGameError({ kind: "error", id: 0, message: `the engine stopped (${e.message || "an error in its worker"}); reload the page to start it again` });
    };
    w.addEventListener("message", onReply);
    w.addEventListener("error", onCrash);
    request(start.config, start.moves, true);
    return () => {
      live = false;
      w.removeEventListener("message", onReply);
      w.removeEventListener("error", onCrash);
    };
  }, []);

  return {
    config,
    snap,
    fresh,
    busy,
    gameError,
    exprError,
    notice,
    families,
    gamesError,
    request,
    // its own numbering: a game state asked for meanwhile stays the latest
    loadGames: (name, source) => post({ kind: "games", id: -Date.now(), name, source }),
  };
}
