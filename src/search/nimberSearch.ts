// The value-targeted nimber search (Beling & Rogalski's set-targeted search over
// Lemoine & Viennot's decomposition; docs/large-position-search.md): "is the value of this
// component in the set R, and if so which?", iterative on an explicit stack of frames in
// typed arrays, options kept in one arena, facts kept in a transposition table.
import { GrundyError } from "../errors.js";
import type { OptionSink, SearchFamily } from "./family.js";
import { EndgameValues } from "./endgameValues.js";
import { ALL, count, largest, upTo, xorSet } from "./nimberSet.js";
import { grown } from "./grown.js";
import { dropRepeats } from "./_internals/dropRepeats.js";
import { sortOptions, TIES } from "./_internals/sortOptions.js";
import { exactOf, exactSet, type TranspositionTable } from "./transpositionTable.js";

/** The per-frame arrays, grown together. */
const FRAMES = ["fLo", "fHi", "fR", "fLow", "fMask", "fBig", "fNext", "fEnd", "fComp", "fX", "fArena", "fStart", "fBound", "fNodes", "fSeen"];
/** A query's answer when the value is not in the set asked. */
export const NOT_IN_SET = -1;
/** {@link NimberSearch.begin} / {@link NimberSearch.resume}: not finished yet (call resume). */
export const PAUSED = -2;
const NONE = -3;

function tooLarge(): never {
  throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
}

/** The search on one family and table; one query at a time, resumable in slices of work. */
export class NimberSearch<P> implements OptionSink {
  /** Components expanded (their options listed): the positions searched. */
  nodes = 0;
  /** Frames on the stack now. */
  depth = 0;

  // one frame per stack level: the component, the set asked, the potential set P (bits ≤ the
  // largest asked, plus `big` values above it), the options [next, end) in `order`, the
  // component of the current option being valued (−1: none), the xor of its valued parts
  private fLo = new Uint32Array(64);
  private fHi = new Uint32Array(64);
  private fR = new Uint32Array(64);
  private fLow = new Uint32Array(64);
  private fMask = new Uint32Array(64);
  private fBig = new Int32Array(64);
  private fNext = new Int32Array(64);
  private fEnd = new Int32Array(64);
  private fComp = new Int32Array(64);
  private fX = new Int32Array(64);
  private fNodes = new Float64Array(64);
  private fArena = new Int32Array(64);
  private fStart = new Int32Array(64);
  /** 0: Beling–Rogalski counting (P from 0, NOT_IN_SET drops P's largest); 1: a lower bound L known (P from L, NOT_IN_SET drops nothing). */
  private fBound = new Int32Array(64);
  /** The values of options found so far (known, or answered exactly): none of them is the frame's value, whatever was asked. */
  private fSeen = new Uint32Array(64);

  // options as records [k, x, lo₀, hi₀, …] (k unvalued components, the largest first; x the xor of the valued ones)
  private arena = new Uint32Array(1 << 16);
  private arenaTop = 0;
  private order = new Int32Array(1 << 12);
  private score = new Float64Array(1 << 12);
  private orderTop = 0;
  // the record being written by the family, its largest component's size, the options counted, the values of valued options
  private rec = -1;
  private recScore = 0;
  private recBig = 0;
  /** The tie-break of the record's largest part: 33 when the table knows nothing of it, else 32 − the values it excludes. */
  private recTie = 0;
  private optionCount = 0;
  private known = new Int32Array(1024);
  private knownTop = 0;
  private ret = NONE;
  /** While a frame lists its options: the values it asks, the values of options known so far; see {@link OptionSink.done}. */
  private wanted = 0;
  private seenKnown = 0;
  done = false;
  /** Small components' exact values (the family's endgameSize), or none. */
  private readonly endgame: EndgameValues<P> | undefined;

  constructor(
    readonly family: SearchFamily<P>,
    readonly table: TranspositionTable,
  ) {
    const e = family.endgameSize ?? 0;
    this.endgame = e > 0 ? new EndgameValues(family, table, e) : undefined;
  }

  // ---- the sink the family writes options into ----

  begin(): void {
    if (this.rec >= 0) this.endRecord();
    if (this.arenaTop + 64 > this.arena.length) this.growArena();
    this.rec = this.arenaTop;
    this.arena[this.rec] = 0;
    this.arena[this.rec + 1] = 0;
    this.arenaTop += 2;
    this.recScore = 0;
    this.recBig = -1;
    this.recTie = 0;
    this.optionCount++;
  }

  component(lo: number, hi: number, known: number): void {
    const a = this.arena;
    const r = this.rec;
    const excluded = known >= 0 ? 0 : this.table.get(lo, hi);
    const v = known >= 0 ? known : exactOf(excluded);
    if (v >= 0) {
      a[r + 1] = a[r + 1]! ^ v;
      return;
    }
    if (this.arenaTop + 2 > a.length) this.growArena();
    const b = this.arena;
    const size = this.family.size(lo, hi);
    this.recScore += size * size;
    let at = this.arenaTop;
    if (size > this.recBig) {
      // the largest goes first (it is the one asked with a set; the others are valued exactly)
      if (b[r] !== 0) {
        b[at] = b[r + 2]!;
        b[at + 1] = b[r + 3]!;
      }
      at = r + 2;
      this.recBig = size;
      this.recTie = excluded === 0 ? 33 : 32 - count(excluded);
    }
    b[at] = lo;
    b[at + 1] = hi;
    b[r] = b[r]! + 1;
    this.arenaTop += 2;
  }

