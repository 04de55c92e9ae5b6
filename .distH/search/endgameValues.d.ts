import type { OptionSink, SearchFamily } from "./family.js";
import { type TranspositionTable } from "./transpositionTable.js";
/** Exact values of small components, computed on demand; one per search. */
export declare class EndgameValues<P> implements OptionSink {
    readonly family: SearchFamily<P>;
    readonly table: TranspositionTable;
    /** The largest component valued here (its {@link SearchFamily.size}). */
    readonly maxSize: number;
    /** Components expanded (their options listed) to value small components. */
    nodes: number;
    private fLo;
    private fHi;
    private fNext;
    private fEnd;
    private fSeen;
    private fNodes;
    private fStart;
    private fPart;
    private arena;
    private top;
    private rec;
    constructor(family: SearchFamily<P>, table: TranspositionTable, 
    /** The largest component valued here (its {@link SearchFamily.size}). */
    maxSize: number);
    begin(): void;
    component(lo: number, hi: number, known: number): void;
    private grow;
    /** Lists a component's options into a new frame at depth d. */
    private push;
    /** The exact value of component (lo, hi) (of at most {@link maxSize}). */
    value(lo: number, hi: number): number;
    /**
     * Values the small parts of the option records `order[from … to)` (records [k, x, lo₀, hi₀, …],
     * the largest part first) and folds them into x; an option left with no part goes to
     * `known.addKnown`, the others are kept in `order` with their score (the sum of the squares
     * of the sizes left). Returns the new end of `order`.
     */
    settle(arena: Uint32Array, order: Int32Array, score: Float64Array, from: number, to: number, known: {
        addKnown(v: number): void;
    }): number;
    private growFrames;
}
