import { type Analysis, Term } from "../../analyze/engine.js";
import type { CompoundKind } from "../../core/compoundKinds.js";
import type { Play } from "../../core/outcome.js";
import type { SolveOptions } from "../../core/solver.js";
import type { Family } from "../../games/family.js";
/**
 * What a session asks the analysis engine (the one analyze uses), with its memory: the
 * analyses of positions met and the values of components, so that later decisions are quick.
 */
export declare class SessionEngine {
    readonly play: Play;
    readonly compound: CompoundKind;
    /** The most moves the engine may examine for one decision. */
    readonly budget: number;
    readonly games: readonly Family[] | undefined;
    /** Whether a component is a loopy game. */
    readonly loopy: boolean;
    private readonly cache;
    private readonly values;
    constructor(play: Play, compound: CompoundKind, 
    /** The most moves the engine may examine for one decision. */
    budget: number, games: readonly Family[] | undefined, 
    /** Whether a component is a loopy game. */
    loopy: boolean);
    /** A fresh budget for one decision; the engine's tables stay, so later decisions are quick. */
    solve(): SolveOptions;
    /** Reads an expression into terms (the session's families). */
    read(source: string): Term[];
    /** The analysis of a position (memoised), as analyze gives it, listing at most `maxMoves` moves. */
    analyze(terms: readonly Term[], maxMoves?: number): Analysis;
    /** A value of one term, memoised by its text (the same position, the same value). */
    memo<T>(what: string, t: Term, f: () => T): T;
}
