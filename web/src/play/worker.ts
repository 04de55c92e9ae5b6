// The Play page's worker: it replays the page's moves on its own PlaySession and answers
// with a snapshot (the position, every legal move with its value, the hint, the computer's
// reply, who was winning at each step), so that the page never freezes while the engine
// thinks. User families are loaded here too (a module the user picked, run as a Blob URL).
import * as library from "../../../src/index.ts";
import { analyze, type Family, GrundyError, InputError, isFamily, type Move, parseExpression, PlaySession, Registry, remoteness, SearchBudget } from "../../../src/index.ts";
import { briefPart } from "./describe.ts";
import type { ComponentData, ComponentView, GameConfig, MoveView, OptionView, PlayedView, Reply, Request, Snapshot, ValuePoint } from "./protocol.ts";

/** The most moves listed (a board draws them all; a huge position lists this many). */
const LIMIT = 600;
/** The moves the engine may examine for the remoteness shown beside the moves, per snapshot (about a second at worst; what it finds stays memoised, so the next snapshot goes further). */
const VALUE_BUDGET = 60_000;
/** The session's budget for one decision (its whole-game search gets an eighth of it before the closed forms answer). */
const SESSION_BUDGET = 1_000_000;

interface Current {
  key: string;
  config: GameConfig;
  session: PlaySession;
  applied: string[];
  /** Values of positions met, by their text. */
  values: Map<string, ValuePoint>;
  startData?: ComponentData[];
}

let current: Current | null = null;
let userFamilies: Family[] = [];
let gamesVersion = 0;
const parts = new Map<string, PlaySession>();

const games = (config: GameConfig): Family[] | undefined => (config.userGames && userFamilies.length ? userFamilies : undefined);

function registry(config: GameConfig): Registry {
  return new Registry(games(config) ?? []);
}

const small = (x: unknown): number | null => (typeof x === "bigint" && x <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x) : null);

/** What a board needs of one component, read back from its text by its family. */
function dataOf(text: string, reg: Registry, full = false): ComponentData {
  try {
    const call = parseExpression(text).terms[0];
    if (!call) return { kind: "other" };
    const { family, position } = reg.read(call);
    return dataFrom(family, position, full);
  } catch (e) {
    if (e instanceof GrundyError) return { kind: "other" };
    throw e;
  }
}

/** The boards' data of each component of an expression. */
function dataOfAll(expr: string, reg: Registry): ComponentData[] {
  return parseExpression(expr).terms.map((call) => {
    const { family, position } = reg.read(call);
    return dataFrom(family, position, false);
  });
}

function dataFrom(family: Family, position: unknown, full: boolean): ComponentData {
  if (!library.FAMILIES.includes(family)) return { kind: "other" };
  const p = position as unknown[];
  switch (family.name) {
    case "wythoff":
    case "euclid": {
      const a = small(p[0]);
      const b = small(p[1]);
      if (a === null || b === null) return { kind: "other" };
      if (family.name === "euclid") return { kind: "euclid", a, b };
      const ps: [number, number][] = [];
      if (full && a <= 64 && b <= 64) for (let x = 0; x <= a; x++) for (let y = 0; y <= b; y++) if (library.wythoffIsP(x, y)) ps.push([x, y]);
      return { kind: "wythoff", a, b, ...(full ? { p: ps } : {}) };
    }
    case "strip": {
      const s = position as { n: bigint; cells: readonly (readonly [number, bigint])[] };
      const n = small(s.n);
      if (n === null) return { kind: "other" };
      return { kind: "strip", n, cells: s.cells.map(([r, c]) => [r, Number(c)]) };
    }
    case "nim": {
      const heaps = (position as bigint[]).map(small);
      return heaps.every((h) => h !== null) ? { kind: "nim", heaps: heaps as number[] } : { kind: "other" };
    }
    case "chomp":
      return { kind: "chomp", rows: (position as number[]).slice() };
    default: {
      const hp = position as { rules?: unknown; heaps?: bigint[] };
      if (hp && typeof hp === "object" && "rules" in hp && Array.isArray(hp.heaps)) {
        const heaps = hp.heaps.map(small);
        if (heaps.every((h) => h !== null)) return { kind: "heaps", name: family.name, heaps: heaps as number[] };
      }
      return { kind: "other" };
    }
  }
}

/** The family and position of a one-component expression, for the engine's remoteness. */
function termOf(text: string, reg: Registry): { family: Family; position: unknown } | null {
  const call = parseExpression(text).terms;
  if (call.length !== 1) return null;
  return reg.read(call[0]!);
}

/** Smith's remoteness of a one-component position under normal play, where the engine reaches it within the budget. */
function engineRemoteness(text: string, reg: Registry, budget: SearchBudget): number | undefined {
  if (budget.spent >= budget.limit) return undefined;
  try {
    const t = termOf(text, reg);
    if (!t) return undefined;
    return remoteness(t.family.game, t.position, { budget }) as number;
  } catch (e) {
    if (e instanceof GrundyError) return undefined;
    throw e;
  }
}

