import { type ChompSquare } from "./box.js";
/** Whether the diagram is P, from its box; undefined when the box is past the bound. */
export declare function boxIsP(p: readonly number[]): boolean | undefined;
/** Every winning move of the diagram (1-based squares), from its box; undefined past the bound. */
export declare function boxWinningMoves(p: readonly number[]): ChompSquare[] | undefined;