  private endRecord(): void {
    const r = this.rec;
    this.rec = -1;
    if (this.arena[r] === 0) {
      // every part valued: the option's value is known now
      this.addKnown(this.arena[r + 1]!);
      this.arenaTop = r;
      return;
    }
    if (this.orderTop === this.order.length) {
      this.order = grown(this.order, this.order.length * 2);
      this.score = grown(this.score, this.score.length * 2);
    }
    this.order[this.orderTop] = r;
    this.score[this.orderTop++] = this.recScore * TIES + this.recTie;
  }

  private growArena(): void {
    this.arena = grown(this.arena, this.arena.length * 2);
  }

  /** The components of a position as one record in the arena (for the driver): its offset. */
  startRecord(position: P): number {
    if (this.depth === 0) {
      // no query under way: the arena is free (earlier starts' records are done with)
      this.arenaTop = 0;
      this.orderTop = 0;
    }
    this.optionCount = 0;
    this.knownTop = 0;
    this.begin();
    const r = this.rec;
    this.family.components(position, this);
    this.rec = -1;
    return r;
  }

  /** Component `i` of the record at `r` (0: the largest). */
  recordPart(r: number, i: number): [number, number] {
    return [this.arena[r + 2 + 2 * i]!, this.arena[r + 3 + 2 * i]!];
  }
  /** The number of unvalued components and the xor of the valued ones, of the record at `r`. */
  recordHead(r: number): [number, number] {
    return [this.arena[r]!, this.arena[r + 1]!];
  }

  /** Asks for the value of component (lo, hi) if it is in `set`: the value, NOT_IN_SET, or PAUSED (call {@link resume}). */
  ask(lo: number, hi: number, set: number): number {
    this.ret = NONE;
    return this.enter(lo, hi, set >>> 0);
  }

  /** Drops a query left unfinished (its frames; what the table learnt stays). */
  abandon(): void {
    this.depth = 0;
    this.arenaTop = 0;
    this.orderTop = 0;
    this.ret = NONE;
  }

  /** Goes on with the query until it is answered (the answer) or `limit` more components are expanded (PAUSED). */
  resume(limit: number): number {
    const stop = this.nodes + limit;
    for (;;) {
      const d = this.depth;
      if (d === 0) {
        const r = this.ret;
        this.ret = NONE;
        return r;
      }
      if (this.ret !== NONE) {
        const r = this.ret;
        this.ret = NONE;
        this.deliver(d, r);
      }
      if (this.nodes >= stop) return PAUSED;
      this.advance(d);
    }
  }

  /** Works on frame d until it needs a child's answer (a frame pushed) or has its own (in `ret`, frame popped). */
  private advance(d: number): void {
    const fComp = this.fComp;
    for (;;) {
      const c = fComp[d]!;
      if (c >= 0) {
        const off = this.order[this.fNext[d]!]!;
        const lo = this.arena[off + 2 + 2 * c]!;
        const hi = this.arena[off + 3 + 2 * c]!;
        let set = ALL;
        if (c === 0) {
          const mask = this.fMask[d]!;
          const q = this.fBound[d] !== 0 || this.fBig[d]! > 0 ? mask : mask & ~(1 << largest(mask));
          set = xorSet(q, this.fX[d]!);
        }
        const r = this.enter(lo, hi, set);
        if (r === PAUSED) return;
        this.deliver(d, r);
        continue;
      }
      if (this.fNext[d] === this.fEnd[d]) {
        this.ret = this.finish(d);
        return;
      }
      if ((this.fMask[d]! & this.fR[d]!) === 0) {
        this.ret = this.cut(d);
        return;
      }
      const off = this.order[this.fNext[d]!]!;
      this.fX[d] = this.arena[off + 1]!;
      fComp[d] = this.arena[off]! - 1;
    }
  }

  /** Hands a child's answer to frame d. */
  private deliver(d: number, r: number): void {
    const c = this.fComp[d]!;
    if (c > 0) {
      if (r < 0) tooLarge();
      this.fX[d] = this.fX[d]! ^ r;
      this.fComp[d] = c - 1;
      return;
    }
    if (r >= 0) {
      const v = r ^ this.fX[d]!;
      if (v < 32) this.fSeen[d] = this.fSeen[d]! | (1 << v);
      this.remove(d, v);
    } else if (this.fBound[d] === 0) this.removeLargest(d);
    this.fComp[d] = -1;
    this.fNext[d] = this.fNext[d]! + 1;
  }

  private remove(d: number, v: number): void {
    const m = this.fMask[d]!;
    if (v < 32 && (m >>> v) & 1) this.fMask[d] = m & ~(1 << v);
    else if (this.fBound[d] === 0) this.removeLargest(d);
  }

