/**
 * Loopy impartial games: the generalized Sprague–Grundy function γ, outcomes with draws and
 * remoteness, on the finite graph of positions reachable from the one asked about.
 *
 * ## γ (Smith 1966; Fraenkel & Perl 1975; Fraenkel & Yesha 1986)
 *
 * γ(u) = m (a nimber) when (A) no option of u has γ = m, (B) every option v of u with
 * γ(v) > m or γ(v) infinite has an option w with γ(w) = m, and (C) u has options of every
 * value j < m. Positions no finite m fits get ∞(K), K the finite values among their options.
 * γ exists and is unique on every finite digraph. Outcome: γ = 0 is a P-position; γ a
 * positive nimber, or ∞(K) with 0 ∈ K, an N-position; ∞(K) with 0 ∉ K a draw (D).
 *
 * The labelling is Fraenkel–Yesha's stage algorithm with counters, over an explicit graph
 * (integer indices, successors and predecessors in CSR typed arrays). Stage m works on the
 * unlabelled positions U: counter[u] = options of u in U not yet "marked" (marked: has an
 * option labelled m). A position whose counter is 0, that is not marked and has options of
 * every value below m (C), is labelled m; labelling u marks its unmarked predecessors in U,
 * and marking p decrements the counters of p's predecessors. A stage that labels nothing
 * ends the algorithm (no later stage can meet (C)); the unlabelled positions are ∞(K).
 * Each stage is one pass over U and its edges: O((γmax + 2)·(V + E)) time, O(V + E) memory.
 *
 * The order in which positions are labelled is also Fraenkel–Yesha's counter function c:
 * a lower value is labelled at an earlier stage, and when γ(u) = m every option v of greater
 * or infinite value has an option w with γ(w) = m labelled before u (c(w) < c(u)). The
 * winner of a sum makes the total c of the finite components shrink (see `order`), so play
 * ends: moving to any P-position is not enough in a loopy game.
 *
 * ## The cache
 *
 * Solved graphs are kept per game (the last 16). A position already solved is answered from
 * its graph; a new exploration stops at positions solved before and takes them as its
 * boundary, with their values: a boundary position worth m is labelled at stage m; one worth
 * more than m, or ∞(K) with m ∈ K, has an option worth m in its own graph, so it is marked
 * from the start of stage m; for remoteness, decided boundary positions join the retrograde
 * queue in order of remoteness. Each position is solved in one graph, and the counters grow
 * across graphs (a new graph's counters follow the old ones), so they form one counter
 * function for the whole game: a boundary position w that reverses a new one u was labelled
 * earlier, c(w) < c(u).
 *
 * ## Remoteness
 *
 * A separate retrograde pass with counters (as Gamesman's solvers define it): a terminal
 * position is lost with remoteness 0; a position with a lost option is won, remoteness 1 +
 * the least remoteness of a lost option; a position whose options are all won is lost,
 * remoteness 1 + the greatest remoteness of its options; the rest are draws. Positions are
 * decided in a FIFO queue, in order of remoteness, so a win is fixed by its first lost
 * option (the least) and a loss by its last won option (the greatest): O(V + E).
 *
 * ## Sums (Smith 1966, "Graphs and composite games"; Fraenkel & Yesha 1986, "The generalized
 * Sprague–Grundy function and its invariance under certain mappings"; Winning Ways ch. 12)
 *
 * γ(G + H) from γ(G) and γ(H): a ⊕ b (nim-sum) for two nimbers; ∞(K ⊕ a) for ∞(K) and a
 * nimber a (K xor a elementwise); ∞(∅) — a draw — for two infinite values (every option of
 * the sum keeps an infinite component, so none has a finite value).
 */
import { describeValue, GameError, GrundyError, InputError } from "../errors.js";
import type { Game, Key } from "./game.js";
import { MemoTable } from "./memoTable.js";
import { checkGame, DEFAULT_BUDGET, loopyCaches, SearchBudget, type SolveOptions } from "./solver.js";

/** ∞(K): K = the finite γ values among the options, ascending. */
export interface InfiniteGamma {
  readonly infinite: true;
  readonly K: readonly number[];
}

/** A generalized Sprague–Grundy value: a nimber, or ∞(K). */
export type Gamma = number | InfiniteGamma;

