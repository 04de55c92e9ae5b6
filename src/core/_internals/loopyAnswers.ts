// The questions the engine asks of loopy games, answered from their solved graphs
// (./loopyGraph.ts): γ (components summed by Smith's rule), outcome, remoteness, winning
// and drawing moves, Fraenkel–Yesha's counter. The public ones are faced by ../loopy.ts.
import { GameError } from "../../errors.js";
import type { Game, Key } from "../game.js";
import { type Gamma, gammaSum, type LoopyOutcome, outcomeOfGamma } from "../gamma.js";
import { checkGame } from "./checkGame.js";
import type { SolveOptions } from "../solver.js";
import { gammaAt, type LoopyGraph, solveLoopy } from "./loopyGraph.js";

/** Refuses a game that was not defined loopy. */
function checkLoopy(game: Game<unknown>, what: string): void {
  checkGame(game);
  if (game.loopy !== true) throw new GameError(`${game.name}: ${what} is for loopy games (defineGame({ …, loopy: true }))`);
}

/** γ of a position (see the public `gamma` in ../loopy.ts). */
export function loopyGamma<P>(game: Game<P>, position: P, options: SolveOptions = {}): Gamma {
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

/** Outcome of a loopy position: P, N or D (from γ). */
export function loopyOutcome<P>(game: Game<P>, position: P, options: SolveOptions = {}): LoopyOutcome {
  checkLoopy(game as Game<unknown>, "this outcome");
  return outcomeOfGamma(loopyGamma(game, position, options));
}

/** Remoteness of a won or lost loopy position; undefined for a draw. */
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
    if (outcomeOfGamma(loopyGamma(game, o, options)) === want) out.push(o);
  }
  return out;
}

/** The winning moves of a loopy position: its P-options (γ = 0). */
export function loopyWinningMoves<P>(game: Game<P>, position: P, options: SolveOptions = {}): P[] {
  checkLoopy(game as Game<unknown>, "this search");
  return optionsWith(game, position, "P", options);
}

/** The drawing moves (see the public `drawingMoves` in ../loopy.ts). */
export function loopyDrawingMoves<P>(game: Game<P>, position: P, options: SolveOptions = {}): P[] {
  checkLoopy(game as Game<unknown>, "drawingMoves");
  if (outcomeOfGamma(loopyGamma(game, position, options)) !== "D") return [];
  return optionsWith(game, position, "D", options);
}

/**
 * Fraenkel–Yesha's counter of a position with a finite γ: the order in which the labelling
 * reached it (−1 when γ is infinite). When γ(u) = m and an option v of u has a greater or an
 * infinite value, v has an option w with γ(w) = m and a smaller counter than u: a winner who
 * answers a rise this way makes the counters of the components shrink.
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
