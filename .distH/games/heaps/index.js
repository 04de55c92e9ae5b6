// The heap games of the position language: one namespace (the named heap games' records,
// `heap("code", …)`, `subtraction({…}, …)`), and its public names. Their rules are the heap
// floor's (src/heap): this folder reads them into positions and answers with their sequences.
import { heapCodeFamily, NAMED_HEAP_FAMILIES, subtractionFamily } from "./family.js";
import { heapsGame } from "./rules.js";
export { heapCodeFamily, NAMED_HEAP_FAMILIES, subtractionFamily } from "./family.js";
export { heapsGame } from "./rules.js";
/** The heap games: their records and the engine game of heaps under any rules. */
export const heaps = {
    /** The heap games known by name (`kayles(3,5)`, `dawson(7)`, `grundy(9)`, …): one record each. */
    named: NAMED_HEAP_FAMILIES,
    /** `heap("code", n1,…)`: any take-and-break code, subtraction set or heap game's name. */
    code: heapCodeFamily,
    /** `subtraction({s1,…}, n1,…)`: a subtraction game. */
    subtraction: subtractionFamily,
    /** The engine game of heaps under their rules (bigint heaps), named `name`. */
    game: heapsGame,
};
//# sourceMappingURL=index.js.map