import { GrundyError } from "../errors.js";
import { type CompoundKind, compoundKind } from "./compoundKinds.js";
import { defineGame, type Game, type Key } from "./game.js";
import { cacheSize } from "./solver.js";

/** Options of {@link compoundGame}. */
interface CompoundGameConstraints {
  /** Whether the compound may loop (a component is a loopy game). @defaultValue false */
  loopy?: boolean;
  /**
   * How a position is keyed: `ordered`, the tuple of its components' keys; `multiset`, the
   * components' keys counted and sorted (a compound does not depend on the order of its
   * components), and a move that changes one component is made in the first of several
   * equal ones only. Keep `ordered` where the positions a solver returns must line up with
   * the components (a multiset key stands for every order). @defaultValue 'ordered'
   */
  keys?: "ordered" | "multiset";
  /** The most positions the engine may store for this game before its moves give up. @defaultValue Infinity */
  maxPositions?: number;
  /** The most work (components copied, two a component of each option made) before its moves give up. @defaultValue Infinity */
  maxWork?: number;
  /**
   * The message of the GrundyError thrown past a cap, from what was passed: "stored more
   * than 1,000,000 positions" or "did more than 20,000,000 steps".
   * @defaultValue `the search of this compound ${what} and gave up`
   */
  tooLarge?: (what: string) => string;
  /** The game's name, for messages. @defaultValue the kind */
  name?: string;
}

/**
 * A compound as one game (as CGSuite's compounds are games): its positions are tuples of
 * the components' positions, its moves those the kind allows (see the table's `moves`):
 * one component, any non-empty set, all of them (none once one has ended), or every
 * unfinished one. Its normal-play outcome is the compound's, under every kind (whoever
 * cannot move loses). Game-agnostic: the components are any engine games.
 *
 * @param kind - how the components are played together
 * @param games - each component's game (the tuple's i-th position is a position of `games[i]`)
 * @param constraints - loopiness, keys, caps
 */
export function compoundGame(kind: CompoundKind, games: readonly Game<any>[], constraints: CompoundGameConstraints = {}): Game<unknown[]> {
  const { loopy = false, keys = "ordered", maxPositions = Infinity, maxWork = Infinity } = constraints;
  const tooLarge = (what: string): never => {
    throw new GrundyError(constraints.tooLarge?.(what) ?? `the search of this compound ${what} and gave up`);
  };
  // equal games, one label: components of one game with equal keys are equal components
  const label = games.map((g) => games.indexOf(g));
  const keyOf = (t: readonly unknown[], i: number): string => `${label[i]}(${String(games[i]!.key(t[i]) as Key)})`;
  const moves = compoundKind(kind).moves;
  let work = 0;
  const count = (t: readonly unknown[]): void => {
    work += 2 * t.length;
    if (work > maxWork) tooLarge(`did more than ${maxWork.toLocaleString("en-US")} steps`);
  };
  const game: Game<unknown[]> = defineGame<unknown[]>({
    name: constraints.name ?? kind,
    loopy,
    moves: function* (t) {
      if (maxPositions !== Infinity && cacheSize(game) > maxPositions) tooLarge(`stored more than ${maxPositions.toLocaleString("en-US")} positions`);
      if (moves === "one") {
        const seen = new Set<string>();
        for (let i = 0; i < games.length; i++) {
          if (keys === "multiset") {
            const k = keyOf(t, i);
            if (seen.has(k)) continue;
            seen.add(k);
          }
          for (const o of games[i]!.moves(t[i])) {
            count(t);
            const next = t.slice();
            next[i] = o;
            yield next;
          }
        }
        return;
      }
      // several components move at once: every choice of an option (or of staying) in each
      const options = t.map((p, i) => [...games[i]!.moves(p)]);
      // some: each may stay, not all; all: each moves (none once one has ended); unfinished: the ended ones stay
      const choices = options.map((o, i) => (moves === "some" || (moves === "unfinished" && o.length === 0) ? [t[i], ...o] : o));
      const stayFirst = moves === "some" || (moves === "unfinished" && options.every((o) => o.length === 0));
      for (const next of tuples(choices, stayFirst)) {
        count(t);
        yield next;
      }
    },
    key:
      keys === "ordered"
        ? (t) => t.map((p, i) => String(games[i]!.key(p) as Key)).join("|")
        : (t) => {
            const counts = new Map<string, number>();
            for (let i = 0; i < t.length; i++) {
              const k = keyOf(t, i);
              counts.set(k, (counts.get(k) ?? 0) + 1);
            }
            return [...counts]
              .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
              .map(([k, c]) => (c === 1 ? k : `${c}*${k}`))
              .join("+");
          },
  });
  return game;
}

/** Every tuple of one choice from each list, the first index turning fastest; without the first tuple when `skipFirst`. */
function* tuples(choices: readonly unknown[][], skipFirst: boolean): Generator<unknown[]> {
  if (choices.some((c) => c.length === 0)) return;
  const pick = choices.map(() => 0);
  if (!skipFirst) yield pick.map((k, j) => choices[j]![k]);
  for (;;) {
    let i = 0;
    while (i < pick.length && pick[i] === choices[i]!.length - 1) pick[i++] = 0;
    if (i === pick.length) return;
    pick[i]!++;
    yield pick.map((k, j) => choices[j]![k]);
  }
}