/** The outcome of a position of a loopy game: 'N' (the player to move wins), 'P' (loses) or 'D' (a draw with best play). */
export type LoopyOutcome = "N" | "P" | "D";

/** Whether a γ value is infinite. */
export function isInfinite(g: Gamma): g is InfiniteGamma {
  return typeof g === "object";
}

/**
 * Writes a γ value: `3`, `∞(0,2)`, and `∞` when K is empty.
 *
 * @param g - the value
 * @returns the text
 * @example formatGamma({ infinite: true, K: [0, 2] }) // "∞(0,2)"
 */
export function formatGamma(g: Gamma): string {
  if (typeof g === "number") return String(g);
  checkGamma(g);
  return g.K.length === 0 ? "∞" : `∞(${g.K.join(",")})`;
}

function checkGamma(g: unknown): asserts g is Gamma {
  if (typeof g === "number" && Number.isSafeInteger(g) && g >= 0) return;
  if (typeof g === "object" && g !== null && (g as InfiniteGamma).infinite === true && Array.isArray((g as InfiniteGamma).K)) return;
  throw new InputError("a γ value: a non-negative integer or { infinite: true, K: [...] }", describeValue(g));
}

/** ∞(K) with K sorted and without repeats. */
export function infiniteGamma(K: Iterable<number>): InfiniteGamma {
  return { infinite: true, K: [...new Set(K)].sort((a, b) => a - b) };
}

/**
 * γ of a disjunctive sum from its components' γ values (Smith's theorem): a ⊕ b for two
 * nimbers, ∞(K ⊕ a) for ∞(K) and a nimber a, ∞(∅) (a draw) for two infinite values.
 *
 * @param a - γ of one component
 * @param b - γ of the other
 * @returns γ of their sum
 * @example gammaSum({ infinite: true, K: [0, 2] }, 3) // { infinite: true, K: [1, 3] }
 */
export function gammaSum(a: Gamma, b: Gamma): Gamma {
  checkGamma(a);
  checkGamma(b);
  if (typeof a === "number" && typeof b === "number") return a ^ b;
  if (typeof a === "number") return infiniteGamma((b as InfiniteGamma).K.map((k) => k ^ a));
  if (typeof b === "number") return infiniteGamma(a.K.map((k) => k ^ b));
  return { infinite: true, K: [] };
}

/**
 * The outcome a γ value means: 0 → P; a positive nimber → N; ∞(K) → N when 0 ∈ K, else D.
 *
 * @example outcomeOfGamma({ infinite: true, K: [1] }) // 'D'
 */
export function outcomeOfGamma(g: Gamma): LoopyOutcome {
  checkGamma(g);
  if (typeof g === "number") return g === 0 ? "P" : "N";
  return g.K.includes(0) ? "N" : "D";
}

// ---------------------------------------------------------------------------------------
// The explicit graph and its labelling

