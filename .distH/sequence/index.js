// sprague-grundy/sequence: Grundy sequences of heap games — naive and sparse-space methods,
// periodicity proofs, rare values. Runs anywhere (no Node built-in).
export { maxRemoval, maxParts, checkRules } from "../heap/heapRules.js";
export { heapOptions } from "../heap/heapOptions.js";
export { parseHeapGame } from "../heap/parseHeapGame.js";
export { MAX_SEQUENCE_LENGTH } from "./values.js";
export { naiveSequence } from "./naive.js";
export { sparseSequence } from "./sparse.js";
export { chooseMask, maskParity } from "./mask.js";
export { findPeriod, findPeriodByTheorem, periodicityBound, theoremBound, heapTheorem, } from "./periodicity.js";
export { analyzeHeapGame, rareValues, AUTO_PROOF_LIMIT, } from "./analyze.js";
export { checkSequenceWork } from "./work.js";
export { formatReport, valueChunks } from "./format.js";
//# sourceMappingURL=index.js.map