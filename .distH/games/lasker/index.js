// Lasker's Nim: one namespace (`family`, `game`), and its public names.
import { laskerFamily } from "./family.js";
export { laskerFamily } from "./family.js";
/** Lasker's Nim: its record (Grundy values in closed form) and engine game. */
export const lasker = {
    /** The record of `lasker(h1,h2,…)` in the position language. */
    family: laskerFamily,
    /** The rules: the engine game. */
    game: laskerFamily.game,
};
//# sourceMappingURL=index.js.map