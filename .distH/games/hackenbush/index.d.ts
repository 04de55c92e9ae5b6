import { hackenbushMovesTo, hackenbushValue } from "./closedForm.js";
export { hackenbushMovesTo, hackenbushValue } from "./closedForm.js";
export { hackenbushFamily } from "./family.js";
export { grounded, groundParts, hackenbushRules, type Edge, type Hackenbush } from "./rules.js";
/** Green Hackenbush: its record, engine game and closed forms. */
export declare const hackenbush: {
    /** The record of `hackenbush(u,v …)` in the position language. */
    readonly family: import("../family.js").Family<import("./rules.js").Hackenbush>;
    /** The rules: the engine game on grounded edge lists. */
    readonly game: import("../../index.js").Game<import("./rules.js").Hackenbush>;
    /** The Grundy value at any size (fusion and colon principles). */
    readonly value: typeof hackenbushValue;
    /** The edges whose deletion leaves a given value. */
    readonly movesTo: typeof hackenbushMovesTo;
    /** The largest vertex label and the most edges a call may have. */
    readonly maxVertex: 1000000000;
    readonly maxEdges: 100000;
};
