/**
 * Retrograde analysis of a finite game graph: which positions are won, lost or drawn with
 * best play, and the remoteness of the won and lost ones, as Gamesman's solvers define it:
 * a terminal position is lost with remoteness 0; a position with a lost option is won,
 * remoteness 1 + the least remoteness of a lost option; a position whose options are all
 * won is lost, remoteness 1 + the greatest remoteness of its options; the rest are draws.
 *
 * Positions are decided in a FIFO queue, in order of remoteness, so a win is fixed by its
 * first lost option (the least) and a loss by its last won option (the greatest). A
 * position's counter of undecided options is set (from {@link ImplicitGraph.degree}) when
 * an option is first decided, so the work follows the decided positions and their
 * predecessors, not the size of the graph: O(V_decided + E_into them) time, and arrays of
 * `size` entries of which only the touched pages cost memory.
 *
 * @module
 */
import { IntList } from "./_internals/intList.js";
import type { ImplicitGraph } from "./implicitGraph.js";

/** What {@link retrograde} starts from. */
export interface RetrogradeConstraints {
  /** Every position without options (lost, remoteness 0) that is not in `known`. */
  readonly terminals: ArrayLike<number>;
  /**
   * Positions decided elsewhere (a boundary: they have no options listed in the graph),
   * in increasing remoteness, with their remoteness: they join the queue in order.
   * @defaultValue none
   */
  readonly known?: { readonly positions: ArrayLike<number>; readonly remoteness: ArrayLike<number> };
  /** Called with the positions expanded so far, every 2^16 of them. @defaultValue none */
  readonly onProgress?: (done: number) => void;
}

/** The result of {@link retrograde}. */
export interface Retrograde {
  /**
   * remoteness + 1 of each decided position, 0 for a draw: odd (remoteness even) when the
   * player to move loses, even when they win. Known positions keep theirs.
   */
  readonly remoteness: Int32Array;
  /** The positions decided here (known ones excluded), in order of remoteness. */
  readonly decided: Int32Array;
}

/**
 * Outcomes and remoteness of every position of a graph, by one retrograde pass (see the
 * module notes).
 *
 * @param graph - the positions and their moves
 * @param start - the terminal positions, positions decided elsewhere, progress
 * @returns remoteness + 1 by position (0: a draw), and the decided positions in order
 */
export function retrograde(graph: ImplicitGraph, start: RetrogradeConstraints): Retrograde {
  const n = graph.size;
  const remoteness = new Int32Array(n);
  /** undecided options left, 0 until first needed */
  const left = new Int32Array(n);
  const queue = new IntList();
  const buf = new Int32Array(graph.maxDegree);
  const known = start.known;
  const fixed = known ? known.positions : new Int32Array(0);
  const fixedR = known ? known.remoteness : new Int32Array(0);
  for (let f = 0; f < fixed.length; f++) remoteness[fixed[f]!] = fixedR[f]! + 1;
  for (let t = 0; t < start.terminals.length; t++) {
    const u = start.terminals[t]!;
    remoteness[u] = 1;
    queue.push(u);
  }
  const onProgress = start.onProgress;
  let head = 0;
  let f = 0;
  while (head < queue.length || f < fixed.length) {
    // the next position in order of remoteness: the queue's (nondecreasing) or the known ones'
    const v = f < fixed.length && (head >= queue.length || fixedR[f]! + 1 <= remoteness[queue.items[head]!]!) ? fixed[f++]! : queue.items[head++]!;
    const r = remoteness[v]!;
    // r − 1 is v's remoteness: even when v is lost; its predecessors get r (stored r + 1)
    const lost = (r & 1) === 1;
    const k = graph.predecessors(v, buf);
    for (let i = 0; i < k; i++) {
      const p = buf[i]!;
      if (remoteness[p] !== 0) continue;
      if (!lost) {
        let l = left[p]!;
        if (l === 0) l = graph.degree(p);
        left[p] = --l;
        if (l > 0) continue;
      }
      remoteness[p] = r + 1;
      queue.push(p);
    }
    if (onProgress && (head & 0xffff) === 0) onProgress(head);
  }
  return { remoteness, decided: queue.view() };
}
