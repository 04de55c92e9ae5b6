// The value-targeted nimber search (Beling & Rogalski's set-targeted search over
// Lemoine & Viennot's decomposition; docs/large-position-search.md): "is the value of this
// component in the set R, and if so which?", iterative on an explicit stack of frames in
// typed arrays, options kept in one arena, facts kept in a transposition table.
import { GrundyError } from "../errors.js";
import { EndgameValues } from "./endgameValues.js";
import { ALL, largest, upTo, xorSet } from "./nimberSet.js";
import { grown } from "./_internals/grown.js";
import { sortOptions } from "./_internals/sortOptions.js";
import { exactOf, exactSet } from "./transpositionTable.js";
/** The per-frame arrays, grown together. */
const FRAMES = ["fLo", "fHi", "fR", "fLow", "fMask", "fBig", "fNext", "fEnd", "fComp", "fX", "fArena", "fStart", "fBound", "pre", "fNodes"];
/** A query's answer when the value is not in the set asked. */
export const NOT_IN_SET = -1;
/** {@link NimberSearch.begin} / {@link NimberSearch.resume}: not finished yet (call resume). */
export const PAUSED = -2;
const NONE = -3;
function tooLarge() {
    throw new GrundyError("a component's nimber is above 31, beyond this search's sets of nimbers (0 … 31)");
}
/** The search on one family and table; one query at a time, resumable in slices of work. */
export class NimberSearch {
    family;
    table;
    deepening;
    /** Components expanded (their options listed): the positions searched. */
    nodes = 0;
    /** Frames on the stack now. */
    depth = 0;
    // one frame per stack level: the component, the set asked, the potential set P (bits ≤ the
    // largest asked, plus `big` values above it), the options [next, end) in `order`, the
    // component of the current option being valued (−1: none), the xor of its valued parts
    fLo = new Uint32Array(64);
    fHi = new Uint32Array(64);
    fR = new Uint32Array(64);
    fLow = new Uint32Array(64);
    fMask = new Uint32Array(64);
    fBig = new Int32Array(64);
    fNext = new Int32Array(64);
    fEnd = new Int32Array(64);
    fComp = new Int32Array(64);
    fX = new Int32Array(64);
    fNodes = new Float64Array(64);
    fArena = new Int32Array(64);
    fStart = new Int32Array(64);
    /** 0: Beling–Rogalski counting (P from 0, NOT_IN_SET drops P's largest); 1: a lower bound L known (P from L, NOT_IN_SET drops nothing). */
    fBound = new Int32Array(64);
    // options as records [k, x, lo₀, hi₀, …] (k unvalued components, the largest first; x the xor of the valued ones)
    arena = new Uint32Array(1 << 16);
    arenaTop = 0;
    order = new Int32Array(1 << 12);
    score = new Float64Array(1 << 12);
    orderTop = 0;
    // the record being written by the family, its largest component's size, the options counted, the values of valued options
    rec = -1;
    recScore = 0;
    recBig = 0;
    optionCount = 0;
    known = new Int32Array(1024);
    knownTop = 0;
    ret = NONE;
    /** Whether the frame at each depth (0: the root's caller) waits on a nimber ruled out before its own query. */
    pre = new Uint8Array(64);
    rootLo = 0;
    rootHi = 0;
    rootSet = 0;
    /** While a frame lists its options: the values it asks, the values of options known so far; see {@link OptionSink.done}. */
    wanted = 0;
    seenKnown = 0;
    done = false;
    /** Small components' exact values (the family's endgameSize), or none. */
    endgame;
    /**
     * @param deepening - ask every component one nimber at a time, the least first (Lemoine & Viennot);
     * false: the sets of Beling & Rogalski's search as they come
     */
    constructor(family, table, deepening = false) {
        this.family = family;
        this.table = table;
        this.deepening = deepening;
        const e = family.endgameSize ?? 0;
        this.endgame = e > 0 ? new EndgameValues(family, table, e) : undefined;
    }
    // ---- the sink the family writes options into ----
    begin() {
        if (this.rec >= 0)
            this.endRecord();
        if (this.arenaTop + 64 > this.arena.length)
            this.growArena();
        this.rec = this.arenaTop;
        this.arena[this.rec] = 0;
        this.arena[this.rec + 1] = 0;
        this.arenaTop += 2;
        this.recScore = 0;
        this.recBig = -1;
        this.optionCount++;
    }
    component(lo, hi, known) {
        const a = this.arena;
        const r = this.rec;
        const v = known >= 0 ? known : exactOf(this.table.get(lo, hi));
        if (v >= 0) {
            a[r + 1] = a[r + 1] ^ v;
            return;
        }
        if (this.arenaTop + 2 > a.length)
            this.growArena();
        const b = this.arena;
        const size = this.family.size(lo, hi);
        this.recScore += size * size;
        let at = this.arenaTop;
        if (size > this.recBig) {
            // the largest goes first (it is the one asked with a set; the others are valued exactly)
            if (b[r] !== 0) {
                b[at] = b[r + 2];
                b[at + 1] = b[r + 3];
            }
            at = r + 2;
            this.recBig = size;
        }
        b[at] = lo;
        b[at + 1] = hi;
        b[r] = b[r] + 1;
        this.arenaTop += 2;
    }
    endRecord() {
        const r = this.rec;
        this.rec = -1;
        if (this.arena[r] === 0) {
            // every part valued: the option's value is known now
            this.addKnown(this.arena[r + 1]);
            this.arenaTop = r;
            return;
        }
        if (this.orderTop === this.order.length) {
            this.order = grown(this.order, this.order.length * 2);
            this.score = grown(this.score, this.score.length * 2);
        }
        this.order[this.orderTop] = r;
        this.score[this.orderTop++] = this.recScore;
    }
    growArena() {
        this.arena = grown(this.arena, this.arena.length * 2);
    }
    /** The components of a position as one record in the arena (for the driver): its offset. */
    startRecord(position) {
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
    recordPart(r, i) {
        return [this.arena[r + 2 + 2 * i], this.arena[r + 3 + 2 * i]];
    }
    /** The number of unvalued components and the xor of the valued ones, of the record at `r`. */
    recordHead(r) {
        return [this.arena[r], this.arena[r + 1]];
    }
    /** Asks for the value of component (lo, hi) if it is in `set`: the value, NOT_IN_SET, or PAUSED (call {@link resume}). */
    ask(lo, hi, set) {
        this.ret = NONE;
        this.rootLo = lo;
        this.rootHi = hi;
        this.rootSet = set >>> 0;
        return this.enter(lo, hi, set >>> 0);
    }
    /** Drops a query left unfinished (its frames; what the table learnt stays). */
    abandon() {
        this.depth = 0;
        this.arenaTop = 0;
        this.orderTop = 0;
        this.ret = NONE;
        this.pre[0] = 0;
    }
    /** Goes on with the query until it is answered (the answer) or `limit` more components are expanded (PAUSED). */
    resume(limit) {
        const stop = this.nodes + limit;
        for (;;) {
            const d = this.depth;
            if (d === 0) {
                const r = this.ret;
                this.ret = NONE;
                if (this.pre[0] === 1 && r === NOT_IN_SET) {
                    // the root's value is above the nimber just ruled out: ask again
                    const again = this.enter(this.rootLo, this.rootHi, this.rootSet);
                    if (again !== PAUSED)
                        return again;
                    continue;
                }
                this.pre[0] = 0;
                return r;
            }
            if (this.ret !== NONE) {
                const r = this.ret;
                this.ret = NONE;
                this.deliver(d, r);
            }
            if (this.nodes >= stop)
                return PAUSED;
            this.advance(d);
        }
    }
    /** Works on frame d until it needs a child's answer (a frame pushed) or has its own (in `ret`, frame popped). */
    advance(d) {
        const fComp = this.fComp;
        for (;;) {
            const c = fComp[d];
            if (c >= 0) {
                const off = this.order[this.fNext[d]];
                const lo = this.arena[off + 2 + 2 * c];
                const hi = this.arena[off + 3 + 2 * c];
                let set = ALL;
                if (c === 0) {
                    const mask = this.fMask[d];
                    const q = this.fBound[d] !== 0 || this.fBig[d] > 0 ? mask : mask & ~(1 << largest(mask));
                    set = xorSet(q, this.fX[d]);
                }
                const r = this.enter(lo, hi, set);
                if (r === PAUSED)
                    return;
                this.deliver(d, r);
                continue;
            }
            if (this.fNext[d] === this.fEnd[d]) {
                this.ret = this.finish(d);
                return;
            }
            if ((this.fMask[d] & this.fR[d]) === 0) {
                this.ret = this.cut(d);
                return;
            }
            const off = this.order[this.fNext[d]];
            this.fX[d] = this.arena[off + 1];
            fComp[d] = this.arena[off] - 1;
        }
    }
    /** Hands a child's answer to frame d. */
    deliver(d, r) {
        if (this.pre[d] === 1) {
            this.pre[d] = 0;
            if (r === NOT_IN_SET)
                return; // one more nimber ruled out: advance asks again
        }
        const c = this.fComp[d];
        if (c > 0) {
            if (r < 0)
                tooLarge();
            this.fX[d] = this.fX[d] ^ r;
            this.fComp[d] = c - 1;
            return;
        }
        if (r >= 0)
            this.remove(d, r ^ this.fX[d]);
        else if (this.fBound[d] === 0)
            this.removeLargest(d);
        this.fComp[d] = -1;
        this.fNext[d] = this.fNext[d] + 1;
    }
    remove(d, v) {
        const m = this.fMask[d];
        if (v < 32 && (m >>> v) & 1)
            this.fMask[d] = m & ~(1 << v);
        else if (this.fBound[d] === 0)
            this.removeLargest(d);
    }
    removeLargest(d) {
        if (this.fBig[d] > 0)
            this.fBig[d] = this.fBig[d] - 1;
        else {
            const m = this.fMask[d];
            this.fMask[d] = m & ~(1 << largest(m));
        }
    }
    /** Starts on a component: its answer at once (known, in the table, or every option valued), or PAUSED with a frame pushed. */
    enter(lo, hi, set) {
        const excluded = this.table.get(lo, hi);
        const exact = exactOf(excluded);
        if (exact >= 0)
            return exact;
        let R = (set & ~excluded) >>> 0;
        if (R === 0)
            return NOT_IN_SET;
        this.pre[this.depth] = 0;
        if (this.deepening) {
            // Lemoine & Viennot's order: rule out the nimbers below the set one at a time (each a
            // singleton query, its "no" kept in the table), so that every frame asks one nimber
            const bound = 31 - Math.clz32(~excluded & (excluded + 1));
            if (R !== (1 << bound) >>> 0) {
                R = (1 << bound) >>> 0;
                this.pre[this.depth] = 1;
            }
        }
        const d = ++this.depth;
        if (d === this.fLo.length)
            this.growFrames();
        this.nodes++; (globalThis.H??=new Float64Array(70))[this.family.size(lo,hi)]++;
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
        else if (this.rec >= 0)
            this.endRecord();
        this.wanted = 0;
        if (this.done) {
            // options already listed have every value asked: the value is none of them
            this.done = false;
            this.store(d, (this.seenKnown & this.fLow[d]) >>> 0);
            return this.pre[this.depth] === 1 ? this.again(lo, hi, set) : NOT_IN_SET;
        }
        if (this.endgame !== undefined)
            this.settle(start);
        const n = this.optionCount;
        // g ≥ L when 0 … L−1 are excluded: each of them is some option's value, and g = k iff no option is k
        const bound = 31 - Math.clz32(~excluded & (excluded + 1));
        this.fBound[d] = bound;
        this.fMask[d] = bound > n ? 0 : upTo(Math.min(n, maxR)) & ~(bound > 0 ? upTo(bound - 1) : 0);
        this.fBig[d] = bound === 0 && n > maxR ? n - maxR : 0;
        for (let i = 0; i < this.knownTop; i++)
            this.remove(d, this.known[i]);
        this.fNext[d] = start;
        this.fEnd[d] = this.orderTop;
        sortOptions(this.order, this.score, start, this.orderTop);
        const r = this.orderTop === start ? this.finish(d) : (this.fMask[d] & R) === 0 ? this.cut(d) : PAUSED;
        return r === NOT_IN_SET && this.pre[this.depth] === 1 ? this.again(lo, hi, set) : r;
    }
    /** Deepening: one more nimber ruled out below the set, ask again. */
    again(lo, hi, set) {
        this.pre[this.depth] = 0;
        return this.enter(lo, hi, set);
    }
    /** Values the small parts of the options listed from `start` (./endgameValues.ts): fully valued options join the known ones. */
    settle(start) {
        const eg = this.endgame;
        const before = eg.nodes;
        this.orderTop = eg.settle(this.arena, this.order, this.score, start, this.orderTop, this);
        this.nodes += eg.nodes - before;
    }
    /** An option valued in full while the frame is made. */
    addKnown(v) {
        if (this.knownTop === this.known.length)
            this.known = grown(this.known, this.known.length * 2);
        this.known[this.knownTop++] = v;
        if (v < 32)
            this.seenKnown |= 1 << v;
        // every value asked is some option's: the family may stop listing (Beling & Rogalski stop there too)
        if (this.wanted !== 0 && (this.wanted & ~this.seenKnown) === 0)
            this.done = true;
    }
    /** Every option answered: P holds one value, the component's (or one value above the largest asked). */
    finish(d) {
        const mask = this.fMask[d];
        const r = this.fBig[d] > 0 || mask === 0 ? NOT_IN_SET : 31 - Math.clz32(mask & -mask);
        this.store(d, r >= 0 ? exactSet(r) : this.fLow[d]);
        return r;
    }
    /** No value asked is still possible: every value up to the largest asked outside P is excluded. */
    cut(d) {
        this.store(d, this.fLow[d] & ~this.fMask[d]);
        return NOT_IN_SET;
    }
    store(d, excluded) {
        const work = this.nodes - this.fNodes[d] + 1;
        this.table.put(this.fLo[d], this.fHi[d], excluded >>> 0, Math.min(255, 32 - Math.clz32(work)));
        this.arenaTop = this.fArena[d];
        this.orderTop = this.fStart[d];
        this.depth = d - 1;
    }
    growFrames() {
        const self = this;
        const n = this.fLo.length * 2;
        for (const k of FRAMES)
            self[k] = grown(self[k], n);
    }
}
//# sourceMappingURL=nimberSearch.js.map