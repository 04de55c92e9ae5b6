import { Term } from "../../analyze/engine.js";
import type { Move } from "../move.js";
import type { SessionEngine } from "./engine.js";
/**
 * Reads a move on the terms: the position after it (the whole expression), or component
 * moves `a -> b` (a component, then the position it moves to; several joined by ";"), and checks it is legal: each
 * component move an option, and the components moved as the compound allows (the table's).
 *
 * @throws InputError saying what was expected
 */
export declare function readMove(engine: SessionEngine, terms: readonly Term[], text: string): Move;
