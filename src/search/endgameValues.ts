// The endgame values of the search: components of at most the family's `endgameSize` are
// valued exactly the first time the search meets them, by the plain mex of all their
// options (iterative, memoised in the search's transposition table), instead of being
// searched with set queries again and again. Every option whose parts are all small is then
// known when its frame lists it — the endgame database of Beling & Rogalski's igsolve, built
// lazily (only the regions the search reaches) by the engine's own rule.
import { GrundyError } from "../errors.js";
import type { OptionSink, SearchFamily } from "./family.js";
import { exactOf, exactSet, type TranspositionTable } from "./transpositionTable.js";
import { grown } from "./grown.js";
import { TIES } from "./_internals/sortOptions.js";

/** Exact values of small components, computed on demand; one per search. */
export class EndgameValues<P> implements OptionSink {
  /** Components expanded (their options listed) to value small components. */
  nodes = 0;

  // frames: the component, its options [next, end) as records in the arena, the part of the
  // current record being valued, the values its options reached (bit v: some option is v)
  private fLo = new Uint32Array(32);
  private fHi = new Uint32Array(32);
  private fNext = new Int32Array(32);
  private fEnd = new Int32Array(32);
  private fSeen = new Uint32Array(32);
  private fNodes = new Float64Array(32);
  private fStart = new Int32Array(32);
  private fPart = new Int32Array(32);
  // option records [n, x, lo₀, hi₀, …]: n parts to value, x the xor of the parts valued when listed
  private arena = new Uint32Array(1 << 14);
  private top = 0;
  private rec = -1;

  constructor(
    readonly family: SearchFamily<P>,
    readonly table: TranspositionTable,
    /** The largest component valued here (its {@link SearchFamily.size}). */
    readonly maxSize: number,
  ) {}

  begin(): void {
    if (this.top + 64 > this.arena.length) this.grow();
    this.rec = this.top;
    this.arena[this.rec] = 0;
    this.arena[this.rec + 1] = 0;
    this.top += 2;
  }

  component(lo: number, hi: number, known: number): void {
    const v = known >= 0 ? known : exactOf(this.table.get(lo, hi));
    const r = this.rec;
    if (v >= 0) {
      this.arena[r + 1] = this.arena[r + 1]! ^ v;
      return;
    }
    if (this.top + 2 > this.arena.length) this.grow();
    this.arena[this.top] = lo;
    this.arena[this.top + 1] = hi;
    this.arena[r] = this.arena[r]! + 1;
    this.top += 2;
  }

  private grow(): void {
    this.arena = grown(this.arena, this.arena.length * 2);
  }

  /** Lists a component's options into a new frame at depth d. */
  private push(d: number, lo: number, hi: number): void {
    if (d === this.fLo.length) this.growFrames();
    this.nodes++;
    this.fLo[d] = lo;
    this.fHi[d] = hi;
    this.fSeen[d] = 0;
    this.fNodes[d] = this.nodes;
    this.fNext[d] = this.top;
    this.fStart[d] = this.top;
    this.fPart[d] = 0;
    this.rec = -1;
    this.family.options(lo, hi, this);
    this.fEnd[d] = this.top;
  }

  /** The exact value of component (lo, hi) (of at most {@link maxSize}). */
  value(lo: number, hi: number): number {
    const have = exactOf(this.table.get(lo, hi));
    if (have >= 0) return have;
    const base = this.top;
    let d = 0;
    this.push(0, lo, hi);
    for (;;) {
      const r = this.fNext[d]!;
      if (r === this.fEnd[d]) {
        // every option valued: the mex
        const seen = this.fSeen[d]!;
        if (seen === 0xffffffff) throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
        const v = 31 - Math.clz32(~seen & (seen + 1));
        const work = this.nodes - this.fNodes[d]! + 1;
        this.table.put(this.fLo[d]!, this.fHi[d]!, exactSet(v), Math.min(255, 32 - Math.clz32(work)));
        if (d === 0) {
          this.top = base;
          return v;
        }
        this.top = this.fStart[d]!;
        d--;
        continue;
      }
      const arena = this.arena;
      const n = arena[r]!;
      const part = this.fPart[d]!;
      if (part === n) {
        this.fSeen[d] = this.fSeen[d]! | (1 << arena[r + 1]!);
        this.fNext[d] = r + 2 + 2 * n;
        this.fPart[d] = 0;
        continue;
      }
      const p = r + 2 + 2 * part;
      const v = exactOf(this.table.get(arena[p]!, arena[p + 1]!));
      if (v >= 0) {
        arena[r + 1] = arena[r + 1]! ^ v;
        this.fPart[d] = part + 1;
        continue;
      }
      d++;
      this.push(d, arena[p]!, arena[p + 1]!);
    }
  }

  /**
   * Values the small parts of the option records `order[from … to)` (records [k, x, lo₀, hi₀, …],
   * the largest part first) and folds them into x; an option left with no part goes to
   * `known.addKnown`, the others are kept in `order` with their score (the sum of the squares
   * of the sizes left, times TIES, plus the tie-break the record had: ./_internals/sortOptions.ts).
   * Returns the new end of `order`.
   */
  settle(arena: Uint32Array, order: Int32Array, score: Float64Array, from: number, to: number, known: { addKnown(v: number): void }): number {
    const max = this.maxSize;
    const size = this.family.size;
    let w = from;
    for (let i = from; i < to; i++) {
      const off = order[i]!;
      const k = arena[off]!;
      let x = arena[off + 1]!;
      const s0 = size(arena[off + 2]!, arena[off + 3]!);
      if (s0 <= max) {
        // the largest part is small: so are all
        for (let c = 0; c < k; c++) x ^= this.value(arena[off + 2 + 2 * c]!, arena[off + 3 + 2 * c]!);
        known.addKnown(x);
        continue;
      }
      let kept = 1;
      let sc = s0 * s0;
      for (let c = 1; c < k; c++) {
        const lo = arena[off + 2 + 2 * c]!;
        const hi = arena[off + 3 + 2 * c]!;
        const z = size(lo, hi);
        if (z <= max) x ^= this.value(lo, hi);
        else {
          arena[off + 2 + 2 * kept] = lo;
          arena[off + 3 + 2 * kept] = hi;
          kept++;
          sc += z * z;
        }
      }
      arena[off] = kept;
      arena[off + 1] = x;
      order[w] = off;
      score[w++] = sc * TIES + (score[i]! % TIES); // the tie-break of the largest part, which stays
    }
    return w;
  }

  private growFrames(): void {
    const n = this.fLo.length * 2;
    this.fLo = grown(this.fLo, n);
    this.fHi = grown(this.fHi, n);
    this.fSeen = grown(this.fSeen, n);
    this.fNext = grown(this.fNext, n);
    this.fEnd = grown(this.fEnd, n);
    this.fStart = grown(this.fStart, n);
    this.fPart = grown(this.fPart, n);
    this.fNodes = grown(this.fNodes, n);
  }
}
