import { GameError, GrundyError, InputError } from "../../errors.js";
import type { Game, Key } from "../game.js";
import { DEFAULT_BUDGET, OPTIONS_PER_MOVE, SearchBudget, type SolveOptions } from "../solver.js";
import { checkGame } from "./checkGame.js";
import { tableOf } from "./gameTables.js";
import type { MemoTable } from "./memoTable.js";

/**
 * A value computed bottom-up over the game graph: a constant at terminal positions and
 * a function of the options' values elsewhere. Internal to the engine.
 */
export interface Measure {
  /** Names the memo table; measures with the same id share values. */
  readonly id: string;
  /** Whether options are split into components whose values nim-add (Grundy values only). */
  readonly splitsComponents: boolean;
  /** The value of a position from its options' values (empty at a terminal position). */
  combine(optionValues: readonly number[]): number;
}

const IN_PROGRESS = -1;

/**
 * Evaluates a measure at a position with an explicit stack: the depth of play does not
 * touch the JavaScript call stack.
 */
export function evaluate<P>(game: Game<P>, root: P, measure: Measure, options: SolveOptions = {}): number {
  checkGame(game);
  if (game.loopy === true) throw loopyError(game.name, measure.id);
  const table = tableOf(game as Game<unknown>, measure.id);
  const rootKey = game.key(root);
  const known = table.get(rootKey);
  if (known !== undefined && known !== IN_PROGRESS) return known;

  const shared = options.budget instanceof SearchBudget ? options.budget : null;
  const budget = budgetOf(options.budget, shared);
  const maxHeld = options.maxHeld ?? Infinity;
  const s: Search<P> = {
    game,
    split: measure.splitsComponents ? game.components : undefined,
    table,
    optPos: [],
    optKeys: [],
    optEnds: [],
    frameKey: [],
    frameStart: [],
    frameEnd: [],
    endsStart: [],
    frameNext: [],
    budget,
    // a position's options are listed before they are solved: one for each OPTIONS_PER_MOVE moves of the budget at most
    maxOptions: budget === Infinity ? Infinity : Math.max(1000, Math.floor(budget / OPTIONS_PER_MOVE)),
    maxHeld,
    examined: shared ? shared.spent : 0,
    overBudget: () => giveUp(budgetError(game.name, budget, options.budget === undefined)),
    tooMany: (p) => giveUp(s.optKeys.length > maxHeld ? heldError(game.name, maxHeld) : wideError(game, p, s.maxOptions, budget)),
  };
  const { optPos, optKeys, frameKey, frameEnd, frameNext } = s;
  const abandon = (): void => {
    for (const k of frameKey) if (table.get(k) === IN_PROGRESS) table.delete(k);
  };
  // a limit passed: the positions in progress forgotten, the moves spent recorded, the error thrown
  const giveUp = (error: GrundyError): never => {
    abandon();
    if (shared) shared.spent = s.examined;
    throw error;
  };

  const onProgress = options.onProgress;
  let solved = 0;
  pushFrame(s, root, rootKey);
  const values: number[] = [];
  outer: while (frameKey.length > 0) {
    const top = frameKey.length - 1;
    const end = frameEnd[top]!;
    for (let i = frameNext[top]!; i < end; i++) {
      const v = table.get(optKeys[i]!);
      if (v === undefined) {
        frameNext[top] = i;
        pushFrame(s, optPos[i]!, optKeys[i]!);
        continue outer;
      }
      if (v === IN_PROGRESS) {
        abandon();
        throw cycleError(game.name, optKeys[i]!);
      }
    }
    popFrame(s, top, values, measure);
    if (onProgress && (++solved & 0xffff) === 0) onProgress(solved);
  }
  if (shared) shared.spent = s.examined;
  return table.get(rootKey)!;
}

/**
 * One evaluation's state. Flat stacks, no allocation per position: each frame owns the slice
 * optKeys[frameStart[f] .. optKeys.length) of its options (flattened into components when
 * they split; optEnds then marks where each option's components end, from endsStart[f]), and
 * frameNext[f] says how far its options have been resolved.
 */
interface Search<P> {
  readonly game: Game<P>;
  readonly split: ((p: P) => readonly P[]) | undefined;
  readonly table: MemoTable;
  readonly optPos: P[];
  readonly optKeys: Key[];
  readonly optEnds: number[];
  readonly frameKey: Key[];
  readonly frameStart: number[];
  readonly frameEnd: number[];
  readonly endsStart: number[];
  readonly frameNext: number[];
  /** The most moves examined in all. */
  readonly budget: number;
  /** The most options listed for one position. */
  readonly maxOptions: number;
  /** The most options held at once. */
  readonly maxHeld: number;
  /** The moves examined so far. */
  examined: number;
  /** Throws: the budget is spent. */
  overBudget(): never;
  /** Throws: p has more than maxOptions options, or more than maxHeld are held. */
  tooMany(p: P): never;
}

