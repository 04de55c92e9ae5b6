// Cram: one namespace (`family`, `game`, the closed forms), and its public names.
import { cramFamily } from "./family.js";
import { closedGrundy, closedIsP, halfTurnStrategy, regionValue } from "./closedForms.js";
import { regions } from "./board.js";
export { cramFamily, printCram } from "./family.js";
/** Cram: its record (closed forms for strips, 2 × n and half-turn-symmetric boards) and engine game. */
export const cram = {
    /** The record of `cram(rows,columns)` / `cram("../.#")` in the position language. */
    family: cramFamily,
    /** The rules: the engine game on bitboards, split into regions up to symmetry. */
    game: cramFamily.game,
    /** The regions no domino joins, each in its least orientation. */
    regions,
    /** The Grundy value from theory (undefined where the engine is needed). */
    grundy: closedGrundy,
    /** P or not from theory. */
    isP: closedIsP,
    /** One region's value from theory. */
    regionValue,
    /** The half-turn symmetry strategy: "P", "N" or undefined. */
    halfTurnStrategy,
};
//# sourceMappingURL=index.js.map