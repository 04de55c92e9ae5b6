// A snapshot of the game: everything the page draws (the position, every legal move with its
// value, each component's board and options, the hint, who was winning at each step).
import { compoundKind, type Family, GrundyError, type Move, PlaySession, Registry, SearchBudget } from "sprague-grundy";
import type { ComponentView, GameConfig, MoveView, OptionView, PlayedView, Snapshot } from "../protocol.ts";
import { Boards } from "./boards.ts";
import { engineRemoteness, type Values } from "./values.ts";

/** The most moves listed (a board draws them all; a huge position lists this many). */
const LIMIT = 600;
/** The moves the engine may examine for the remoteness shown beside the moves, per snapshot (about a second at worst; what it finds stays memoised, so the next snapshot goes further). */
const VALUE_BUDGET = 60_000;

/** A game being played: its session, the moves replayed on it, the values met. */
export interface Current {
  key: string;
  config: GameConfig;
  session: PlaySession;
  applied: string[];
  values: Values;
  /** The user's families in play, if any. */
  games: Family[] | undefined;
  /** The start's boards, drawn once. */
  startBoards?: Snapshot["startBoards"];
  /** Sessions on one component alone, by compound and text (each component's own options and value). */
  parts: Map<string, PlaySession>;
}

/** Whether each component is played on its own in every move (its options are listed with its own value). */
export const perComponent = (config: GameConfig): boolean => {
  const moves = compoundKind(config.compound).moves;
  return moves === "all" || moves === "unfinished";
};

function moveView(m: Move, boards: Boards): MoveView {
  const v: MoveView = { position: m.position, text: m.text, parts: m.parts.map((p) => ({ component: p.component, from: p.from, to: p.to })) };
  const b = boards.describe(m);
  if (b !== undefined) v.brief = b;
  if (m.wins !== undefined) v.wins = m.wins;
  if (m.draws) v.draws = true;
  if (m.remoteness !== undefined) v.remoteness = m.remoteness;
  if (m.suspense !== undefined) v.suspense = m.suspense;
  return v;
}

function partSession(cur: Current, text: string): PlaySession {
  let s = cur.parts.get(text);
  if (!s) {
    s = new PlaySession(text, { compound: cur.config.compound, ...(cur.games ? { games: cur.games } : {}) });
    if (cur.parts.size > 2000) cur.parts.clear();
    cur.parts.set(text, s);
  }
  return s;
}

/** A component played on its own: its options with their own values (and its own value). */
function ownComponent(cur: Current, text: string, boards: Boards, base: Omit<ComponentView, "ended" | "options" | "complete">): ComponentView {
  const part = partSession(cur, text);
  const ended = part.isOver();
  const own = ended ? { moves: [], complete: true } : part.legalMoves(LIMIT, "neutral");
  const options = own.moves.map((m) => {
    const o: OptionView = { to: m.position };
    const board = boards.board(m.position);
    if (board) o.board = board;
    if (m.wins !== undefined) o.wins = m.wins;
    if (m.remoteness !== undefined) o.remoteness = m.remoteness;
    if (m.suspense !== undefined) o.suspense = m.suspense;
    return o;
  });
  const view: ComponentView = { ...base, ended, complete: own.complete, options };
  try {
    const v = part.analysis().value;
    if (v) view.value = Number(v.value);
  } catch (e) {
    if (!(e instanceof GrundyError)) throw e;
  }
  return view;
}

export function snapshot(cur: Current, id: number, played: string | undefined, moveError: string | undefined): Snapshot {
  const { session, config } = cur;
  const reg = new Registry(cur.games ?? []);
  const boards = new Boards(reg);
  const budget = new SearchBudget(VALUE_BUDGET);
  const over = session.isOver();
  const texts = session.components;
  const list = over ? { moves: [], complete: true } : session.legalMoves(LIMIT, "neutral");
  // the session's neutral order: it gives nothing away
  const moveList = list.moves.map((m) => moveView(m, boards));
  if (compoundKind(config.compound).measure === "grundy" && config.play === "normal" && texts.length === 1) {
    for (const m of moveList) {
      const r = engineRemoteness(m.position, reg, cur.games, budget);
      if (r !== undefined) m.remoteness = r;
    }
  }
  const components: ComponentView[] = texts.map((text, i) => {
    const read = boards.read(text);
    const view = read?.family.view;
    const board = boards.board(text, true);
    const base = { text, family: read?.family.name ?? "", unit: view?.unit ?? "game", ...(view ? { rule: view.rule } : {}), ...(board ? { board } : {}) };
    if (perComponent(config)) return ownComponent(cur, text, boards, base);
    const options: OptionView[] = moveList
      .filter((m) => m.parts.length === 1 && m.parts[0]!.component === i)
      .map((m) => {
        const o: OptionView = { to: m.parts[0]!.to, move: m.position };
        const b = boards.board(m.parts[0]!.to);
        if (b) o.board = b;
        if (m.wins !== undefined) o.wins = m.wins;
        if (m.draws) o.draws = true;
        if (m.remoteness !== undefined) o.remoteness = m.remoteness;
        return o;
      });
    return { ...base, ended: !over && options.length === 0 && list.complete, options, complete: list.complete };
  });
  addPieces(components, session, boards);
  const hintMove = over ? null : session.hint();
  const hint = hintMove ? (moveList.find((m) => m.position === hintMove.position) ?? moveView(hintMove, boards)) : null;
  const history = historyViews(session, boards);
  const timeline = [session.start, ...history.map((h) => h.position)].map((p, k) => cur.values.at(p, k, reg, budget));
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
    startBoards: (cur.startBoards ??= boards.boardsOf(session.start)),
    position: session.position,
    toMove: session.toMove,
    over,
    winner: session.winner(),
    draw: session.isDraw(),
    repetitions: session.repetitions,
    components,
    moveList,
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

/** The moves played so far, each with its words and the best move where it was not one. */
function historyViews(session: PlaySession, boards: Boards): PlayedView[] {
  return session.history.map((h) => {
    const v: PlayedView = { by: h.by, position: h.position, text: h.move.text };
    const b = boards.describe(h.move);
    if (b !== undefined) v.brief = b;
    if (h.best) {
      v.best = h.best.text;
      const bb = boards.describe(h.best);
      if (bb !== undefined) v.bestBrief = bb;
    }
    if (h.move.wins !== undefined) v.wins = h.move.wins;
    if (h.fromWon !== undefined) v.fromWon = h.fromWon;
    return v;
  });
}

/** On cells boards, the cells each move so far filled, a list a component (the board draws each move's cells as one piece). */
function addPieces(components: ComponentView[], session: PlaySession, boards: Boards): void {
  for (const h of session.history) {
    for (const part of h.move.parts) {
      const view = components[part.component];
      const a = boards.board(part.from);
      const b = boards.board(part.to);
      if (!view || a?.kind !== "cells" || b?.kind !== "cells") continue;
      const had = new Set(a.filled.map(([r, c]) => `${r},${c}`));
      const added = b.filled.filter(([r, c]) => !had.has(`${r},${c}`)).map(([r, c]) => [r, c] as [number, number]);
      if (added.length > 1) (view.pieces ??= []).push(added);
    }
  }
}
