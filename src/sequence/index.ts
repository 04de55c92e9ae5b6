// sprague-grundy/sequence: Grundy sequences of heap games — naive and sparse-space methods,
// periodicity proofs, rare values. Runs anywhere (no Node built-in).
export { maxRemoval, maxParts, checkRules, type HeapRules } from "../heap/heapRules.js";
export { heapOptions, type HeapOptionsWindow } from "../heap/heapOptions.js";
export { parseHeapGame } from "../heap/parseHeapGame.js";
export { MAX_SEQUENCE_LENGTH, type GrundyValues, type SequenceOptions } from "./values.js";
export { naiveSequence } from "./naive.js";
export { sparseSequence, type SparseOptions } from "./sparse.js";
export { chooseMask, maskParity, type MaskChoice } from "./mask.js";
export {
  findPeriod,
  findPeriodByTheorem,
  periodicityBound,
  theoremBound,
  heapTheorem,
  type Periodicity,
  type PeriodOptions,
  type PeriodicityTheorem,
} from "./periodicity.js";
export {
  analyzeHeapGame,
  rareValues,
  AUTO_PROOF_LIMIT,
  type AnalyzeOptions as HeapAnalysisOptions,
  type RareValues,
  type SequenceReport,
} from "./analyze.js";
export { checkSequenceWork } from "./work.js";
export { formatReport, valueChunks } from "./format.js";
