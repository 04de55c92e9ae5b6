import type { Term } from "../../analyze/engine.js";
/** Options of a component listed for play: at most this many per component. */
export declare const OPTIONS_SCANNED = 2000000;
/** Whether a component has no move left. */
export declare function ended(t: Term): boolean;
/** The components that still have a move (those that must move under conjunctive and every compounds). */
export declare function unfinished(terms: readonly Term[]): number[];
/** The options of one component, lazily, at most `most`. */
export declare function optionsOf(t: Term, most?: number): Generator<Term>;
/** The key of a whole position (equal positions, equal keys). */
export declare function positionKey(terms: readonly Term[]): string;