/** Marks a position in progress and lists its options in a new frame. */
function pushFrame<P>(s: Search<P>, p: P, k: Key): void {
  const { game, split, optPos, optKeys, optEnds, budget, maxHeld } = s;
  s.table.set(k, IN_PROGRESS);
  const start = optKeys.length;
  s.frameKey.push(k);
  s.frameStart.push(start);
  const ends = optEnds.length;
  s.endsStart.push(ends);
  // the budget is checked move by move: a position may have more options than fit in memory;
  // held and listed options are bounded too (one comparison a move: which bound, once past it)
  if (split) {
    const cap = ends + s.maxOptions;
    for (const o of game.moves(p)) {
      if (++s.examined > budget) s.overBudget();
      if (optEnds.length >= cap || optKeys.length > maxHeld) s.tooMany(p);
      for (const c of split(o)) {
        optPos.push(c);
        optKeys.push(game.key(c));
      }
      optEnds.push(optKeys.length);
    }
  } else {
    const cap = Math.min(start + s.maxOptions, maxHeld + 1);
    for (const o of game.moves(p)) {
      if (++s.examined > budget) s.overBudget();
      if (optKeys.length >= cap) s.tooMany(p);
      optPos.push(o);
      optKeys.push(game.key(o));
    }
  }
  s.frameEnd.push(optKeys.length);
  s.frameNext.push(start);
}

/** Values the top frame, whose options are all valued, from them, and drops it. */
function popFrame<P>(s: Search<P>, top: number, values: number[], measure: Measure): void {
  const { table, optKeys, optEnds } = s;
  const start = s.frameStart[top]!;
  values.length = 0;
  if (s.split) {
    const e0 = s.endsStart[top]!;
    nimSums(values, table, optKeys, start, optEnds, e0);
    optEnds.length = e0;
  } else {
    const end = s.frameEnd[top]!;
    for (let j = start; j < end; j++) values.push(table.get(optKeys[j]!)!);
  }
  table.set(s.frameKey[top]!, measure.combine(values));
  optKeys.length = start;
  s.optPos.length = start;
  s.frameKey.pop();
  s.frameStart.pop();
  s.frameEnd.pop();
  s.endsStart.pop();
  s.frameNext.pop();
}

/**
 * The value of each option split into components: the nim-sum of its components' values
 * (option e's components end at optEnds[e], the first starts at `start`), pushed on `values`.
 */
function nimSums(values: number[], table: MemoTable, optKeys: readonly Key[], start: number, optEnds: readonly number[], e0: number): void {
  let j = start;
  for (let e = e0; e < optEnds.length; e++) {
    const stop = optEnds[e]!;
    let x = 0;
    for (; j < stop; j++) x ^= table.get(optKeys[j]!)!;
    values.push(x);
  }
}

/** The moves the solver may examine: the shared budget's limit, or the number given (checked), or the default. */
function budgetOf(given: SolveOptions["budget"], shared: SearchBudget | null): number {
  const budget = shared ? shared.limit : ((given as number | undefined) ?? DEFAULT_BUDGET);
  if (typeof budget !== "number" || Number.isNaN(budget) || budget < 0) {
    throw new InputError("a budget of moves: a non-negative number, Infinity or a SearchBudget", String(given));
  }
  return budget;
}

function loopyError(name: string, measureId: string): GameError {
  return new GameError(
    `${name} is a loopy game: ${measureId === "misere" || measureId === "misere-remoteness" ? "misère play" : measureId} is for finite acyclic games only (loopy games have gamma, outcome with draws, remoteness and winningMoves/drawingMoves, under normal play)`,
  );
}

function cycleError(name: string, key: Key): GameError {
  return new GameError(
    `${name}: the game has a cycle (position ${String(key)} is reachable from itself); the engine needs a finite acyclic game, or a game defined with loopy: true (defineGame({ …, loopy: true }))`,
  );
}

function budgetError(name: string, budget: number, byDefault: boolean): GrundyError {
  return new GrundyError(
    `${name}: the generic solver examined more than ${budget.toLocaleString("en-US")} moves and gave up; the position is too large for it${byDefault ? " (or the game is infinite; a larger `budget` in the options, or Infinity, lifts the limit)" : ""}`,
  );
}

function heldError(name: string, maxHeld: number): GrundyError {
  return new GrundyError(`${name}: the generic solver held more than ${maxHeld.toLocaleString("en-US")} options at once and gave up; the position is too large for it`);
}

function wideError<P>(game: Game<P>, p: P, maxOptions: number, budget: number): GrundyError {
  let shown = String(game.key(p));
  try {
    shown = game.show(p);
  } catch {}
  if (shown.length > 60) shown = `${shown.slice(0, 59)}…`;
  return new GrundyError(
    `${game.name}: the position ${shown} has more than ${maxOptions.toLocaleString("en-US")} options, more than the generic solver lists at once (one for each ${OPTIONS_PER_MOVE} moves of its budget of ${budget.toLocaleString("en-US")}); a larger budget (--budget) lifts the limit`,
  );
}
