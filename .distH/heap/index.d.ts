export { maxRemoval, maxParts, checkRules, type HeapRules } from "./heapRules.js";
export { heapOptions, isHeapOption, type HeapOptionsWindow } from "./heapOptions.js";
export { heapMoves } from "./heapMoves.js";
export { heapGame, type HeapGame } from "./heapGame.js";
export { parseTakeAndBreak, takeAndBreak, expandCodePattern } from "./takeAndBreak.js";
export { subtraction, subtractionRules, parseSubtraction, MAX_SUBTRACTION, type SubtractionOptions } from "./subtraction.js";
export { grundysGame, GRUNDYS_GAME } from "./grundysGame.js";
export { NAMED_HEAP_RULES, type NamedHeapRules } from "./namedHeapRules.js";
export { parseHeapGame, parseHeapGameAmong, heapGameOf, type HeapName } from "./parseHeapGame.js";
