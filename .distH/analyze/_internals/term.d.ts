import type { CompoundPart } from "../../core/_internals/decideCompound.js";
import type { SmithKind } from "../../core/compoundKinds.js";
import { type InfiniteGamma } from "../../core/loopy.js";
import type { SolveOptions } from "../../core/solver.js";
import type { Family, MovesTo, TakeAndBreakHeaps } from "../../games/family.js";
/** γ of a term: a nimber (bigint: finite games' Grundy values may pass 2^53) or ∞(K). */
export type TermGamma = bigint | InfiniteGamma;
/** An option of a loopy term with its values. */
export interface LoopyOption<P> {
    term: Term<P>;
    gamma: TermGamma;
    order: number;
    remoteness: number | undefined;
}
/**
 * One summand of an expression: a family and a position of it, as the compound rules see
 * it. Every question goes to the family's closed form when it has one, else to its engine
 * game, within the analysis's one search budget (`options.budget`).
 */
export declare class Term<P = any> implements CompoundPart<Term<P>> {
    readonly family: Family<P>;
    readonly position: P;
    readonly options: SolveOptions;
    /**
     * How many copies of the position the term stands for: 1, except for a count too large to
     * write out (`kayles(3)*10^30`, see MAX_WRITTEN_COPIES), which only the misère quotient answers.
     */
    readonly copies: bigint;
    /** The position in the expression language, e.g. `wythoff(8,4)`. */
    readonly text: string;
    /** The first of k written-out copies (`kayles(3)*k`): k, so that the expression is written back as the user wrote it. */
    written: number;
    private readonly engine;
    constructor(family: Family<P>, position: P, options: SolveOptions, 
    /**
     * How many copies of the position the term stands for: 1, except for a count too large to
     * write out (`kayles(3)*10^30`, see MAX_WRITTEN_COPIES), which only the misère quotient answers.
     */
    copies?: bigint);
    /** The same family at another position. */
    at(position: P): Term<P>;
    grundy(): bigint;
    /**
     * The Grundy value where it is cheap: a closed form, or an engine search of at most
     * `budget` moves (of its own, not the analysis's); undefined when out of that reach.
     * For a value that is only shown, not needed.
     */
    grundyIfCheap(budget: number): bigint | undefined;
    /** The closed-form P-position test, when the family decides this position without its Grundy value. */
    closedIsP(): boolean | undefined;
    isP(): boolean;
    movesTo(target: bigint, limit: number): MovesTo<Term<P>>;
    anyMove(): Term<P> | null;
    smith(kind: SmithKind): {
        value: number;
        move: Term<P> | null;
    };
    /** The closed-form misère outcome (true: the player to move wins), when the family has one. */
    misereWins(): boolean | undefined;
    /** Whether the family's game is loopy (answered by γ values, with draws). */
    get loopy(): boolean;
    /** γ of the position: the Grundy value (a bigint) for a finite game, γ (a nimber as a bigint, or ∞(K)) for a loopy one. */
    gamma(): TermGamma;
    /**
     * The options of a loopy term (each once), with γ, Fraenkel–Yesha's counter (see
     * `loopyOrder`; −1 when γ is infinite) and remoteness (undefined for a draw).
     */
    loopyOptions(): LoopyOption<P>[];
    /** Fraenkel–Yesha's counter of a loopy term (−1 when its γ is infinite; 0 for a finite game). */
    order(): number;
    /** The rules and heaps, for positions of heap games. */
    takeAndBreakHeaps(): TakeAndBreakHeaps<P> | undefined;
    /** Nim heaps, for Nim positions. */
    heaps(): readonly bigint[] | undefined;
}
