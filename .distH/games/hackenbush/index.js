// Green Hackenbush: one namespace (`family`, `game`, the closed forms), and its public names.
import { hackenbushMovesTo, hackenbushValue } from "./closedForm.js";
import { hackenbushFamily } from "./family.js";
import { MAX_EDGES, MAX_VERTEX } from "./rules.js";
export { hackenbushMovesTo, hackenbushValue } from "./closedForm.js";
export { hackenbushFamily } from "./family.js";
export { grounded, groundParts, hackenbushRules } from "./rules.js";
/** Green Hackenbush: its record, engine game and closed forms. */
export const hackenbush = {
    /** The record of `hackenbush(u,v …)` in the position language. */
    family: hackenbushFamily,
    /** The rules: the engine game on grounded edge lists. */
    game: hackenbushFamily.game,
    /** The Grundy value at any size (fusion and colon principles). */
    value: hackenbushValue,
    /** The edges whose deletion leaves a given value. */
    movesTo: hackenbushMovesTo,
    /** The largest vertex label and the most edges a call may have. */
    maxVertex: MAX_VERTEX,
    maxEdges: MAX_EDGES,
};
//# sourceMappingURL=index.js.map