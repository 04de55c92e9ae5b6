/**
 * Conway's genus (On Numbers and Games ch. 12; Winning Ways ch. 12–13): the genus of a
 * position G is g^{γ₀γ₁γ₂…}, where g is its normal-play Grundy value and γₙ the misère
 * Grundy value of G + *2 + … + *2 (n copies of *2). A misère Grundy value is the mex of the
 * options' values, and 1 at a position without options; the position is a misère
 * P-position exactly when it is 0. The γₙ end alternating (γₙ₊₂ = γₙ), and the genus is
 * written up to where they do, as Winning Ways writes it: 0^{120} for the empty game
 * (1, 2, 0, 2, 0, …), 1^{031} for *1, 2^{20} for *2.
 *
 * How it is computed. Let aₙ(G) = γₙ(G) and bₙ(G) the misère value of G + n·*2 + *1 (in
 * misère play * + * = 0, ONAG ch. 12, so one *1 is all that arises). The options of
 * G + n·*2 are G′ + n·*2, G + (n−1)·*2 + *1 and G + (n−1)·*2; those of G + n·*2 + *1 add
 * G + n·*2 and G + (n−1)·*2 + * + * = G + (n−1)·*2. So level n of (a, b) at G is a mex of
 * level n at G's options and level n − 1 at G itself: one pass over the positions, options
 * first, per level. When level n equals level n − 2 at every position, every later level
 * repeats with period 2 (by induction over the positions, options first): the sequence is
 * then known in full.
 *
 * @module
 */
import { GameError, GrundyError } from "../errors.js";
import type { Game } from "./game.js";
import { checkGame } from "./_internals/checkGame.js";
import { explore } from "./_internals/loopyExplore.js";
import type { SolveOptions } from "./solver.js";

/** The genus of a position: g^{γ₀γ₁…}. */
export interface Genus {
  /** The normal-play Grundy value g. */
  readonly g: number;
  /**
   * γ₀, γ₁, …, γₜ: the misère Grundy values of G + n·*2, up to where they alternate for
   * ever (γₙ₊₂ = γₙ for n ≥ t − 1); at least two of them.
   */
  readonly gammas: readonly number[];
  /**
   * Tame (Winning Ways ch. 13): every position of it (itself included) has the genus of a
   * Nim heap or of a sum of Nim heaps — 0^{120} or 1^{031} (fickle), or g^{g,g⊕2} (firm) —
   * so it plays in misère sums as a Nim heap does.
   */
  readonly tame: boolean;
}

/** The most levels (copies of *2) tried before the computation gives up: far more than any game reaches. */
const MAX_LEVELS = 100_000;

/**
 * The genus of a position of a finite game (Conway; Winning Ways ch. 12–13).
 *
 * @param game - a finite acyclic game
 * @param position - the position (taken whole: a genus is not a sum of its components' genera)
 * @param options - the budget of moves for exploring the positions reachable from it
 * @returns g, γ₀…γₜ and whether it is tame
 * @throws GrundyError when more positions are reachable than the budget allows
 * @throws GameError for a loopy game, or a cycle
 * @example formatGenus(genus(nim, [1])) // "1^{031}"
 */
export function genus<P>(game: Game<P>, position: P, options: SolveOptions = {}): Genus {
  checkGame(game);
  if (game.loopy === true) throw new GameError(`${game.name} is a loopy game: the genus is for finite acyclic games only`);
  const { positions, succStart, succ } = explore<P, never>(game, position, game.key(position), options, undefined, "the genus computation");
  const n = positions.length;
  const order = postOrder(game, positions, succStart, succ);
  const mexOf = mexer(n, succStart);
  // normal play
  const g = new Int32Array(n);
  for (const u of order) g[u] = mexOf(u, g, succ, -1, -1, -1);
  // levels of (a, b): a = γₙ, b = the misère value with one *1 more
  let a: Int32Array = new Int32Array(n);
  let b: Int32Array = new Int32Array(n);
  for (const u of order) {
    a[u] = succStart[u + 1] === succStart[u] ? 1 : mexOf(u, a, succ, -1, -1, -1);
    b[u] = mexOf(u, b, succ, a[u]!, -1, -1);
  }
  const tame = new Uint8Array(n);
  for (let u = 0; u < n; u++) tame[u] = a[u] === g[u] || (g[u]! <= 1 && a[u] === (g[u]! ^ 1)) ? 1 : 0;
  const root: number[] = [a[0]!];
  // a, b: level n − 1; a2, b2: level n − 2; the buffers of level n − 2 are reused for level n once compared
  let a2: Int32Array | null = null;
  let b2: Int32Array | null = null;
  let spareA: Int32Array | null = null;
  let spareB: Int32Array | null = null;
  for (let level = 1; level <= MAX_LEVELS; level++) {
    const na: Int32Array = spareA ?? new Int32Array(n);
    const nb: Int32Array = spareB ?? new Int32Array(n);
    for (const u of order) {
      const pa = a[u]!;
      const pb = b[u]!;
      na[u] = mexOf(u, na, succ, pb, pa, -1);
      nb[u] = mexOf(u, nb, succ, pa, pb, na[u]!);
    }
    root.push(na[0]!);
    const firm = level & 1 ? 2 : 0;
    let repeats = a2 !== null && b2 !== null;
    for (let u = 0; u < n; u++) {
      if (na[u] !== (g[u]! ^ firm)) tame[u] = 0;
      if (repeats && (na[u] !== a2![u] || nb[u] !== b2![u])) repeats = false;
    }
    if (repeats) return { g: g[0]!, gammas: truncate(root), tame: allTame(tame) };
    spareA = a2;
    spareB = b2;
    a2 = a;
    b2 = b;
    a = na;
    b = nb;
  }
  throw new GrundyError(`${game.name}: the genus of ${game.show(position)} did not become periodic within ${MAX_LEVELS} copies of *2`);
}

