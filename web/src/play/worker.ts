// The Play page's worker: it replays the page's moves on its own PlaySession and answers
// with a snapshot (engine/snapshot.ts), so that the page never freezes while the engine
// thinks. User families are loaded here too (engine/userGames.ts).
import { type Family, GrundyError, InputError, PlaySession } from "sprague-grundy";
import { kernelReady } from "../kernel.ts";
import { type Current, snapshot } from "./engine/snapshot.ts";
import { loadGames } from "./engine/userGames.ts";
import { Values } from "./engine/values.ts";
import type { GameConfig, Reply, Request } from "./protocol.ts";

/** The session's budget for one decision (its whole-game search gets an eighth of it before the closed forms answer). */
const SESSION_BUDGET = 1_000_000;

let current: Current | null = null;
let userFamilies: Family[] = [];
let gamesVersion = 0;

const games = (config: GameConfig): Family[] | undefined => (config.userGames && userFamilies.length ? userFamilies : undefined);

function configKey(c: GameConfig): string {
  return JSON.stringify([c.expr, c.play, c.compound, c.level, c.seed, c.userGames ? gamesVersion : 0]);
}

function state(req: Extract<Request, { kind: "state" }>): Reply {
  const { config, moves, id } = req;
  const key = configKey(config);
  if (!current || current.key !== key) {
    const g = games(config);
    const session = new PlaySession(config.expr, {
      play: config.play,
      compound: config.compound,
      level: config.level,
      seed: config.seed,
      budget: SESSION_BUDGET,
      ...(g ? { games: g } : {}),
    });
    current = { key, config, session, applied: [], values: new Values(config, g), games: g, parts: new Map() };
  }
  const cur = current;
  let same = 0;
  while (same < cur.applied.length && same < moves.length && cur.applied[same] === moves[same]) same++;
  while (cur.applied.length > same) {
    cur.session.undo();
    cur.applied.pop();
  }
  let moveError: string | undefined;
  for (const m of moves.slice(same)) {
    try {
      cur.session.move(m);
      cur.applied.push(m);
    } catch (e) {
      if (!(e instanceof GrundyError)) throw e;
      moveError = `move ${cur.applied.length + 1} (${m}) could not be played: ${e.message}`;
      break;
    }
  }
  let played: string | undefined;
  let thinkMs: number | undefined;
  const computer = config.first === "computer" ? "first" : "second";
  if (req.autoplay && moveError === undefined && !cur.session.isOver() && cur.session.toMove === computer) {
    const t0 = performance.now();
    const m = cur.session.computerMove();
    thinkMs = performance.now() - t0;
    if (m) {
      played = m.position;
      cur.applied.push(m.position);
    }
  }
  const snap = snapshot(cur, id, played, moveError);
  if (thinkMs !== undefined) snap.thinkMs = Math.round(thinkMs);
  return snap;
}

async function loadFamilies(req: Extract<Request, { kind: "games" }>): Promise<Reply> {
  const { reply, families } = await loadGames(req, userFamilies);
  if (families) {
    userFamilies = families;
    gamesVersion++;
    current = null;
  }
  return reply;
}

function fail(id: number, e: unknown): Reply {
  if (e instanceof InputError) return { kind: "error", id, message: e.message, ...(e.location.column !== undefined ? { column: e.location.column } : {}) };
  if (e instanceof GrundyError) return { kind: "error", id, message: e.message };
  return { kind: "error", id, message: `internal error (a bug): ${e instanceof Error ? e.message : String(e)}` };
}

// Requests are handled one at a time, after the messages waiting are read: of several game
// states asked for meanwhile, only the newest is computed (the older ones are out of date).
const waiting: Request[] = [];
let busy = false;

async function drain(): Promise<void> {
  await kernelReady;
  while (waiting.length > 0) {
    const req = waiting.shift()!;
    if (req.kind === "state" && waiting.some((r) => r.kind === "state")) continue;
    let reply: Reply;
    try {
      reply = req.kind === "games" ? await loadFamilies(req) : state(req);
    } catch (e) {
      if (req.kind === "state") current = null;
      reply = fail(req.id, e);
    }
    self.postMessage(reply);
    // let the messages that came meanwhile arrive before the next one is handled
    await new Promise((r) => setTimeout(r, 0));
  }
  busy = false;
}

self.onmessage = (ev: MessageEvent<Request>) => {
  waiting.push(ev.data);
  if (!busy) {
    busy = true;
    setTimeout(() => void drain(), 0);
  }
};
