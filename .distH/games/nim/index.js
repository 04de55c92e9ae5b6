// Nim: one namespace (the convention of every src/games/<game>/index.ts: `family`, `game`
// and the closed forms). Nim's namespace is also itself the game on number heaps, so that
// `grundy(nim, [3, 5, 7])` keeps working: Nim is the game most passed to the engine.
import { nimFamily } from "./family.js";
import { nimMisereWins } from "./misere.js";
import { nimNumberGame } from "./numberGame.js";
export { nimFamily } from "./family.js";
export { nimMisereWins } from "./misere.js";
export { nimNumberGame } from "./numberGame.js";
/**
 * Nim: the game on number heaps (for the engine), with its record and closed forms.
 *
 * @example grundy(nim, [3, 5, 7]) // 1
 * @example nim.family.grundy([3n, 5n, 7n]) // 1n
 */
export const nim = Object.assign(nimNumberGame, {
    /** The game on number heaps (the namespace itself). */
    game: nimNumberGame,
    /** The record of `nim(h1,h2,…)` in the position language (its `game`: the exact rules, bigint heaps). */
    family: nimFamily,
    /** Misère Nim's outcome (Bouton). */
    misereWins: nimMisereWins,
});
//# sourceMappingURL=index.js.map