import { GRUNDYS_GAME } from "./grundysGame.js";
import { parseTakeAndBreak } from "./takeAndBreak.js";
const named = (code, name) => ({ ...parseTakeAndBreak(code), name });
/**
 * The heap games known by name, in the order help texts list them: the position
 * language's `kayles(3,5)`, `grundy seq kayles` and {@link parseHeapGame} read this table.
 */
export const NAMED_HEAP_RULES = Object.freeze([
    { name: "kayles", aliases: [], rules: named("0.77", "Kayles"), summary: "Kayles (0.77): knock down one pin or two adjacent pins" },
    { name: "dawson", aliases: ["dawsonskayles"], rules: named("0.07", "Dawson's Kayles"), summary: "Dawson's Kayles (0.07): knock down two adjacent pins" },
    {
        name: "dawsonschess",
        aliases: [],
        rules: named("0.137", "Dawson's chess"),
        summary: "Dawson's chess (0.137): take a lone token, two tokens from an end, or three from anywhere",
    },
    { name: "officers", aliases: [], rules: named("0.6", "Officers"), summary: "Officers (0.6): take one token, leaving one or two non-empty heaps" },
    { name: "treblecross", aliases: [], rules: named("0.007", "Treblecross"), summary: "Treblecross (0.007): take three adjacent tokens, leaving any heaps" },
    { name: "doublekayles", aliases: [], rules: named("0.7777", "Double Kayles"), summary: "Double Kayles (0.7777): take one to four adjacent pins" },
    { name: "grundy", aliases: ["grundys", "grundysgame"], rules: GRUNDYS_GAME, summary: "Grundy's game: split a heap into two unequal heaps" },
]);
//# sourceMappingURL=namedHeapRules.js.map