/** A growable Int32 buffer. */
class IntBuffer {
  data = new Int32Array(1024);
  length = 0;
  push(x: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = x;
  }
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/**
 * The solved graph of the positions reachable from one position: successors in CSR form,
 * γ (−1: infinite), the labelling order (−1: infinite) and remoteness (−1: a draw). @internal
 */
export interface LoopyGraph<P> {
  readonly n: number;
  readonly positions: P[];
  readonly index: { get(k: Key): number | undefined };
  /** Successors of i: succ[succStart[i] .. succStart[i + 1]), without repeats. */
  readonly succStart: Int32Array;
  readonly succ: Int32Array;
  /** γ when finite, −1 when infinite. */
  readonly gamma: Int32Array;
  /** The order in which finite values were labelled (Fraenkel–Yesha's counter function); −1 when infinite. */
  readonly order: Int32Array;
  /** Remoteness of won and lost positions; −1 for draws. */
  readonly remoteness: Int32Array;
  /**
   * 1 for a position solved in an earlier graph of the same game: it was not expanded here
   * (no successors), its values are copied from there, and lookups go there. Each position
   * is solved in one graph only, so the counters (`order`) form one function over the game.
   */
  readonly boundary: Uint8Array;
}

/** The cache of one game: its solved graphs, and the next counter value (counters grow across graphs). */
interface GameCache<P> {
  graphs: LoopyGraph<P>[];
  nextOrder: number;
}

/** A position solved in a cached graph (not on its boundary). */
function lookup<P>(cache: GameCache<P> | undefined, key: Key): { graph: LoopyGraph<P>; at: number } | undefined {
  if (!cache) return undefined;
  for (const g of cache.graphs) {
    const at = g.index.get(key);
    if (at !== undefined && g.boundary[at] === 0) return { graph: g, at };
  }
  return undefined;
}

/** How many solved graphs are kept per game (the oldest goes first). */
const KEPT_GRAPHS = 16;

function budgetOf(options: SolveOptions): { limit: number; shared: SearchBudget | null } {
  const shared = options.budget instanceof SearchBudget ? options.budget : null;
  const limit = shared ? shared.limit : ((options.budget as number | undefined) ?? DEFAULT_BUDGET);
  if (typeof limit !== "number" || Number.isNaN(limit) || limit < 0) {
    throw new InputError("a budget of moves: a non-negative number, Infinity or a SearchBudget", describeValue(options.budget));
  }
  return { limit, shared };
}

/** Refuses a game that was not defined loopy. */
function checkLoopy(game: Game<unknown>, what: string): void {
  checkGame(game);
  if (game.loopy !== true) throw new GameError(`${game.name}: ${what} is for loopy games (defineGame({ …, loopy: true }))`);
}

/**
 * The solved graph holding a position, and its index: from the cache, else explored and
 * labelled. @internal
 */
export function solveLoopy<P>(game: Game<P>, position: P, options: SolveOptions = {}): { graph: LoopyGraph<P>; at: number } {
  checkGame(game);
  const key = game.key(position);
  let cache = loopyCaches.get(game) as GameCache<P> | undefined;
  const known = lookup(cache, key);
  if (known) return known;
  if (!cache) loopyCaches.set(game, (cache = { graphs: [], nextOrder: 0 }));
  // positions solved before are not explored again: they bound the new graph with their values
  const graph = explore(game, position, key, options, cache);
  cache.nextOrder = label(graph, cache.nextOrder);
  cache.graphs.push(graph);
  if (cache.graphs.length > KEPT_GRAPHS) cache.graphs.shift();
  return { graph, at: 0 };
}

/** Breadth-first exploration into CSR successor lists, within the budget of moves. */
/** A graph being labelled: predecessors, and the values of its boundary positions (−2 where not boundary). */
type Unlabelled<P> = LoopyGraph<P> & { predStart: Int32Array; pred: Int32Array; bGamma: Int32Array; bRemoteness: Int32Array; bK: Map<number, readonly number[]> };

function explore<P>(game: Game<P>, root: P, rootKey: Key, options: SolveOptions, cache: GameCache<P>): Unlabelled<P> {
  const { limit, shared } = budgetOf(options);
  const onProgress = options.onProgress;
  let examined = shared ? shared.spent : 0;
  const index = new MemoTable();
  const positions: P[] = [root];
  index.set(rootKey, 0);
  const starts = new IntBuffer();
  const succ = new IntBuffer();
  let seen = new Int32Array(1024).fill(-1);
  // boundary positions: index → where they were solved
  const solvedAt = new Map<number, { graph: LoopyGraph<P>; at: number }>();
  const hasCache = cache.graphs.length > 0;
  for (let i = 0; i < positions.length; i++) {
    starts.push(succ.length);
    if (hasCache && solvedAt.has(i)) continue;
    for (const o of game.moves(positions[i]!)) {
      if (++examined > limit) {
        if (shared) shared.spent = examined;
        throw new GrundyError(
          `${game.name}: the loopy solver reached ${positions.length.toLocaleString("en-US")} positions (${(examined - 1).toLocaleString("en-US")} moves) and stopped at its budget of ${limit.toLocaleString("en-US")} moves: the game is larger than that from here, or infinite — a larger \`budget\` option (Infinity for none; grundy analyze --budget N) lifts the limit`,
        );
      }
      const k = game.key(o);
      let j = index.get(k);
      if (j === undefined) {
        j = positions.length;
        index.set(k, j);
        positions.push(o);
        if (hasCache) {
          const old = lookup(cache, k);
          if (old) solvedAt.set(j, old);
        }
        if (onProgress && (j & 0xffff) === 0) onProgress(j);
      }
      if (j >= seen.length) {
        const next = new Int32Array(Math.max(2 * seen.length, j + 1)).fill(-1);
        next.set(seen);
        seen = next;
      }
      // an option reached by two moves is one option
      if (seen[j] !== i) {
        seen[j] = i;
        succ.push(j);
      }
    }
  }
  if (shared) shared.spent = examined;
  const n = positions.length;
  starts.push(succ.length);
  const succStart = starts.toArray();
  const succArr = succ.toArray();
  // predecessors, CSR
  const predStart = new Int32Array(n + 1);
  for (let e = 0; e < succArr.length; e++) predStart[succArr[e]! + 1]!++;
  for (let i = 0; i < n; i++) predStart[i + 1]! += predStart[i]!;
  const fill = predStart.slice(0, n);
  const pred = new Int32Array(succArr.length);
  for (let u = 0; u < n; u++) {
    for (let e = succStart[u]!; e < succStart[u + 1]!; e++) pred[fill[succArr[e]!]!++] = u;
  }
  const boundary = new Uint8Array(n);
  const bGamma = new Int32Array(n).fill(-2);
  const bRemoteness = new Int32Array(n).fill(-2);
  const bK = new Map<number, readonly number[]>();
  const order = new Int32Array(n).fill(-1);
  for (const [j, { graph, at }] of solvedAt) {
    boundary[j] = 1;
    bGamma[j] = graph.gamma[at]!;
    bRemoteness[j] = graph.remoteness[at]!;
    order[j] = graph.order[at]!;
    const g = gammaAt(graph as LoopyGraph<unknown>, at);
    if (typeof g !== "number") bK.set(j, g.K);
  }
  return {
    n,
    positions,
    index,
    succStart,
    succ: succArr,
    predStart,
    pred,
    gamma: new Int32Array(n).fill(-1),
    order,
    remoteness: new Int32Array(n).fill(-1),
    boundary,
    bGamma,
    bRemoteness,
    bK,
  };
}

/** Labels γ (stage algorithm) and remoteness (retrograde pass) in place; returns the next counter value. */
function label(g: Unlabelled<unknown>, firstOrder: number): number {
  const bounded = g.bK.size > 0 || g.boundary.some((b) => b === 1);
  const next = labelGamma(g.n, g.succStart, g.succ, g.predStart, g.pred, g.gamma, g.order, bounded ? { gamma: g.bGamma, K: g.bK } : undefined, firstOrder);
  labelRemoteness(g.n, g.succStart, g.predStart, g.pred, g.remoteness, bounded ? g.bRemoteness : undefined);
  return next;
}

const UNLABELLED = -1;

/**
 * Fraenkel–Yesha's stage algorithm with counters (see the module comment). Fills `gamma`
 * (−1 left for infinite values) and `order` (the labelling sequence number). @internal
 */
export function labelGamma(
  n: number,
  succStart: Int32Array,
  succ: Int32Array,
  predStart: Int32Array,
  pred: Int32Array,
  gamma: Int32Array,
  order: Int32Array,
  boundary?: Boundary,
  firstOrder = 0,
): number {
  const s: Stage = {
    succStart,
    succ,
    predStart,
    pred,
    gamma,
    order,
    counter: new Int32Array(n),
    // marked[u] === m + 1: u has an option labelled m (stage m); no reset between stages
    marked: new Int32Array(n),
    eligible: new Uint8Array(n).fill(1),
    queue: new Int32Array(n),
    seq: firstOrder,
    boundary,
  };
  let unl = new Int32Array(n);
  for (let i = 0; i < n; i++) unl[i] = i;
  let unlCount = n;
  if (boundary) for (let i = 0; i < n; i++) if (boundary.gamma[i] !== NOT_BOUNDARY) s.eligible[i] = 0; // labelled from their values only
  for (let m = 0; unlCount > 0; m++) {
    // (C): options of every value below m; values below m − 1 were checked at earlier stages
    const fixed = boundary ? startBoundary(s, unl, unlCount, m) : 0;
    if (!startStage(s, unl, unlCount, m) && fixed === 0) break;
    const labelled = fixed + runStage(s, unl, unlCount, m);
    if (labelled === 0) break;
    // the unlabelled positions left for the next stage
    const next = new Int32Array(unlCount - labelled);
    let k = 0;
    for (let t = 0; t < unlCount; t++) if (gamma[unl[t]!] === UNLABELLED) next[k++] = unl[t]!;
    unl = next;
    unlCount = k;
  }
  // boundary positions worth more than the last stage keep their value (no position here waits for it)
  if (boundary) for (let i = 0; i < n; i++) if (boundary.gamma[i]! >= 0) gamma[i] = boundary.gamma[i]!;
  return s.seq;
}

const NOT_BOUNDARY = -2;

/** Values of boundary positions (solved in another graph): γ (−1 infinite, −2 not boundary) and K of the infinite ones. @internal */
export interface Boundary {
  readonly gamma: Int32Array;
  readonly K: ReadonlyMap<number, readonly number[]>;
}

/** The arrays of the stage algorithm (small functions on typed arrays: V8 optimises each hot loop at once). */
interface Stage {
  readonly succStart: Int32Array;
  readonly succ: Int32Array;
  readonly predStart: Int32Array;
  readonly pred: Int32Array;
  readonly gamma: Int32Array;
  readonly order: Int32Array;
  readonly counter: Int32Array;
  readonly marked: Int32Array;
  readonly eligible: Uint8Array;
  readonly queue: Int32Array;
  seq: number;
  readonly boundary: Boundary | undefined;
}

/**
 * Stage m on the boundary: a boundary position worth m is labelled now (its counter stays
 * the one it had); one worth more than m, or ∞(K) with m ∈ K, has an option worth m in its
 * own graph, so it is marked from the start; and every position with an option labelled now
 * is marked too. Returns how many boundary positions were labelled.
 */
function startBoundary(s: Stage, unl: Int32Array, unlCount: number, m: number): number {
  const b = s.boundary!;
  const { succStart, succ, gamma, marked } = s;
  const stamp = m + 1;
  let labelled = 0;
  for (let t = 0; t < unlCount; t++) {
    const u = unl[t]!;
    const g = b.gamma[u]!;
    if (g === NOT_BOUNDARY) continue;
    if (g === m) {
      gamma[u] = m;
      labelled++;
    } else if (g > m || (g === -1 && b.K.get(u)!.includes(m))) marked[u] = stamp;
  }
  if (labelled > 0) {
    for (let t = 0; t < unlCount; t++) {
      const u = unl[t]!;
      if (gamma[u] !== UNLABELLED) continue;
      for (let e = succStart[u]!, end = succStart[u + 1]!; e < end; e++) {
        if (gamma[succ[e]!] === m) {
          marked[u] = stamp;
          break;
        }
      }
    }
  }
  return labelled;
}

/** Counters (options still in U and not marked) and condition (C) for stage m; false when no position can be labelled m. */
function startStage(s: Stage, unl: Int32Array, unlCount: number, m: number): boolean {
  const { succStart, succ, gamma, counter, eligible, marked } = s;
  const stamp = m + 1;
  const bounded = s.boundary !== undefined;
  let anyEligible = false;
  for (let t = 0; t < unlCount; t++) {
    const u = unl[t]!;
    if (gamma[u] !== UNLABELLED) continue;
    const end = succStart[u + 1]!;
    let c = 0;
    let has = m === 0 ? 1 : 0;
    if (bounded) {
      // options marked from the start of the stage (the boundary's) are not waited for
      for (let e = succStart[u]!; e < end; e++) {
        const v = succ[e]!;
        const g = gamma[v]!;
        if (g === UNLABELLED) {
          if (marked[v] !== stamp) c++;
        } else if (g === m - 1) has = 1;
      }
    } else {
      for (let e = succStart[u]!; e < end; e++) {
        const g = gamma[succ[e]!]!;
        if (g === UNLABELLED) c++;
        else if (g === m - 1) has = 1;
      }
    }
    counter[u] = c;
    if (eligible[u] === 1 && has === 0) eligible[u] = 0;
    if (eligible[u] === 1) anyEligible = true;
  }
  return anyEligible;
}

/** Stage m: label m every position of U whose counter is 0, unmarked and eligible, propagating marks; returns how many. */
function runStage(s: Stage, unl: Int32Array, unlCount: number, m: number): number {
  const { predStart, pred, gamma, order, counter, marked, eligible, queue } = s;
  const stamp = m + 1;
  let tail = 0;
  for (let t = 0; t < unlCount; t++) {
    const u = unl[t]!;
    if (counter[u] === 0 && eligible[u] === 1 && gamma[u] === UNLABELLED && marked[u] !== stamp) {
      gamma[u] = m;
      order[u] = s.seq++;
      queue[tail++] = u;
    }
  }
  for (let head = 0; head < tail; head++) {
    const u = queue[head]!;
    for (let e = predStart[u]!, end = predStart[u + 1]!; e < end; e++) {
      const p = pred[e]!;
      if (gamma[p] !== UNLABELLED || marked[p] === stamp) continue;
      marked[p] = stamp;
      for (let f = predStart[p]!, fend = predStart[p + 1]!; f < fend; f++) {
        const q = pred[f]!;
        if (gamma[q] !== UNLABELLED) continue;
        if (--counter[q]! === 0 && marked[q] !== stamp && eligible[q] === 1) {
          gamma[q] = m;
          order[q] = s.seq++;
          queue[tail++] = q;
        }
      }
    }
  }
  return tail;
}

/**
 * The retrograde win/lose pass (see the module comment): remoteness, −1 for draws. Boundary
 * positions (`known` ≠ −2) come decided, and join the queue in order of remoteness. @internal
 */
export function labelRemoteness(n: number, succStart: Int32Array, predStart: Int32Array, pred: Int32Array, remoteness: Int32Array, known?: Int32Array): void {
  const left = new Int32Array(n);
  // state[u] = 1 when won, 2 when lost, 0 while undecided
  const state = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  // decided boundary positions, by remoteness
  let fixed = new Int32Array(0);
  if (known) {
    const list: number[] = [];
    for (let u = 0; u < n; u++) {
      const r = known[u]!;
      if (r === NOT_BOUNDARY) continue;
      remoteness[u] = r;
      if (r >= 0) {
        state[u] = r % 2 === 1 ? 1 : 2;
        list.push(u);
      } else state[u] = 3; // a draw: never decided
    }
    fixed = Int32Array.from(list.sort((a, b) => known[a]! - known[b]!));
  }
  for (let u = 0; u < n; u++) {
    if (state[u] !== 0) continue;
    left[u] = succStart[u + 1]! - succStart[u]!;
    if (left[u] === 0) {
      state[u] = 2;
      remoteness[u] = 0;
      queue[tail++] = u;
    }
  }
  let head = 0;
  let f = 0;
  while (head < tail || f < fixed.length) {
    // the next position in order of remoteness: the queue's (nondecreasing) or the boundary's
    const v = f < fixed.length && (head >= tail || remoteness[fixed[f]!]! <= remoteness[queue[head]!]!) ? fixed[f++]! : queue[head++]!;
    const r = remoteness[v]! + 1;
    const lost = state[v] === 2;
    for (let e = predStart[v]!, end = predStart[v + 1]!; e < end; e++) {
      const p = pred[e]!;
      if (state[p] !== 0) continue;
      if (lost) {
        state[p] = 1;
        remoteness[p] = r;
        queue[tail++] = p;
      } else if (--left[p]! === 0) {
        state[p] = 2;
        remoteness[p] = r;
        queue[tail++] = p;
      }
    }
  }
}

/** γ of graph position i (K worked out from its options). @internal */
export function gammaAt(graph: LoopyGraph<unknown>, i: number): Gamma {
  const v = graph.gamma[i]!;
  if (v >= 0) return v;
  const K: number[] = [];
  for (let e = graph.succStart[i]!; e < graph.succStart[i + 1]!; e++) {
    const w = graph.gamma[graph.succ[e]!]!;
    if (w >= 0) K.push(w);
  }
  return infiniteGamma(K);
}

// ---------------------------------------------------------------------------------------
// The public questions

/**
 * The generalized Sprague–Grundy value γ of a position of a loopy game (a game made with
 * `defineGame({ …, loopy: true })`; on a finite acyclic game γ is the Grundy value). When
 * the game splits positions into components, γ is their sum by Smith's rule ({@link gammaSum}).
 *
 * @param game - the game
 * @param position - the position
 * @param options - `budget`: the most moves the exploration may examine (default 2·10^6, a
 *   shared {@link SearchBudget}, or Infinity); `onProgress(positions)` during exploration
 * @returns a nimber, or ∞(K) with K the finite values among the options
 * @throws GrundyError when more moves are reachable than the budget allows
 * @example
 * // take 2, or put 2 back while the heap is not empty and stays ≤ 5
 * const g = defineGame<number>({ moves: (n) => (n === 0 ? [] : [n - 2, n + 2].filter((m) => m >= 0 && m <= 5)), loopy: true });
 * gamma(g, 2) // 1
 * gamma(g, 3) // { infinite: true, K: [] }: a draw
 */
export function gamma<P>(game: Game<P>, position: P, options: SolveOptions = {}): Gamma {
  checkGame(game);
  if (game.components) {
    let total: Gamma = 0;
    for (const c of game.components(position)) total = gammaSum(total, gammaOne(game, c, options));
    return total;
  }
  return gammaOne(game, position, options);
}

function gammaOne<P>(game: Game<P>, position: P, options: SolveOptions): Gamma {
  const { graph, at } = solveLoopy(game, position, options);
  return gammaAt(graph as LoopyGraph<unknown>, at);
}

/** Outcome of a loopy position: P, N or D (from γ). @internal */
export function loopyOutcome<P>(game: Game<P>, position: P, options: SolveOptions = {}): LoopyOutcome {
  checkLoopy(game as Game<unknown>, "this outcome");
  return outcomeOfGamma(gamma(game, position, options));
}

/** Remoteness of a won or lost loopy position; undefined for a draw. @internal */
export function loopyRemoteness<P>(game: Game<P>, position: P, options: SolveOptions = {}): number | undefined {
  checkLoopy(game as Game<unknown>, "this remoteness");
  const { graph, at } = solveLoopy(game, position, options);
  const r = graph.remoteness[at]!;
  return r < 0 ? undefined : r;
}

/** The options of a position whose outcome is `want`, in the order `moves` gives them (once each). */
function optionsWith<P>(game: Game<P>, position: P, want: LoopyOutcome, options: SolveOptions): P[] {
  const out: P[] = [];
  const seen = new Set<Key>();
  for (const o of game.moves(position)) {
    const k = game.key(o);
    if (seen.has(k)) continue;
    seen.add(k);
    if (outcomeOfGamma(gamma(game, o, options)) === want) out.push(o);
  }
  return out;
}

/** The winning moves of a loopy position: its P-options (γ = 0). @internal */
export function loopyWinningMoves<P>(game: Game<P>, position: P, options: SolveOptions = {}): P[] {
  checkLoopy(game as Game<unknown>, "this search");
  return optionsWith(game, position, "P", options);
}

/**
 * From a drawn position of a loopy game, the moves that keep the draw (to options that are
 * draws themselves); empty when the position is not a draw (won: see `winningMoves`).
 *
 * @param game - a loopy game
 * @param position - the position
 * @param options - budget and progress, as for {@link gamma}
 * @returns the drawing options, in the order `moves` gives them
 * @throws GameError when the game is not loopy
 * @example drawingMoves(game, position) // the options whose outcome is 'D'
 */
export function drawingMoves<P>(game: Game<P>, position: P, options: SolveOptions = {}): P[] {
  checkLoopy(game as Game<unknown>, "drawingMoves");
  if (outcomeOfGamma(gamma(game, position, options)) !== "D") return [];
  return optionsWith(game, position, "D", options);
}

/**
 * Fraenkel–Yesha's counter of a position with a finite γ: the order in which the labelling
 * reached it (−1 when γ is infinite). When γ(u) = m and an option v of u has a greater or an
 * infinite value, v has an option w with γ(w) = m and a smaller counter than u: a winner who
 * answers a rise this way makes the counters of the components shrink. @internal
 */
export function loopyOrder<P>(game: Game<P>, position: P, options: SolveOptions = {}): number {
  if (game.components) {
    let total = 0;
    for (const c of game.components(position)) {
      const { graph, at } = solveLoopy(game, c, options);
      total += Math.max(0, graph.order[at]!);
    }
    return total;
  }
  const { graph, at } = solveLoopy(game, position, options);
  return graph.order[at]!;
}
