import { nimMisereWins } from "./misere.js";
export { nimFamily } from "./family.js";
export { nimMisereWins } from "./misere.js";
export { nimNumberGame } from "./numberGame.js";
/**
 * Nim: the game on number heaps (for the engine), with its record and closed forms.
 *
 * @example grundy(nim, [3, 5, 7]) // 1
 * @example nim.family.grundy([3n, 5n, 7n]) // 1n
 */
export declare const nim: import("../../index.js").Game<readonly number[]> & {
    /** The game on number heaps (the namespace itself). */
    game: import("../../index.js").Game<readonly number[]>;
    /** The record of `nim(h1,h2,…)` in the position language (its `game`: the exact rules, bigint heaps). */
    family: import("../family.js").Family<import("./rules.js").NimHeaps>;
    /** Misère Nim's outcome (Bouton). */
    misereWins: typeof nimMisereWins;
};
