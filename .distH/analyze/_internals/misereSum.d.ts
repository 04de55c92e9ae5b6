import { type SolveOptions } from "../../core/solver.js";
import type { Analysis } from "../analysis.js";
import type { Term } from "./term.js";
import { type Base } from "./verdict.js";
/** The most positions the misère search of a sum may store, and the most work (components copied or keyed) it may do, before it gives up. */
export declare const MISERE_POSITION_CAP = 1000000;
/** A sum under misère play: Bouton where it is Nim (with terminal and single-move components), else the whole sum searched. */
export declare function misereSum(terms: Term[], base: Base, limit: number, options: SolveOptions): Analysis;
/**
 * The most options the misère search holds at once: one for every {@link HELD_PER_MOVE} moves
 * of the budget (100,000 for the default 2,000,000 moves: tens of MB).
 */
export declare function heldCap(options: SolveOptions): number;
/** Moves of budget a held option costs (see {@link heldCap}). */
export declare const HELD_PER_MOVE = 20;
