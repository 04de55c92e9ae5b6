import { GameError } from "../errors.js";
import type { Game, Key } from "./game.js";

/**
 * A value computed bottom-up over the game graph: a constant at terminal positions and
 * a function of the options' values elsewhere. Internal to the engine.
 * @internal
 */
export interface Measure {
  /** Names the memo table; measures with the same id share values. */
  readonly id: string;
  /** Whether options are split into components whose values nim-add (Grundy values only). */
  readonly splitsComponents: boolean;
  /** The value of a position from its options' values (empty at a terminal position). */
  combine(optionValues: readonly number[]): number;
}

/** Options shared by the solver's entry points. */
export interface SolveOptions {
  /** Called now and then during a long search with the number of positions solved so far. */
  onProgress?: (solved: number) => void;
}

const IN_PROGRESS = -1;
const tables = new WeakMap<object, Map<string, Map<Key, number>>>();

/** The memo table of one measure on one game. @internal */
export function tableOf(game: Game<unknown>, id: string): Map<Key, number> {
  let byMeasure = tables.get(game);
  if (!byMeasure) tables.set(game, (byMeasure = new Map()));
  let table = byMeasure.get(id);
  if (!table) byMeasure.set(id, (table = new Map()));
  return table;
}

/**
 * Forgets every memoised value of a game (to free memory).
 *
 * @param game - the game whose tables are dropped
 */
export function clearCache(game: Game<never>): void {
  tables.delete(game);
}

/** The number of positions whose values are memoised for a game, over all measures. */
export function cacheSize(game: Game<never>): number {
  let n = 0;
  for (const t of tables.get(game)?.values() ?? []) n += t.size;
  return n;
}

/**
 * Evaluates a measure at a position with an explicit stack: the depth of play does not
 * touch the JavaScript call stack. @internal
 */
export function evaluate<P>(game: Game<P>, root: P, measure: Measure, options: SolveOptions = {}): number {
  const table = tableOf(game as Game<unknown>, measure.id);
  const rootKey = game.key(root);
  const known = table.get(rootKey);
  if (known !== undefined && known !== IN_PROGRESS) return known;

  const split = measure.splitsComponents ? game.components : undefined;
  const onProgress = options.onProgress;
  // One frame per position under evaluation: its key, its options (flattened into
  // components when they split), where each option's components end, and how far we got.
  const frameKey: Key[] = [];
  const framePos: P[][] = [];
  const frameKeys: Key[][] = [];
  const frameEnds: (number[] | undefined)[] = [];
  const frameNext: number[] = [];
  let solved = 0;

  const push = (p: P, k: Key): void => {
    table.set(k, IN_PROGRESS);
    const pos: P[] = [];
    const keys: Key[] = [];
    let ends: number[] | undefined;
    if (split) {
      ends = [];
      for (const o of game.moves(p)) {
        for (const c of split(o)) {
          pos.push(c);
          keys.push(game.key(c));
        }
        ends.push(pos.length);
      }
    } else {
      for (const o of game.moves(p)) {
        pos.push(o);
        keys.push(game.key(o));
      }
    }
    frameKey.push(k);
    framePos.push(pos);
    frameKeys.push(keys);
    frameEnds.push(ends);
    frameNext.push(0);
  };

  push(root, rootKey);
  const values: number[] = [];
  outer: while (frameKey.length > 0) {
    const top = frameKey.length - 1;
    const keys = frameKeys[top]!;
    let i = frameNext[top]!;
    for (; i < keys.length; i++) {
      const v = table.get(keys[i]!);
      if (v === undefined) {
        frameNext[top] = i;
        push(framePos[top]![i]!, keys[i]!);
        continue outer;
      }
      if (v === IN_PROGRESS) {
        for (const k of frameKey) if (table.get(k) === IN_PROGRESS) table.delete(k);
        throw new GameError(`${game.name}: the game has a cycle (position ${String(keys[i])} is reachable from itself); the engine needs a finite acyclic game`);
      }
    }
    values.length = 0;
    const ends = frameEnds[top];
    if (ends) {
      let j = 0;
      for (const end of ends) {
        let x = 0;
        for (; j < end; j++) x ^= table.get(keys[j]!)!;
        values.push(x);
      }
    } else {
      for (const k of keys) values.push(table.get(k)!);
    }
    table.set(frameKey[top]!, measure.combine(values));
    frameKey.pop();
    framePos.pop();
    frameKeys.pop();
    frameEnds.pop();
    frameNext.pop();
    if (onProgress && (++solved & 0xffff) === 0) onProgress(solved);
  }
  return table.get(rootKey)!;
}