/** The value of a position for the player to move there. */
function positionValue(cur: Current, position: string, k: number, reg: Registry, budget: SearchBudget): ValuePoint {
  const toMove = k % 2 === 0 ? "first" : "second";
  const known = cur.values.get(position);
  if (known) return { ...known, toMove };
  const { play, compound } = cur.config;
  const point: ValuePoint = { toMove };
  try {
    const g = games(cur.config);
    const a = analyze(position, { play, compound, maxMoves: 0, ...(g ? { games: g } : {}), budget: 200_000 });
    point.outcome = a.outcome;
    if (compound === "every" && a.value) point.suspense = Number(a.value.value);
    else if (compound === "conjunctive" && a.value) point.remoteness = Number(a.value.value);
    else if (compound === "sum" && play === "normal") {
      if (a.components.length === 1) {
        const r = engineRemoteness(position, reg, budget);
        if (r !== undefined) point.remoteness = r;
      } else if (a.value) point.grundy = a.value.value;
    }
  } catch (e) {
    if (!(e instanceof GrundyError)) throw e;
  }
  if (cur.values.size > 5000) cur.values.clear();
  cur.values.set(position, { ...point });
  return point;
}

/** The boards' data of component texts, read once per snapshot. */
type DataCache = (text: string) => ComponentData;

function dataCache(reg: Registry): DataCache {
  const seen = new Map<string, ComponentData>();
  return (text) => {
    let d = seen.get(text);
    if (!d) seen.set(text, (d = dataOf(text, reg)));
    return d;
  };
}

/** A move in a few words, when every component it changes has a short form. */
function brief(m: Move, data: DataCache): string | undefined {
  const words = m.parts.map((p) => briefPart(data(p.from), data(p.to)));
  return words.every((w) => w !== undefined) ? words.join("; ") : undefined;
}

function moveView(m: Move, data: DataCache): MoveView {
  const v: MoveView = { position: m.position, text: m.text, parts: m.parts.map((p) => ({ component: p.component, from: p.from, to: p.to })) };
  const b = brief(m, data);
  if (b !== undefined) v.brief = b;
  if (m.wins !== undefined) v.wins = m.wins;
  if (m.draws) v.draws = true;
  if (m.remoteness !== undefined) v.remoteness = m.remoteness;
  if (m.suspense !== undefined) v.suspense = m.suspense;
  return v;
}

/** A session on one component alone (every and conjunctive compounds list each component's options with its own value). */
function partSession(text: string, config: GameConfig): PlaySession {
  const key = `${config.compound}|${config.userGames ? gamesVersion : 0}|${text}`;
  let s = parts.get(key);
  if (!s) {
    const g = games(config);
    s = new PlaySession(text, { compound: config.compound, ...(g ? { games: g } : {}) });
    if (parts.size > 2000) parts.clear();
    parts.set(key, s);
  }
  return s;
}

const collator = new Intl.Collator("en", { numeric: true });

