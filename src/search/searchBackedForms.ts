// Closed forms backed by the search, for `analyze` and `play` on positions the plain engine
// cannot value: the value of a position, and its options of a given value (winning moves: an
// option of value 0, or of the value that zeroes the sum), by the value-targeted search of
// this floor. Any game with a search family plugs in; this file knows none.
import { SearchBudget } from "../core/solver.js";
import { GrundyError } from "../errors.js";
import type { SearchFamily } from "./family.js";
import { NimberSearch, PAUSED } from "./nimberSearch.js";
import { ALL } from "./nimberSet.js";
import { TranspositionTable } from "./transpositionTable.js";
import { answerQuery } from "./valueQuery.js";
import { SearchKernel } from "./kernel/kernel.js";
import type { KernelGame, KernelGraph } from "./kernel/kernelGraph.js";
import { kernelModule } from "./kernel/kernelModule.js";

/** The kernel's table in a search-backed answer: 64 MiB, reserved once, resident as it fills. */
const KERNEL_TABLE_BYTES = 2 ** 26;

/** The table of one search: at most 256 MiB, grown as needed. */
export const SEARCH_BACKED_MEMORY = 2 ** 28;
/** The most positions one answer may expand when no budget is given (about 20 s): past it, a GrundyError says how to go further. */
export const SEARCH_BACKED_BUDGET = 2_000_000;
/** The searches kept at once (one a search family: a game whose family is made for one position, such as a graph, may need a few). */
const KEPT = 2;

/** What {@link searchBackedForms} takes: how a game's positions reach the search. */
export interface SearchBackedConstraints<P> {
  /** The name the error lines start with, e.g. "cram". */
  readonly name: string;
  /**
   * The search family for a position when the search should value it (large enough to be
   * worth it, within the family's limits), else undefined: theory or the engine answers. Return
   * the same family object for positions that share one (its table is kept between questions).
   */
  familyOf(position: P): SearchFamily<P> | undefined;
  /** The options of a position (one move each), for {@link SearchBackedForms.movesTo}. */
  options(position: P): Iterable<P>;
  /** The position in words for the error line, e.g. "a 6 × 7 board". */
  describe(position: P): string;
  /** A command that searches the position without a budget (e.g. `grundy solve cram 3 20`), when there is one. */
  solveCommand?(position: P): string | undefined;
  /**
   * The position as the WebAssembly kernel takes it (a graph of at most 64 vertices, the
   * vertices in play, and a key naming the graph, whose kernel and table are kept between
   * questions), when the kernel may value it: it then does wherever its module is at hand
   * (Node; a page or worker that provided it), the JavaScript search elsewhere (where
   * `familyOf` gives one). `option`: the position is an option of one the kernel took (its
   * winning moves are being listed), to value whatever its size.
   */
  kernelStart?(position: P, option?: true): KernelBackedStart | undefined;
  /** The table's bound in bytes. @defaultValue {@link SEARCH_BACKED_MEMORY} */
  readonly memory?: number;
  /** Positions one answer may expand when no budget is given. @defaultValue {@link SEARCH_BACKED_BUDGET} */
  readonly budget?: number;
}

/** A position as the kernel takes it: see {@link SearchBackedConstraints.kernelStart}. */
export interface KernelBackedStart {
  /** Names the graph: one kernel a key. */
  readonly key: string;
  /** The graph, asked for only when the key's kernel is made. */
  graph(): KernelGraph;
  readonly game: KernelGame;
  readonly alive: readonly number[];
}

/** The closed forms a search gives: undefined for a position that is not the search's. */
export interface SearchBackedForms<P> {
  /** The exact value, its expanded positions spent from `budget` (one unit each; a GrundyError when it is spent). */
  grundy(position: P, budget?: SearchBudget): bigint | undefined;
  /** Options of value `target`, at most `limit` of them, `complete` when none was left out (`budget` as for {@link grundy}). */
  movesTo(position: P, target: bigint, limit: number, budget?: SearchBudget): { moves: P[]; complete: boolean } | undefined;
}