  private removeLargest(d: number): void {
    if (this.fBig[d]! > 0) this.fBig[d] = this.fBig[d]! - 1;
    else {
      const m = this.fMask[d]!;
      this.fMask[d] = m & ~(1 << largest(m));
    }
  }

  /** Starts on a component: its answer at once (known, in the table, or every option valued), or PAUSED with a frame pushed. */
  private enter(lo: number, hi: number, set: number): number {
    const excluded = this.table.get(lo, hi);
    const exact = exactOf(excluded);
    if (exact >= 0) return exact;
    const R = (set & ~excluded) >>> 0;
    if (R === 0) return NOT_IN_SET;
    const d = ++this.depth;
    if (d === this.fLo.length) this.growFrames();
    this.nodes++;
    this.fLo[d] = lo;
    this.fHi[d] = hi;
    this.fR[d] = R;
    const maxR = largest(R);
    this.fLow[d] = upTo(maxR);
    this.fNodes[d] = this.nodes;
    this.fArena[d] = this.arenaTop;
    this.fComp[d] = -1;
    const start = this.orderTop;
    this.fStart[d] = start;
    this.optionCount = 0;
    this.knownTop = 0;
    this.wanted = R;
    this.seenKnown = 0;
    this.family.options(lo, hi, this);
    if (this.done)
      this.rec = -1; // the option begun when the family stopped is none
    else if (this.rec >= 0) this.endRecord();
    this.wanted = 0;
    if (this.done) {
      // options already listed have every value asked: the value is none of them
      this.done = false;
      this.store(d, this.seenKnown >>> 0);
      return NOT_IN_SET;
    }
    if (this.endgame !== undefined) this.settle(start);
    sortOptions(this.order, this.score, start, this.orderTop);
    // an option listed twice (the same parts and xor: a mirror move of a symmetric region) has one value: count it once
    const top = dropRepeats(this.arena, this.order, this.score, start, this.orderTop);
    const n = this.optionCount - (this.orderTop - top);
    this.orderTop = top;
    // g ≥ L when 0 … L−1 are excluded: each of them is some option's value, and g = k iff no option is k
    const bound = 31 - Math.clz32(~excluded & (excluded + 1));
    this.fBound[d] = bound;
    this.fMask[d] = bound > n ? 0 : upTo(Math.min(n, maxR)) & ~(bound > 0 ? upTo(bound - 1) : 0);
    this.fBig[d] = bound === 0 && n > maxR ? n - maxR : 0;
    for (let i = 0; i < this.knownTop; i++) this.remove(d, this.known[i]!);
    this.fSeen[d] = this.seenKnown;
    this.fNext[d] = start;
    this.fEnd[d] = this.orderTop;
    return this.orderTop === start ? this.finish(d) : (this.fMask[d]! & R) === 0 ? this.cut(d) : PAUSED;
  }

  /** Values the small parts of the options listed from `start` (./endgameValues.ts): fully valued options join the known ones. */
  private settle(start: number): void {
    const eg = this.endgame!;
    const before = eg.nodes;
    this.orderTop = eg.settle(this.arena, this.order, this.score, start, this.orderTop, this);
    this.nodes += eg.nodes - before;
  }

  /** An option valued in full while the frame is made. */
  addKnown(v: number): void {
    if (this.knownTop === this.known.length) this.known = grown(this.known, this.known.length * 2);
    this.known[this.knownTop++] = v;
    if (v < 32) this.seenKnown |= 1 << v;
    // every value asked is some option's: the family may stop listing (Beling & Rogalski stop there too)
    if (this.wanted !== 0 && (this.wanted & ~this.seenKnown) === 0) this.done = true;
  }

  /** Every option answered: P holds one value, the component's (or one value above the largest asked). */
  private finish(d: number): number {
    const mask = this.fMask[d]!;
    const r = this.fBig[d]! > 0 || mask === 0 ? NOT_IN_SET : 31 - Math.clz32(mask & -mask);
    this.store(d, r >= 0 ? exactSet(r) : this.fLow[d]! | this.fSeen[d]!);
    return r;
  }

  /** No value asked is still possible: every value up to the largest asked outside P is excluded. */
  private cut(d: number): number {
    this.store(d, (this.fLow[d]! & ~this.fMask[d]!) | this.fSeen[d]!);
    return NOT_IN_SET;
  }

  private store(d: number, excluded: number): void {
    const work = this.nodes - this.fNodes[d]! + 1;
    this.table.put(this.fLo[d]!, this.fHi[d]!, excluded >>> 0, Math.min(255, 32 - Math.clz32(work)));
    this.arenaTop = this.fArena[d]!;
    this.orderTop = this.fStart[d]!;
    this.depth = d - 1;
  }

  private growFrames(): void {
    const self = this as unknown as Record<string, Parameters<typeof grown>[0]>;
    const n = this.fLo.length * 2;
    for (const k of FRAMES) self[k] = grown(self[k]!, n);
  }
}
