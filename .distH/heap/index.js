// The heap floor: the rules of heap games as data (take-and-break codes, subtraction sets,
// Grundy's game, the named heap games) and the one heap move generator. Below games/ and
// sequence/; imports only core/, arith/ and errors.
export { maxRemoval, maxParts, checkRules } from "./heapRules.js";
export { heapOptions, isHeapOption } from "./heapOptions.js";
export { heapMoves } from "./heapMoves.js";
export { heapGame } from "./heapGame.js";
export { parseTakeAndBreak, takeAndBreak, expandCodePattern } from "./takeAndBreak.js";
export { subtraction, subtractionRules, parseSubtraction, MAX_SUBTRACTION } from "./subtraction.js";
export { grundysGame, GRUNDYS_GAME } from "./grundysGame.js";
export { NAMED_HEAP_RULES } from "./namedHeapRules.js";
export { parseHeapGame, parseHeapGameAmong, heapGameOf } from "./parseHeapGame.js";
//# sourceMappingURL=index.js.map