import type { OptionSink, SearchFamily } from "./family.js";
import { type TranspositionTable } from "./transpositionTable.js";
/** A query's answer when the value is not in the set asked. */
export declare const NOT_IN_SET = -1;
/** {@link NimberSearch.begin} / {@link NimberSearch.resume}: not finished yet (call resume). */
export declare const PAUSED = -2;
/** The search on one family and table; one query at a time, resumable in slices of work. */
export declare class NimberSearch<P> implements OptionSink {
    readonly family: SearchFamily<P>;
    readonly table: TranspositionTable;
    readonly deepening: boolean;
    /** Components expanded (their options listed): the positions searched. */
    nodes: number;
    /** Frames on the stack now. */
    depth: number;
    private fLo;
    private fHi;
    private fR;
    private fLow;
    private fMask;
    private fBig;
    private fNext;
    private fEnd;
    private fComp;
    private fX;
    private fNodes;
    private fArena;
    private fStart;
    /** 0: Beling–Rogalski counting (P from 0, NOT_IN_SET drops P's largest); 1: a lower bound L known (P from L, NOT_IN_SET drops nothing). */
    private fBound;
    private arena;
    private arenaTop;
    private order;
    private score;
    private orderTop;
    private rec;
    private recScore;
    private recBig;
    private optionCount;
    private known;
    private knownTop;
    private ret;
    /** Whether the frame at each depth (0: the root's caller) waits on a nimber ruled out before its own query. */
    private pre;
    private rootLo;
    private rootHi;
    private rootSet;
    /** While a frame lists its options: the values it asks, the values of options known so far; see {@link OptionSink.done}. */
    private wanted;
    private seenKnown;
    done: boolean;
    /** Small components' exact values (the family's endgameSize), or none. */
    private readonly endgame;
    /**
     * @param deepening - ask every component one nimber at a time, the least first (Lemoine & Viennot);
     * false: the sets of Beling & Rogalski's search as they come
     */
    constructor(family: SearchFamily<P>, table: TranspositionTable, deepening?: boolean);
    begin(): void;
    component(lo: number, hi: number, known: number): void;
    private endRecord;
    private growArena;
    /** The components of a position as one record in the arena (for the driver): its offset. */
    startRecord(position: P): number;
    /** Component `i` of the record at `r` (0: the largest). */
    recordPart(r: number, i: number): [number, number];
    /** The number of unvalued components and the xor of the valued ones, of the record at `r`. */
    recordHead(r: number): [number, number];
    /** Asks for the value of component (lo, hi) if it is in `set`: the value, NOT_IN_SET, or PAUSED (call {@link resume}). */
    ask(lo: number, hi: number, set: number): number;
    /** Drops a query left unfinished (its frames; what the table learnt stays). */
    abandon(): void;
    /** Goes on with the query until it is answered (the answer) or `limit` more components are expanded (PAUSED). */
    resume(limit: number): number;
    /** Works on frame d until it needs a child's answer (a frame pushed) or has its own (in `ret`, frame popped). */
    private advance;
    /** Hands a child's answer to frame d. */
    private deliver;
    private remove;
    private removeLargest;
    /** Starts on a component: its answer at once (known, in the table, or every option valued), or PAUSED with a frame pushed. */
    private enter;
    /** Deepening: one more nimber ruled out below the set, ask again. */
    private again;
    /** Values the small parts of the options listed from `start` (./endgameValues.ts): fully valued options join the known ones. */
    private settle;
    /** An option valued in full while the frame is made. */
    addKnown(v: number): void;
    /** Every option answered: P holds one value, the component's (or one value above the largest asked). */
    private finish;
    /** No value asked is still possible: every value up to the largest asked outside P is excluded. */
    private cut;
    private store;
    private growFrames;
}