function allTame(tame: Uint8Array): boolean {
  for (let u = 0; u < tame.length; u++) if (tame[u] !== 1) return false;
  return true;
}

/** γ₀…γₜ with t the least (at least 1) from which the sequence alternates. */
function truncate(seq: readonly number[]): number[] {
  let t = seq.length - 1;
  while (t > 1 && seq[t] === seq[t - 2]) t--;
  return seq.slice(0, t + 1);
}

/** The mex of the values of u's options in `vals` and up to three extra values (−1: none). */
function mexer(n: number, succStart: Int32Array): (u: number, vals: Int32Array, succ: Int32Array, x: number, y: number, z: number) => number {
  let most = 0;
  for (let u = 0; u < n; u++) most = Math.max(most, succStart[u + 1]! - succStart[u]!);
  const mark = new Uint8Array(most + 5);
  const limit = most + 4;
  return (u, vals, succ, x, y, z) => {
    const from = succStart[u]!;
    const to = succStart[u + 1]!;
    for (let e = from; e < to; e++) {
      const v = vals[succ[e]!]!;
      if (v <= limit) mark[v] = 1;
    }
    if (x >= 0 && x <= limit) mark[x] = 1;
    if (y >= 0 && y <= limit) mark[y] = 1;
    if (z >= 0 && z <= limit) mark[z] = 1;
    let m = 0;
    while (mark[m] === 1) m++;
    for (let e = from; e < to; e++) {
      const v = vals[succ[e]!]!;
      if (v <= limit) mark[v] = 0;
    }
    if (x >= 0 && x <= limit) mark[x] = 0;
    if (y >= 0 && y <= limit) mark[y] = 0;
    if (z >= 0 && z <= limit) mark[z] = 0;
    return m;
  };
}

/** The positions, every option before the positions that move to it (iterative depth-first search). */
function postOrder<P>(game: Game<P>, positions: readonly P[], succStart: Int32Array, succ: Int32Array): Int32Array {
  const n = positions.length;
  const state = new Uint8Array(n); // 0 new, 1 on the path, 2 done
  const order = new Int32Array(n);
  let done = 0;
  const stack = new Int32Array(n);
  const next = new Int32Array(n);
  let top = 0;
  stack[0] = 0;
  next[0] = succStart[0]!;
  state[0] = 1;
  while (top >= 0) {
    const u = stack[top]!;
    const e = next[top]!;
    if (e < succStart[u + 1]!) {
      next[top] = e + 1;
      const v = succ[e]!;
      if (state[v] === 1)
        throw new GameError(`${game.name}: the game has a cycle (position ${game.show(positions[v]!)} is reachable from itself); the genus needs a finite acyclic game`);
      if (state[v] === 0) {
        state[v] = 1;
        top++;
        stack[top] = v;
        next[top] = succStart[v]!;
      }
      continue;
    }
    state[u] = 2;
    order[done++] = u;
    top--;
  }
  return order;
}

/**
 * A genus written as Winning Ways writes it: `0^{120}`, `4^{146}`; with commas between the
 * γ's when one of them has two digits (`12^{14,12}`).
 *
 * @param genus - from {@link genus}
 */
export function formatGenus(genus: Genus): string {
  const wide = genus.gammas.some((x) => x > 9);
  return `${genus.g}^{${genus.gammas.join(wide ? "," : "")}}`;
}