/**
 * Closed forms backed by the search: the searches (and their tables, kept between questions
 * of the process) are made on first use.
 *
 * @param c - the game's name, its search family for a position, its options and its words
 * @returns `grundy` and `movesTo`, to put after a game's own closed forms
 */
export function searchBackedForms<P>(c: SearchBackedConstraints<P>): SearchBackedForms<P> {
  const searches = new Map<SearchFamily<P>, NimberSearch<P>>();
  const searchOf = (family: SearchFamily<P>): NimberSearch<P> => {
    let s = searches.get(family);
    if (s === undefined) {
      if (searches.size >= KEPT) searches.delete(searches.keys().next().value!);
      s = new NimberSearch(family, TranspositionTable.forMemory(c.memory ?? SEARCH_BACKED_MEMORY));
    } else searches.delete(family);
    searches.set(family, s); // the most recent last
    return s;
  };
  const kernels = new Map<string, SearchKernel>();
  const kernelOf = (start: KernelBackedStart): SearchKernel => {
    let k = kernels.get(start.key);
    if (k === undefined) {
      if (kernels.size >= KEPT) kernels.delete(kernels.keys().next().value!);
      k = new SearchKernel(start.graph(), start.game, { tableBytes: KERNEL_TABLE_BYTES });
    } else kernels.delete(start.key);
    kernels.set(start.key, k); // the most recent last
    return k;
  };
  const spent = (p: P, budget: SearchBudget): never => {
    const command = c.solveCommand?.(p);
    const without = command === undefined ? "" : `; \`${command}\` searches it without one`;
    throw new GrundyError(
      `${c.name}: the search for ${c.describe(p)}'s value stopped when its budget (${budget.limit.toLocaleString("en-US")} moves and positions) was spent: --budget raises it ("infinity" lifts it)${without}`,
    );
  };
  const newBudget = () => new SearchBudget(c.budget ?? SEARCH_BACKED_BUDGET);
  /** The kernel's answer to one query (the value if in `set`, else −1), within the budget. */
  const kernelAsk = (start: KernelBackedStart, p: P, set: number, budget = newBudget()): number => {
    const k = kernelOf(start);
    const before = k.positions;
    const q = k.query(start.alive, set);
    const done = q.step(Math.max(0, budget.limit - budget.spent));
    budget.spent += k.positions - before;
    if (!done) {
      q.abandon();
      return spent(p, budget);
    }
    return q.result!;
  };
  /** The JavaScript search's answer to one query, within the budget. */
  const ask = (family: SearchFamily<P>, p: P, set: number, budget = newBudget()): number => {
    const s = searchOf(family);
    const before = s.nodes;
    const r = answerQuery(s, p, set, Math.max(0, budget.limit - budget.spent));
    budget.spent += s.nodes - before;
    return r === PAUSED ? spent(p, budget) : r;
  };
  const kernelStartOf = (p: P, option?: true): KernelBackedStart | undefined => (kernelModule() === undefined ? undefined : c.kernelStart?.(p, option));
  return {
    grundy(p, budget) {
      const start = kernelStartOf(p);
      if (start !== undefined) return BigInt(kernelAsk(start, p, ALL, budget));
      const family = c.familyOf(p);
      return family === undefined ? undefined : BigInt(ask(family, p, ALL, budget));
    },
    movesTo(p, target, limit, budget) {
      const byKernel = kernelStartOf(p) !== undefined;
      const family = byKernel ? undefined : c.familyOf(p);
      if ((!byKernel && family === undefined) || target > 31n) return undefined;
      const moves: P[] = [];
      const t = Number(target);
      for (const o of c.options(p)) {
        let v: number;
        if (family !== undefined) v = ask(family, o, 1 << t, budget);
        else {
          const start = kernelStartOf(o, true);
          if (start === undefined) throw new Error(`${c.name}: the kernel took a position and not its option (a bug)`);
          v = kernelAsk(start, o, 1 << t, budget);
        }
        if (v !== t) continue;
        if (moves.length >= limit) return { moves, complete: false };
        moves.push(o);
      }
      return { moves, complete: true };
    },
  };
}
