import { heapsGame } from "./rules.js";
export { heapCodeFamily, NAMED_HEAP_FAMILIES, subtractionFamily } from "./family.js";
export { heapsGame } from "./rules.js";
/** The heap games: their records and the engine game of heaps under any rules. */
export declare const heaps: {
    /** The heap games known by name (`kayles(3,5)`, `dawson(7)`, `grundy(9)`, …): one record each. */
    readonly named: readonly import("../family.js").Family<import("./rules.js").Heaps>[];
    /** `heap("code", n1,…)`: any take-and-break code, subtraction set or heap game's name. */
    readonly code: import("../family.js").Family<import("./rules.js").Heaps>;
    /** `subtraction({s1,…}, n1,…)`: a subtraction game. */
    readonly subtraction: import("../family.js").Family<import("./rules.js").Heaps>;
    /** The engine game of heaps under their rules (bigint heaps), named `name`. */
    readonly game: typeof heapsGame;
};
