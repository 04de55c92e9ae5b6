// The subtraction–addition game (loopy): one namespace (`family`, `game`, rules), and its public names.
import { MAX_SUBADD_HEAP, subAddFamily, subAddRules } from "./family.js";
export { MAX_SUBADD_HEAP, subAddFamily, subAddRules } from "./family.js";
/** The subtraction–addition game: its record, engine game (loopy) and rules. */
export const subadd = {
    /** The record of `subadd(n; …)` in the position language. */
    family: subAddFamily,
    /** The rules: the loopy engine game. */
    game: subAddFamily.game,
    /** See {@link subAddRules}. */
    rules: subAddRules,
    /** The largest heap the game accepts. */
    maxHeap: MAX_SUBADD_HEAP,
};
//# sourceMappingURL=index.js.map