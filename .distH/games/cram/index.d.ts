import { closedGrundy, closedIsP, halfTurnStrategy, regionValue } from "./closedForms.js";
import { regions } from "./board.js";
export { cramFamily, printCram } from "./family.js";
export type { CramBoard } from "./board.js";
/** Cram: its record (closed forms for strips, 2 × n and half-turn-symmetric boards) and engine game. */
export declare const cram: {
    /** The record of `cram(rows,columns)` / `cram("../.#")` in the position language. */
    readonly family: import("../family.js").Family<import("./board.js").CramBoard>;
    /** The rules: the engine game on bitboards, split into regions up to symmetry. */
    readonly game: import("../../index.js").Game<import("./board.js").CramBoard>;
    /** The regions no domino joins, each in its least orientation. */
    readonly regions: typeof regions;
    /** The Grundy value from theory (undefined where the engine is needed). */
    readonly grundy: typeof closedGrundy;
    /** P or not from theory. */
    readonly isP: typeof closedIsP;
    /** One region's value from theory. */
    readonly regionValue: typeof regionValue;
    /** The half-turn symmetry strategy: "P", "N" or undefined. */
    readonly halfTurnStrategy: typeof halfTurnStrategy;
};
