import { subAddRules } from "./family.js";
export { MAX_SUBADD_HEAP, subAddFamily, subAddRules, type SubAddPosition } from "./family.js";
/** The subtraction–addition game: its record, engine game (loopy) and rules. */
export declare const subadd: {
    /** The record of `subadd(n; …)` in the position language. */
    readonly family: import("../family.js").Family<import("./family.js").SubAddPosition>;
    /** The rules: the loopy engine game. */
    readonly game: import("../../index.js").Game<import("./family.js").SubAddPosition>;
    /** See {@link subAddRules}. */
    readonly rules: typeof subAddRules;
    /** The largest heap the game accepts. */
    readonly maxHeap: 10000000n;
};