function snapshot(cur: Current, id: number, played: string | undefined, moveError: string | undefined): Snapshot {
  const { session, config } = cur;
  const reg = registry(config);
  const budget = new SearchBudget(VALUE_BUDGET);
  const over = session.isOver();
  const texts = session.components;
  const list = over ? { moves: [], complete: true } : session.legalMoves(LIMIT);
  const single = config.compound === "sum" && config.play === "normal" && texts.length === 1;
  const data = dataCache(reg);
  const moveList = list.moves.map((m) => moveView(m, data));
  if (single) {
    for (const m of moveList) {
      const r = engineRemoteness(m.position, reg, budget);
      if (r !== undefined) m.remoteness = r;
    }
  }
  // a fixed order (by text, numbers as numbers), not best first: the order gives nothing away
  const shown = (m: MoveView): string => (texts.length === 1 ? m.position : m.text);
  const sorted = moveList.slice().sort((a, b) => collator.compare(shown(a), shown(b)));
  const perComponent = config.compound === "every" || config.compound === "conjunctive";
  const components: ComponentView[] = texts.map((text, i) => {
    const data = dataOf(text, reg, true);
    if (perComponent) {
      const part = partSession(text, config);
      const ended = part.isOver();
      const own = ended ? { moves: [], complete: true } : part.legalMoves(LIMIT);
      const view: ComponentView = {
        text,
        family: termOf(text, reg)?.family.name ?? "",
        data,
        ended,
        complete: own.complete,
        options: own.moves
          .slice()
          .sort((x, y) => collator.compare(x.position, y.position))
          .map((m) => {
            const o: OptionView = { to: m.position, data: dataOf(m.position, reg) };
            if (m.wins !== undefined) o.wins = m.wins;
            if (m.remoteness !== undefined) o.remoteness = m.remoteness;
            if (m.suspense !== undefined) o.suspense = m.suspense;
            return o;
          }),
      };
      try {
        const v = part.analysis().value;
        if (v) view.value = Number(v.value);
      } catch (e) {
        if (!(e instanceof GrundyError)) throw e;
      }
      return view;
    }
    const options: OptionView[] = sorted
      .filter((m) => m.parts.length === 1 && m.parts[0]!.component === i)
      .map((m) => {
        const o: OptionView = { to: m.parts[0]!.to, data: dataOf(m.parts[0]!.to, reg), move: m.position };
        if (m.wins !== undefined) o.wins = m.wins;
        if (m.draws) o.draws = true;
        if (m.remoteness !== undefined) o.remoteness = m.remoteness;
        return o;
      });
    return { text, family: termOf(text, reg)?.family.name ?? "", data, ended: !over && options.length === 0 && list.complete, options, complete: list.complete };
  });
  const hintMove = over ? null : session.hint();
  const hint = hintMove ? (moveList.find((m) => m.position === hintMove.position) ?? moveView(hintMove, data)) : null;
  const history: PlayedView[] = session.history.map((h) => {
    const v: PlayedView = { by: h.by, position: h.position, text: h.move.text };
    const b = brief(h.move, data);
    if (b !== undefined) v.brief = b;
    if (h.best) {
      const bb = brief(h.best, data);
      if (bb !== undefined) v.bestBrief = bb;
    }
    if (h.move.wins !== undefined) v.wins = h.move.wins;
    if (h.fromWon !== undefined) v.fromWon = h.fromWon;
    if (h.best) v.best = h.best.text;
    return v;
  });
  const timeline = [session.start, ...history.map((h) => h.position)].map((p, k) => positionValue(cur, p, k, reg, budget));
  const mistakes: Snapshot["mistakes"] = {};
  for (const p of ["first", "second"] as const) {
    const m = session.firstMistake(p);
    if (m) mistakes[p] = session.history.indexOf(m);
  }
  const snap: Snapshot = {
    kind: "snapshot",
    id,
    moves: cur.applied.slice(),
    start: session.start,
    startData: (cur.startData ??= dataOfAll(session.start, reg)),
    position: session.position,
    toMove: session.toMove,
    over,
    winner: session.winner(),
    draw: session.isDraw(),
    repetitions: session.repetitions,
    components,
    moveList: sorted,
    complete: list.complete,
    hint,
    timeline,
    history,
    mistakes,
  };
  if (played !== undefined) snap.played = played;
  if (moveError !== undefined) snap.moveError = moveError;
  return snap;
}

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
    current = { key, config, session, applied: [], values: new Map() };
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
  const computer = config.first === "computer" ? "first" : "second";
  if (req.autoplay && moveError === undefined && !cur.session.isOver() && cur.session.toMove === computer) {
    const m = cur.session.computerMove();
    if (m) {
      played = m.position;
      cur.applied.push(m.position);
    }
  }
  return snapshot(cur, id, played, moveError);
}

/** A module that re-exports this worker's copy of the library: user modules import it as "sprague-grundy". */
let shimUrl: string | undefined;
function shim(): string {
  if (!shimUrl) {
    (globalThis as { __grundyLibrary?: unknown }).__grundyLibrary = library;
    const names = Object.keys(library).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
    const source = `const g = globalThis.__grundyLibrary;\nexport const { ${names.join(", ")} } = g;\nexport default g;\n`;
    shimUrl = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  }
  return shimUrl;
}

const looksLikeSpec = (x: unknown): boolean =>
  typeof x === "object" && x !== null && typeof (x as { name?: unknown }).name === "string" && typeof (x as { parse?: unknown }).parse === "function" && "game" in x;

async function loadGames(req: Extract<Request, { kind: "games" }>): Promise<Reply> {
  const reply = (families: Family[], error?: string): Reply => ({
    kind: "games",
    id: req.id,
    families: families.map((f) => ({ name: f.name, usage: f.usage, summary: f.summary })),
    ...(error !== undefined ? { error } : {}),
  });
  const source = req.source.replace(/(\bfrom\s*|\bimport\s*\(?\s*)(["'])(?:sprague-grundy|grundy)\2/g, (_m, head: string, q: string) => `${head}${q}${shim()}${q}`);
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  let mod: Record<string, unknown>;
  try {
    mod = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
  } catch (e) {
    return reply(userFamilies, `${req.name}: the module failed to load: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
  } finally {
    URL.revokeObjectURL(url);
  }
  const found: Family[] = [];
  for (const [name, value] of Object.entries(mod)) {
    for (const x of Array.isArray(value) ? value : [value]) {
      if (isFamily(x)) found.push(x);
      else if (looksLikeSpec(x)) {
        try {
          found.push(library.defineFamily(x as library.FamilySpec<unknown>));
        } catch (e) {
          return reply(userFamilies, `${req.name}: export ${name}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }
  }
  if (found.length === 0) return reply(userFamilies, `${req.name} exports no game family (export defineFamily({ name, usage, game, parse, print }) or such an object)`);
  try {
    new Registry(found);
  } catch (e) {
    if (e instanceof GrundyError) return reply(userFamilies, `${req.name}: ${e.message}`);
    throw e;
  }
  userFamilies = [...new Set(found)];
  gamesVersion++;
  current = null;
  return reply(userFamilies);
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
  while (waiting.length > 0) {
    const req = waiting.shift()!;
    if (req.kind === "state" && waiting.some((r) => r.kind === "state")) continue;
    let reply: Reply;
    try {
      reply = req.kind === "games" ? await loadGames(req) : state(req);
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
