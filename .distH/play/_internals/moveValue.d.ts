import { type Term } from "../../analyze/engine.js";
import type { Move } from "../move.js";
import type { SessionEngine } from "./engine.js";
/** A move's component moves, index → new term. */
export declare function changesOf(move: Move): Map<number, Term>;
/** Builds a move from component moves (index → new term) on the terms, with its value (unless `withValue` is false). */
export declare function makeMove(engine: SessionEngine, terms: readonly Term[], changes: Map<number, Term>, withValue?: boolean): Move;
