import type { Game } from "../game.js";
import { type SolveOptions } from "../solver.js";
/**
 * A value computed bottom-up over the game graph: a constant at terminal positions and
 * a function of the options' values elsewhere. Internal to the engine.
 */
export interface Measure {
    /** Names the memo table; measures with the same id share values. */
    readonly id: string;
    /** Whether options are split into components whose values nim-add (Grundy values only). */
    readonly splitsComponents: boolean;
    /** The value of a position from its options' values (empty at a terminal position). */
    combine(optionValues: readonly number[]): number;
}
/**
 * Evaluates a measure at a position with an explicit stack: the depth of play does not
 * touch the JavaScript call stack.
 */
export declare function evaluate<P>(game: Game<P>, root: P, measure: Measure, options?: SolveOptions): number;
